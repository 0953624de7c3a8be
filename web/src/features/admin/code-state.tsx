import type { WithdrawalCodeState } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { NOTICES } from '@app/domain/messages';
import { Badge, Button, Stack, Text } from '@mantine/core';

import { notifySuccess } from '../../lib/notices';
import { useResendCode } from './admin.queries';
import { useSubmit } from '../../lib/error-text';

/** DEPARTURES 2: staff see a code's state, never the code, and can have the system send a new one. */
export function CodeState({ code, withdrawalId, name }: { code: WithdrawalCodeState | null | undefined; withdrawalId?: number; name: string }) {
  const resend = useResendCode();
  const submitResend = useSubmit(null, resend, { failedNotice: NOTICES.resendCodeFailed });
  if (!code) return <Text size="sm" c="dimmed">—</Text>;
  const label = code.isVerified ? 'Verified' : code.isExpired ? 'Expired' : 'Sent';
  const color = code.isVerified ? 'green' : code.isExpired ? 'gray.7' : 'blue.9';
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={color} variant="filled" autoContrast>
        {label}
      </Badge>
      {!code.isVerified && (
        <Text size="xs" className="tabular">
          Sent {formatDateTime(code.sentAt)} · {code.triesLeft} tries left
        </Text>
      )}
      {!code.isVerified && withdrawalId !== undefined && (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`Resend code to ${name}`}
          loading={resend.isPending}
          onClick={() =>
            void submitResend(withdrawalId, () => notifySuccess(NOTICES.codeResent))
          }
        >
          Resend code
        </Button>
      )}
    </Stack>
  );
}
