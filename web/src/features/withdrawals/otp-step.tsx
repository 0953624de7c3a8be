import type { Withdrawal } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { LABELS, NOTICES, SERVER_MESSAGES, WITHDRAWAL_TEXTS } from '@app/domain/messages';
import { OTP_LENGTH } from '@app/domain/otp';
import { OtpEntrySchema } from '@app/domain/schemas';
import { Alert, Button, Input, PinInput, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useSchemaForm } from '../../lib/form';
import { defineTexts, useTexts } from '../../lib/i18n';
import { notifyError } from '../../lib/notices';
import {
  isCodeUnusableError,
  isWrongCodeError,
  useResendWithdrawalCode,
  useVerifyWithdrawal,
  withdrawalsQueryOptions,
} from './withdrawals.queries';
import { OfflineHint } from '../../components/offline-banner';
import { useOfflineInfo } from '../../lib/online';
import { withdrawalKeys } from '../../lib/query-keys';
import { EmphasizedAmount } from './emphasized-amount';
import { useErrorText, useFieldError, useSubmit } from '../../lib/error-text';

const labels = defineTexts({ LABELS });
const notices = defineTexts({ NOTICES });
const serverMessages = defineTexts({ SERVER_MESSAGES });
const withdrawalTexts = defineTexts({ WITHDRAWAL_TEXTS });

/** Why a code can no longer be used, as the list of requests tells it (before anyone submits). */
function unusableReason(withdrawal: Withdrawal, server: { otpExpired: string; otpLocked: string }): string | null {
  if (withdrawal.status === 'expired' || withdrawal.code.isExpired) return server.otpExpired;
  if (withdrawal.status === 'awaiting_code' && withdrawal.code.triesLeft <= 0) return server.otpLocked;
  return null;
}

/** DEPARTURES 16 / issue 29: "Send again" is offered this long after the last code was sent (the server's rule too). */
const RESEND_AFTER_SECONDS = 60;

function secondsUntilResend(sentAt: string): number {
  return Math.max(0, Math.ceil((Date.parse(sentAt) + RESEND_AFTER_SECONDS * 1000 - Date.now()) / 1000));
}

