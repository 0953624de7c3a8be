import type { LoanWithAccount, PublicUser } from '@app/domain/contract';
import { NEXT_PAYMENT_TEXTS } from '@app/domain/messages';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ComponentType, Suspense, useState } from 'react';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { lazyTab } from '../../lib/tab-prefetch';
import { defineTexts, useTexts } from '../../lib/i18n';
import { activeLoan, hasPendingLoan, latestLoan, loansQueryOptions } from './loans.queries';
import { ApplicationInProgress } from './application-in-progress';
import { NextPaymentCard } from './next-payment-card';
import { labels, loanTexts } from './texts';

const nextPaymentTexts = defineTexts({ NEXT_PAYMENT_TEXTS });

/*
 * The application form (a calculator of slider, choices and the disclosure)
 * is its own chunk: a borrower with a loan under review or open, most visits,
 * never downloads it. It is fetched ahead with the tabs while a borrower
 * signs in (lazyTab), first of them, so a new borrower's HOME does not wait.
 */
const QuickLoanApplication = lazyTab(() => import('./quick-loan-application').then((module) => ({ default: module.QuickLoanApplication })));
const LoanSubmittedDialog = lazyTab(() => import('./quick-loan-application').then((module) => ({ default: module.LoanSubmittedDialog })));

/** The WALLET feature's pay-from-wallet dialog, handed in by the dashboard: WALLET reads the loans feature, so this one cannot import it. */
type PayDialog = ComponentType<{ loan: LoanWithAccount; availableBalance: number; opened: boolean; onClose: () => void }>;

/**
 * HOME: the notices, then what is due while a loan is paid out and open
 * (issue 28), then the application; behind "Apply for another loan" while
 * that loan is open.
 */
export function HomeTab({ user, onOpenWallet, PayDialog }: { user: PublicUser; onOpenWallet: () => void; PayDialog: PayDialog }) {
  const loans = useQuery(loansQueryOptions);
  const t = useTexts(loanTexts);
  const label = useTexts(labels);
  const next = useTexts(nextPaymentTexts);
  // Held here: the dialog must outlive the form, which the new pending loan replaces.
  const [isSubmitted, setSubmitted] = useState(false);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  if (isSubmitted && !hasSubmitted) setHasSubmitted(true);
  const [isApplying, setApplying] = useState(false);
  // The loan being paid, by id: its receipt stays on screen when the payment closes it.
  const [payingLoanId, setPayingLoanId] = useState<number | null>(null);
  const active = activeLoan(loans.data);
  const payingLoan = loans.data?.find((loan) => loan.id === payingLoanId);
  // The notices paint first; the application (a form of sliders and cards, or the loan under review) right after.
  const isReady = useAfterFirstPaint();
  const isPending = hasPendingLoan(loans.data);
  const pendingLoan = isPending ? latestLoan(loans.data?.filter((loan) => loan.status === 'pending')) : undefined;

  return (
    <Stack gap="md">
      {active && <NextPaymentCard loan={active} onPay={() => setPayingLoanId(active.id)} />}
      {!user.isVerified && user.verificationCompletedAt === null ? (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title={t.verifyTitle}
        >
          <Stack gap="xs" align="flex-start">
            {t.verifyMessage}
            <Button component={Link} to="/verification" size="xs" color="yellow" c="dark">
              {t.continueVerification}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {!user.isVerified && user.verificationCompletedAt !== null ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />} title={label.verifiedDocumentsNeedUpdating}>
          {label.verifiedDocumentsMissing}
        </Alert>
      ) : null}
      {pendingLoan ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t.underReviewTitle}>
          {t.underReviewMessage}
        </Alert>
      ) : null}
      {!isReady || loans.isPending ? null : pendingLoan ? (
        <ApplicationInProgress loan={pendingLoan} onOpenWallet={onOpenWallet} />
      ) : active && !isApplying ? (
        <Button variant="default" size="md" fullWidth aria-expanded={false} onClick={() => setApplying(true)}>
          {next.applyForAnother}
        </Button>
      ) : (
        <Suspense fallback={null}>
          <QuickLoanApplication user={user} onSubmitted={() => setSubmitted(true)} />
        </Suspense>
      )}
      {hasSubmitted && (
        <Suspense fallback={null}>
          <LoanSubmittedDialog opened={isSubmitted} onClose={() => setSubmitted(false)} onOpenWallet={onOpenWallet} />
        </Suspense>
      )}
      {payingLoan && (
        // The dialog's code arrives with the WALLET tab's, on the first PAY.
        <Suspense fallback={null}>
          <PayDialog loan={payingLoan} availableBalance={user.availableBalance} opened onClose={() => setPayingLoanId(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
