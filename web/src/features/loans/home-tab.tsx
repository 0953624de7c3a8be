import type { PublicUser } from '@app/domain/contract';
import { LABELS } from '@app/domain/messages';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { hasPendingLoan, latestLoan, loansQueryOptions } from './loans.queries';
import { ApplicationInProgress } from './application-in-progress';
import { LoanSubmittedDialog, QuickLoanApplication } from './quick-loan-application';

export function HomeTab({ user, onOpenWallet }: { user: PublicUser; onOpenWallet: () => void }) {
  const loans = useQuery(loansQueryOptions);
  // Held here: the dialog must outlive the form, which the new pending loan replaces.
  const [isSubmitted, setSubmitted] = useState(false);
  const isPending = hasPendingLoan(loans.data);
  const pendingLoan = isPending ? latestLoan(loans.data?.filter((loan) => loan.status === 'pending')) : undefined;

  return (
    <Stack gap="md">
      {!user.isVerified && user.verificationCompletedAt === null ? (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title="Complete your identity verification"
        >
          <Stack gap="xs" align="flex-start">
            You can explore the calculator now; to apply, we first need your personal details, your ID and your bank
            account.
            <Button component={Link} to="/verification" size="xs" color="yellow" c="dark">
              Continue verification
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {!user.isVerified && user.verificationCompletedAt !== null ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />} title={LABELS.verifiedDocumentsNeedUpdating}>
          {LABELS.verifiedDocumentsMissing}
        </Alert>
      ) : null}
      {pendingLoan ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Your loan application is under review">
          Your application is being reviewed by a loan officer. You can apply again once it has been decided.
        </Alert>
      ) : null}
      {loans.isPending ? null : pendingLoan ? (
        <ApplicationInProgress loan={pendingLoan} onOpenWallet={onOpenWallet} />
      ) : (
        <QuickLoanApplication user={user} onSubmitted={() => setSubmitted(true)} />
      )}
      <LoanSubmittedDialog opened={isSubmitted} onClose={() => setSubmitted(false)} onOpenWallet={onOpenWallet} />
    </Stack>
  );
}