/** Whole seconds until "Send again" opens for a code sent at `sentAt`, ticking each second. */
function useSecondsUntilResend(sentAt: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntilResend(sentAt));
  useEffect(() => {
    setSeconds(secondsUntilResend(sentAt));
    const timer = setInterval(() => setSeconds(secondsUntilResend(sentAt)), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return seconds;
}

/** The request's freshest state: the polled list, or the answer of a resend not yet in the list. */
function newest(a: Withdrawal, b: Withdrawal | null): Withdrawal {
  return b && b.id === a.id && b.code.sentAt > a.code.sentAt ? b : a;
}

/**
 * Where the money goes once approved (issue 28 item 5): the bank and the
 * masked account from the borrower's own details, never the full number.
 */
export type PayoutAccount = { bankName: string | null; accountNumber: string | null };

function PayoutLine({ account }: { account: PayoutAccount }) {
  const w = useTexts(withdrawalTexts);
  const digits = (account.accountNumber ?? '').replace(/\D/g, '').slice(-4);
  if (!digits) return null;
  return (
    <Text size="sm" c="dimmed">
      {account.bankName ? w.payoutTo({ bank: account.bankName, digits }) : w.payoutToAccount({ digits })}
    </Text>
  );
}

/** Step 2, 'Enter OTP': the code confirms the request, which then waits for the loan officer. */
export function OtpStep({
  withdrawal,
  payoutAccount,
  onVerified,
  onWrongCode,
  onStartAgain,
}: {
  withdrawal: Withdrawal;
  payoutAccount: PayoutAccount;
  onVerified: (amount: number) => void;
  onWrongCode: () => void;
  onStartAgain: () => void;
}) {
  const { isOffline } = useOfflineInfo();
  const queryClient = useQueryClient();
  const verify = useVerifyWithdrawal();
  const resend = useResendWithdrawalCode();
  const [resent, setResent] = useState<Withdrawal | null>(null);
  const { data: withdrawals } = useQuery(withdrawalsQueryOptions);
  const label = useTexts(labels);
  const notice = useTexts(notices);
  const server = useTexts(serverMessages);
  const w = useTexts(withdrawalTexts);
  const errorText = useErrorText();
  const fieldError = useFieldError();
  // The polled list carries the code's current state (tries left, expiry).
  const current = newest(withdrawals?.find((request) => request.id === withdrawal.id) ?? withdrawal, resent);
  const resendIn = useSecondsUntilResend(current.code.sentAt);
  const form = useSchemaForm(OtpEntrySchema, { otp: '' });
  const { field: otpField, fieldState } = useController({ control: form.control, name: 'otp' });
  const otpError = fieldError(fieldState.error?.message);
  // A code the server says can no longer be used (expired, locked), in the language on screen.
  const [refusal, setRefusal] = useState<string | null>(null);
  const pinId = useId();
  const labelId = useId();
  const errorId = useId();
  const stateId = useId();
  const unusable = refusal ?? unusableReason(current, server);

  const refreshRequests = () => void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
  // Expired and locked codes replace the form; a wrong code opens its dialog; the rest is a notice.
  const answersCodeRefusal = (error: unknown) => {
    refreshRequests();
    if (isCodeUnusableError(error)) {
      setRefusal(errorText(error, server.otpExpired));
      return true;
    }
    return false;
  };

  const sendAgain = useSubmit(null, resend, { failedNotice: { ...notice.withdrawalFailed, message: w.sendAgainFailed }, answers: answersCodeRefusal });
  const onSendAgain = () =>
    sendAgain(undefined, (renewed) => {
      setResent(renewed);
      form.reset({ otp: '' });
    });

  const check = useSubmit(null, verify, {
    failedNotice: { ...notice.withdrawalFailed, message: w.codeCheckFailed },
    answers: (error) => {
      if (answersCodeRefusal(error)) return true;
      if (!isWrongCodeError(error)) return false;
      form.reset({ otp: '' });
      onWrongCode();
      return true;
    },
  });
  const onValid = ({ otp }: { otp: string }) => check({ amount: current.amount, otp }, () => onVerified(current.amount));

  const destinations = current.codeSentTo.join(w.destinationsJoin);

  return (
    <Stack gap="md">
      <Text size="sm">
        <EmphasizedAmount
          sentence={(amount) =>
            destinations ? w.enterCodeSentTo({ digits: OTP_LENGTH, destinations, amount }) : w.enterCodeFor({ digits: OTP_LENGTH, amount })
          }
          amount={current.amount}
        />
      </Text>
      <PayoutLine account={payoutAccount} />
      {unusable ? (
        <Alert color="red" variant="light" title={w.codeUnusable}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{unusable}</Text>
            <Button variant="filled" color="red" onClick={onStartAgain}>
              {w.startAgain}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onValid, () => notifyError(notice.invalidOtp))}>
          <Stack gap="md">
            <Stack gap={6}>
              <Text component="label" htmlFor={`${pinId}-1`} id={labelId} size="sm" fw={500}>
                {w.codeLabel}
              </Text>
              <PinInput
                id={pinId}
                length={OTP_LENGTH}
                type="number"
                inputMode="numeric"
                oneTimeCode
                autoFocus
                size="md"
                gap="xs"
                value={otpField.value}
                onChange={otpField.onChange}
                onBlur={otpField.onBlur}
                error={otpError !== undefined}
                aria-labelledby={labelId}
                getInputProps={(index) => ({
                  'aria-label': w.codeDigit({ digit: index + 1, digits: OTP_LENGTH }),
                  'aria-describedby': otpError ? `${errorId} ${stateId}` : stateId,
                })}
              />
              {otpError && (
                <Input.Error id={errorId} role="alert">
                  {otpError}
                </Input.Error>
              )}
              <Text id={stateId} size="xs" c="dimmed">
                {w.codeState({ date: formatDateTime(current.code.expiresAt), tries: w.triesLeft(current.code.triesLeft) })}
              </Text>
            </Stack>
            <Button type="submit" fullWidth loading={verify.isPending} disabled={isOffline}>
              {label.submit}
            </Button>
            {resend.isSuccess && (
              <Text size="sm" role="status">
                {w.codeSentAgain}
              </Text>
            )}
            <Button
              variant="subtle"
              fullWidth
              className="button-wraps"
              onClick={onSendAgain}
              loading={resend.isPending}
              disabled={isOffline || resendIn > 0}
            >
              {resendIn > 0 ? w.sendAgainIn(resendIn) : w.sendAgain}
            </Button>
            <OfflineHint />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
