import type { PublicUser } from '@app/domain/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { useTexts } from '../../lib/i18n';
import { hasPendingLoan, latestLoan, loansQueryOptions } from './loans.queries';
import { ApplicationInProgress } from './application-in-progress';
import { LoanSubmittedDialog, QuickLoanApplication } from './quick-loan-application';
import { labels, loanTexts } from './texts';

export function HomeTab({ user, onOpenWallet }: { user: PublicUser; onOpenWallet: () => void }) {
  const loans = useQuery(loansQueryOptions);
  const t = useTexts(loanTexts);
  const label = useTexts(labels);
  // Held here: the dialog must outlive the form, which the new pending loan replaces.
  const [isSubmitted, setSubmitted] = useState(false);
  // The notices paint first; the application (a form of sliders and cards, or the loan under review) right after.
  const isReady = useAfterFirstPaint();
  const isPending = hasPendingLoan(loans.data);
  const pendingLoan = isPending ? latestLoan(loans.data?.filter((loan) => loan.status === 'pending')) : undefined;

  return (
    <Stack gap="md">
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
      ) : (
        <QuickLoanApplication user={user} onSubmitted={() => setSubmitted(true)} />
      )}
      <LoanSubmittedDialog opened={isSubmitted} onClose={() => setSubmitted(false)} onOpenWallet={onOpenWallet} />
    </Stack>
  );
}
