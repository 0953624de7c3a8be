import type { LoanWithAccount } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { loanCancelledNotice, NOTIFICATION_TEXTS, REPAYMENT_LABELS, WALLET_REPAYMENT_TEXTS, WALLET_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { OfflineHint } from '../../components/offline-banner';
import { defineTexts, useTexts } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { useOfflineInfo } from '../../lib/online';
import { useCancelLoan } from './repayment.queries';
import { TitledCard } from './titled-card';
import { useErrorText } from '../../lib/error-text';

const repaymentLabels = defineTexts({ REPAYMENT_LABELS });
const walletRepaymentTexts = defineTexts({ WALLET_REPAYMENT_TEXTS });
const walletTexts = defineTexts({ WALLET_TEXTS });
// The cancellation's notice is the notification the server writes for it, in the language on screen.
const notificationTexts = defineTexts({ NOTIFICATION_TEXTS });

/** Cooling-off (DEPARTURES 11, RA 11765): CANCEL LOAN while the server says it is allowed, with a confirmation. */
export function CoolingOffCard({ loan, endsAt }: { loan: LoanWithAccount; endsAt: string }) {
  const { isOffline } = useOfflineInfo();
  const [isConfirming, setConfirming] = useState(false);
  const cancel = useCancelLoan(loan.id);
  const labels = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  const notices = useTexts(notificationTexts);
  const t = useTexts(walletTexts);
  const errorText = useErrorText();
  const date = formatDateTime(endsAt);
  const close = () => {
    setConfirming(false);
    cancel.reset();
  };
  return (
    <TitledCard title={T.coolingOff}>
      <Text size="sm">{T.coolingOffExplanation({ date })}</Text>
      <Button variant="outline" color="red" onClick={() => setConfirming(true)} disabled={isOffline}>
        {labels.cancelLoan}
      </Button>
      <OfflineHint />
      <Modal opened={isConfirming} onClose={close} title={T.cancelLoanTitle} centered size="sm" closeButtonProps={{ 'aria-label': t.close }}>
        <Stack gap="md">
          <Text>{T.cancelLoanQuestion({ amount: formatPhp(loan.amount), loanId: loan.id, date })}</Text>
          {cancel.isError && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={18} aria-hidden />} p="sm" role="alert">
              {errorText(cancel.error, T.cancelFailed)}
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
                    notifySuccess(loanCancelledNotice({ loanId: loan.id, amount: loan.amount }, notices));
                    setConfirming(false);
                  },
                })
              }
            >
              {labels.cancelLoan}
            </Button>
          </Group>
          <OfflineHint />
        </Stack>
      </Modal>
    </TitledCard>
  );
}
