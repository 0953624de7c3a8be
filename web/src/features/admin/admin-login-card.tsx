import { isAdminRole, type LoginResponse, type MfaChallenge, type PublicUser } from '@app/domain/contract';
import { LABELS, NOTICES } from '@app/domain/messages';
import { LoginSchema, type Login } from '@app/domain/schemas';
import { Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PasswordField } from '../../components/password-field';
import { COMPANY } from '../../config/company';
import { apiRequest } from '../../lib/api';
import { useSchemaForm } from '../../lib/form';
import { notifyError, notifySuccess } from '../../lib/notices';
import { authKeys, isMeKey } from '../../lib/query-keys';
import { SecondFactorStep } from '../auth';

/**
 * The panel's own sign-in (SPEC 2 and 6). Credentials that are not an
 * admin's — a borrower's included — get 'Invalid admin credentials.' and
 * leave no session behind.
 */
export function AdminLoginCard() {
  const queryClient = useQueryClient();
  const form = useSchemaForm(LoginSchema, { email: '', password: '' });
  // Decision 032: after the password, the code step of the second factor.
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const signedIn = (user: PublicUser) => {
    // A new session never sees the previous one's data. The signed-in
    // query itself stays (this page watches it) and takes the new user.
    queryClient.removeQueries({ predicate: (query) => !isMeKey(query.queryKey) });
    queryClient.setQueryData(authKeys.me, user);
    notifySuccess(NOTICES.welcomeBack);
  };
  const login = useMutation({
    mutationFn: async (input: Login) => {
      const answer = await apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: input });
      if (!isAdminRole(answer.user.role)) {
        await apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
        throw new Error('not an admin');
      }
      return answer;
    },
    onSuccess: ({ user, mfa }) => {
      if (mfa) setChallenge(mfa);
      else signedIn(user);
    },
    onError: () => {
      // The previous session (if any) may have just been replaced.
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      notifyError(NOTICES.adminLoginFailed);
    },
  });
  const { errors } = form.formState;

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap={4} align="center" mb="md">
          <IconShieldLock size={36} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Title order={1} size="h3" ta="center">
            Admin Login
          </Title>
          <Text size="sm" c="dimmed" ta="center">
            {COMPANY.shortName} back office
          </Text>
        </Stack>
        {challenge ? (
          <SecondFactorStep challenge={challenge} onDone={signedIn} />
        ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="username" {...form.register('email')} error={errors.email?.message} />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              {...form.register('password')}
              error={errors.password?.message}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              {LABELS.logIn}
            </Button>
          </Stack>
        </form>
        )}
      </Paper>
    </Center>
  );
}
