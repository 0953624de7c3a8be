import { SERVER_MESSAGES } from '@app/domain';
import { MESSAGE_CHANNEL_TEXTS } from '@app/domain/messages';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { defineTexts, useTexts } from '../../lib/i18n';
import { AuthLayout } from './auth-layout';
import { useErrorText } from '../../lib/error-text';

const messageChannelTexts = defineTexts({ MESSAGE_CHANNEL_TEXTS });
const serverMessages = defineTexts({ SERVER_MESSAGES });

/**
 * The page the email's link opens (issue 29). The address is confirmed by a
 * tap, not by opening the page: mail scanners that open links confirm nothing.
 * No session is needed; the link's token proves the address.
 */
export function VerifyEmailPage({ token }: { token: string }) {
  const t = useTexts(messageChannelTexts);
  const errorText = useErrorText();
  const server = useTexts(serverMessages);
  const confirm = useMutation({ mutationFn: () => apiRequest<{ message: string }>('/api/auth/verify-email', { method: 'POST', body: { token } }) });
  return (
    <AuthLayout subtitle={t.pageTitle}>
      <Stack gap="md">
        {confirm.isSuccess ? (
          <Text role="status" fw={700}>
            {t.confirmed}
          </Text>
        ) : (
          <>
            <Text>{t.pageIntro}</Text>
            <Button mih={44} onClick={() => confirm.mutate()} loading={confirm.isPending}>
              {t.confirm}
            </Button>
          </>
        )}
        {confirm.isError && (
          <Text role="alert" c="red">
            {errorText(confirm.error, server.emailLinkInvalid)}
          </Text>
        )}
        <Button component={Link} to="/" variant="default" mih={44}>
          {t.toApp}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
