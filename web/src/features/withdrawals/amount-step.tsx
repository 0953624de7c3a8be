import type { Withdrawal } from '@app/domain/contract';
import { LABELS, NOTICES, WITHDRAWAL_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { type WithdrawalRequest, WithdrawalRequestSchema } from '@app/domain/schemas';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useField, useSchemaForm } from '../../lib/form';
import { useErrorText, useSubmit } from '../../lib/error-text';
import { defineTexts, useTexts } from '../../lib/i18n';
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

/** Step 1, 'Withdraw Funds': the request is created and the system sends a code. */
export function AmountStep({
  availableBalance,
  onRequested,
  onNotAvailable,
}: {
  availableBalance: number;
  onRequested: (withdrawal: Withdrawal) => void;
  /** Not available: a request in progress (no reason), or withdrawals on hold (the refusal's words, in the language on screen). */
  onNotAvailable: (reason?: string) => void;
}) {
  const { isOffline } = useOfflineInfo();
  const queryClient = useQueryClient();
  const request = useRequestWithdrawal();
  const label = useTexts(labels);
  const notice = useTexts(notices);
  const w = useTexts(withdrawalTexts);
  const errorText = useErrorText();
  const form = useSchemaForm(WithdrawalRequestSchema, { amount: '' });
  const field = useField(form);
  const submit = useSubmit(form, request, {
    failedNotice: notice.withdrawalFailed,
    answers: (error) => {
      if (isWithdrawalInProgressError(error)) {
        // The list may not know the open request yet; the dialog offers its code step.
        void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
        onNotAvailable();
        return true;
      }
      if (isWithdrawalsHeldError(error)) {
        // The hold began after the user was loaded; the refreshed user shows it from now on.
        void queryClient.invalidateQueries({ queryKey: authKeys.me });
        onNotAvailable(errorText(error, error.serverMessage));
        return true;
      }
      // More than the wallet can give is said under the amount too, and in the notice.
      if (isInsufficientBalanceError(error)) form.setError('amount', { message: errorText(error, error.serverMessage) }, { shouldFocus: true });
      return false;
    },
  });

  // The dialog's next step says where the code went (issue 28 item 5); no toast repeats it.
  const onValid = (input: WithdrawalRequest) => submit(input, onRequested);

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, () => notifyError(notice.invalidAmount))}>
      <Stack gap="md">
        <AmountInput
          label={w.amountLabel}
          description={w.availableToWithdraw({ amount: formatPhp(availableBalance) })}
          {...field('amount', AMOUNT_FIELD)}
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
