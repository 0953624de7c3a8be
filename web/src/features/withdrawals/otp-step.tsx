import type { Withdrawal } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { LABELS, NOTICES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { isOtpFormat, OTP_LENGTH } from '@app/domain/otp';
import { Alert, Button, Input, Paper, PinInput, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError } from '../../lib/notices';
import { latestNotification, notificationsQueryOptions } from '../notifications';
import {
  isCodeUnusableError,
  isWrongCodeError,
  useVerifyWithdrawal,
  withdrawalsQueryOptions,
} from './withdrawals.queries';
import { OfflineHint } from '../../components/offline-banner';
import { useOfflineInfo } from '../../lib/online';
import { withdrawalKeys } from '../../lib/query-keys';

// Not a SPEC text: a failure with no word from the server (offline, timeout).
const CODE_CHECK_FAILED = 'We could not check your code. Please check your connection and try again.';

function triesLeftText(triesLeft: number): string {
  return triesLeft === 1 ? '1 try left' : `${triesLeft} tries left`;
}

/** Why a code can no longer be used, as the list of requests tells it (before anyone submits). */
function unusableReason(withdrawal: Withdrawal): string | null {
  if (withdrawal.status === 'expired' || withdrawal.code.isExpired) return SERVER_MESSAGES.otpExpired;
  if (withdrawal.status === 'awaiting_code' && withdrawal.code.triesLeft <= 0) return SERVER_MESSAGES.otpLocked;
  return null;
}

/**
 * The code reaches the borrower as an in-app notification (DEPARTURES 2),
 * which the dialog would otherwise cover; showing the newest one here saves
 * closing the dialog to read it.
 */
function NotificationPreview() {
  const { data } = useQuery(notificationsQueryOptions);
  const notification = latestNotification(data);
  if (!notification) return null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Your latest notification" role="region">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Your latest notification
      </Text>
      <Text size="sm" fw={700}>
        {notification.title}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {notification.message}
      </Text>
    </Paper>
  );
}

/** Step 2, 'Enter OTP': the code confirms the request, which then waits for the loan officer. */
export function OtpStep({
  withdrawal,
  onVerified,
  onWrongCode,
  onStartAgain,
}: {
  withdrawal: Withdrawal;
  onVerified: (amount: number) => void;
  onWrongCode: () => void;
  onStartAgain: () => void;
}) {
  const { isOffline } = useOfflineInfo();
  const queryClient = useQueryClient();
  const verify = useVerifyWithdrawal();
  const { data: withdrawals } = useQuery(withdrawalsQueryOptions);
  // The polled list carries the code's current state (tries left, expiry).
  const current = withdrawals?.find((w) => w.id === withdrawal.id) ?? withdrawal;
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pinId = useId();
  const labelId = useId();
  const errorId = useId();
  const stateId = useId();
  const unusable = refusal ?? unusableReason(current);

  const refreshRequests = () => void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpFormat(otp)) {
      setFieldError(VALIDATION_MESSAGES.otpIncomplete);
      notifyError(NOTICES.invalidOtp);
      return;
    }
    setFieldError(null);
    verify.mutate(
      { amount: current.amount, otp },
      {
        onSuccess: () => onVerified(current.amount),
        onError: (error) => {
          refreshRequests();
          if (isWrongCodeError(error)) {
            setOtp('');
            onWrongCode();
          } else if (isCodeUnusableError(error)) {
            setRefusal(errorMessage(error, SERVER_MESSAGES.otpExpired));
          } else {
            notifyError(NOTICES.withdrawalFailed, errorMessage(error, CODE_CHECK_FAILED));
          }
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Enter the {OTP_LENGTH}-digit code we sent to your notifications for your withdrawal of{' '}
        <Text span fw={700} className="tabular">
          {formatPhp(current.amount)}
        </Text>
        .
      </Text>
      <NotificationPreview />
      {unusable ? (
        <Alert color="red" variant="light" title="This code can no longer be used">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{unusable}</Text>
            <Button variant="filled" color="red" onClick={onStartAgain}>
              Start a new withdrawal
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <Stack gap={6}>
              <Text component="label" htmlFor={`${pinId}-1`} id={labelId} size="sm" fw={500}>
                Withdrawal code
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
                value={otp}
                onChange={(value) => {
                  setOtp(value);
                  if (fieldError) setFieldError(null);
                }}
                error={fieldError !== null}
                aria-labelledby={labelId}
                getInputProps={(index) => ({
                  'aria-label': `Withdrawal code, digit ${index + 1} of ${OTP_LENGTH}`,
                  'aria-describedby': fieldError ? `${errorId} ${stateId}` : stateId,
                })}
              />
              {fieldError && (
                <Input.Error id={errorId} role="alert">
                  {fieldError}
                </Input.Error>
              )}
              <Text id={stateId} size="xs" c="dimmed">
                Expires {formatDateTime(current.code.expiresAt)} · {triesLeftText(current.code.triesLeft)}
              </Text>
            </Stack>
            <Button type="submit" fullWidth loading={verify.isPending} disabled={isOffline}>
              {LABELS.submit}
            </Button>
            <OfflineHint />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
