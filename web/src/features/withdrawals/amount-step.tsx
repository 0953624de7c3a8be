import type { Withdrawal } from '@app/domain/contract';
import { LABELS, NOTICES, SERVER_MESSAGES } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { type WithdrawalRequest, WithdrawalRequestSchema } from '@app/domain/schemas';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, HttpError } from '../../lib/api';
import { useSchemaForm } from '../../lib/form';
import { notifyError, notifySuccess } from '../../lib/notices';
import { isWithdrawalInProgressError, isWithdrawalsHeldError, useRequestWithdrawal } from './withdrawals.queries';
import { authKeys, withdrawalKeys } from '../../lib/query-keys';
import { AmountInput } from '../../components/amount-input';
import { OfflineHint } from '../../components/offline-banner';
import { useOfflineInfo } from '../../lib/online';

/** Step 1, 'Withdraw Funds': the request is created and the system sends a code. */
export function AmountStep({
  availableBalance,
  onRequested,
  onNotAvailable,
}: {
  availableBalance: number;
  onRequested: (withdrawal: Withdrawal) => void;
  /** Not available: a request in progress (no reason), or withdrawals on hold (the server's reason). */
  onNotAvailable: (reason?: string) => void;
}) {
  const { isOffline } = useOfflineInfo();
  const queryClient = useQueryClient();
  const request = useRequestWithdrawal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(WithdrawalRequestSchema, { amount: '' });

  const onValid = (input: WithdrawalRequest) =>
    request.mutate(input, {
      onSuccess: (withdrawal) => {
        notifySuccess(NOTICES.requestSubmitted);
        onRequested(withdrawal);
      },
      onError: (error) => {
        if (isWithdrawalInProgressError(error)) {
          // The list may not know the open request yet; the dialog offers its code step.
          void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
          onNotAvailable();
          return;
        }
        if (isWithdrawalsHeldError(error)) {
          // The hold began after the user was loaded; the refreshed user shows it from now on.
          void queryClient.invalidateQueries({ queryKey: authKeys.me });
          onNotAvailable(error.serverMessage);
          return;
        }
        const message = errorMessage(error, NOTICES.withdrawalFailed.message);
        const fieldMessage =
          error instanceof HttpError
            ? (error.fieldErrors.amount?.[0] ??
              (error.serverMessage === SERVER_MESSAGES.insufficientBalance ? error.serverMessage : undefined))
            : undefined;
        if (fieldMessage) setError('amount', { message: fieldMessage }, { shouldFocus: true });
        notifyError(NOTICES.withdrawalFailed, message);
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => notifyError(NOTICES.invalidAmount))}>
      <Stack gap="md">
        <AmountInput
          label="Amount (PHP)"
          description={`Available to withdraw: ${formatPhp(availableBalance)}`}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Text size="sm" c="dimmed">
          We will send a 6-digit code to your notifications to confirm this withdrawal.
        </Text>
        <Button type="submit" fullWidth loading={request.isPending} disabled={isOffline}>
          {LABELS.submit}
        </Button>
        <OfflineHint />
      </Stack>
    </form>
  );
}
