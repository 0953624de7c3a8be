import type { Withdrawal } from '@app/domain/contract';
import { LABELS, NOTICES, SERVER_MESSAGES, VALIDATION_MESSAGES, WITHDRAWAL_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { type WithdrawalRequest, WithdrawalRequestSchema } from '@app/domain/schemas';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, HttpError } from '../../lib/api';
import { useSchemaForm } from '../../lib/form';
import { defineTexts, useTexts, useTranslateText } from '../../lib/i18n';
import { notifyError } from '../../lib/notices';
import {
  isInsufficientBalanceError,
  isWithdrawalInProgressError,
  isWithdrawalsHeldError,
  useRequestWithdrawal,
} from './withdrawals.queries';
import { authKeys, withdrawalKeys } from '../../lib/query-keys';
import { AMOUNT_FIELD, AmountInput } from '../../components/amount-input';
import { OfflineHint } from '../../components/offline-banner';
import { useOfflineInfo } from '../../lib/online';

const labels = defineTexts({ LABELS });
const notices = defineTexts({ NOTICES });
const withdrawalTexts = defineTexts({ WITHDRAWAL_TEXTS });
// The server's answer or the shared schema's field message, whichever the borrower is shown.
const ANSWER_TEXTS = [defineTexts({ SERVER_MESSAGES }), defineTexts({ VALIDATION_MESSAGES })];

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
  const label = useTexts(labels);
  const notice = useTexts(notices);
  const w = useTexts(withdrawalTexts);
  const answerText = useTranslateText(ANSWER_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(WithdrawalRequestSchema, { amount: '' });

  const onValid = (input: WithdrawalRequest) =>
    request.mutate(input, {
      // The dialog's next step says where the code went (issue 28 item 5); no toast repeats it.
      onSuccess: (withdrawal) => onRequested(withdrawal),
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
        const message = errorMessage(error, notice.withdrawalFailed.message);
        const fieldMessage =
          error instanceof HttpError
            ? (error.fieldErrors.amount?.[0] ?? (isInsufficientBalanceError(error) ? error.serverMessage : undefined))
            : undefined;
        if (fieldMessage) setError('amount', { message: fieldMessage }, { shouldFocus: true });
        notifyError(notice.withdrawalFailed, answerText(message));
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => notifyError(notice.invalidAmount))}>
      <Stack gap="md">
        <AmountInput
          label={w.amountLabel}
          description={w.availableToWithdraw({ amount: formatPhp(availableBalance) })}
          error={errors.amount?.message && answerText(errors.amount.message)}
          {...register('amount', AMOUNT_FIELD)}
        />
        <Text size="sm" c="dimmed">
          {w.codeWillBeSent}
        </Text>
        <Button type="submit" fullWidth loading={request.isPending} disabled={isOffline}>
          {label.submit}
        </Button>
        <OfflineHint />
      </Stack>
    </form>
  );
}
