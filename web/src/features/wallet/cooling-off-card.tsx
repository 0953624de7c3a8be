import type { LoanWithAccount } from '@app/domain/contract';
import {
  cancelLoanQuestion,
  coolingOffExplanation,
  loanCancelledNotice,
  REPAYMENT_LABELS,
  WALLET_REPAYMENT_TEXTS as T,
} from '@app/domain/messages';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { OfflineHint } from '../../components/offline-banner';
import { errorMessage } from '../../lib/api';
import { notifySuccess } from '../../lib/notices';
import { useOfflineInfo } from '../../lib/online';
import { useCancelLoan } from './repayment.queries';
import { TitledCard } from './titled-card';

/** Cooling-off (DEPARTURES 11, RA 11765): CANCEL LOAN while the server says it is allowed, with a confirmation. */
export function CoolingOffCard({ loan, endsAt }: { loan: LoanWithAccount; endsAt: string }) {
  const { isOffline } = useOfflineInfo();
  const [isConfirming, setConfirming] = useState(false);
  const cancel = useCancelLoan(loan.id);
  const close = () => {
    setConfirming(false);
    cancel.reset();
  };
  return (
    <TitledCard title={T.coolingOff}>
      <Text size="sm">{coolingOffExplanation({ endsAt })}</Text>
      <Button variant="outline" color="red.8" onClick={() => setConfirming(true)} disabled={isOffline}>
        {REPAYMENT_LABELS.cancelLoan}
      </Button>
      <OfflineHint />
      <Modal opened={isConfirming} onClose={close} title={T.cancelLoanTitle} centered size="sm" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text>{cancelLoanQuestion({ amount: loan.amount, loanId: loan.id, endsAt })}</Text>
          {cancel.isError && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={18} aria-hidden />} p="sm" role="alert">
              {errorMessage(cancel.error, T.cancelFailed)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {T.keepLoan}
            </Button>
            <Button
              color="red.8"
              loading={cancel.isPending}
              disabled={isOffline}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    notifySuccess(loanCancelledNotice({ loanId: loan.id, amount: loan.amount }));
                    setConfirming(false);
                  },
                })
              }
            >
              {REPAYMENT_LABELS.cancelLoan}
            </Button>
          </Group>
          <OfflineHint />
        </Stack>
      </Modal>
    </TitledCard>
  );
}
