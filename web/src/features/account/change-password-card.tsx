import type { PublicUser } from '@app/domain/contract';
import { DIALOGS, LABELS, NOTICES } from '@app/domain/messages';
import { ChangePasswordFormSchema } from '@app/domain/schemas';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type * as v from 'valibot';
import { PasswordField } from '../../components/password-field';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors, useSchemaForm } from '../../lib/form';
import { notifyError, notifySuccess } from '../../lib/notices';
import { useLogout } from '../auth';
import { useChangePassword } from './account.queries';
import { OfflineHint } from '../../components/offline-banner';
import { useOfflineInfo } from '../../lib/online';

type FormInput = v.InferInput<typeof ChangePasswordFormSchema>;

const EMPTY: FormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The visibility toggle is keyboard reachable and says which field it reveals. */
function toggleProps(field: string) {
  return { visibilityToggleButtonProps: { 'aria-label': `Show ${field}` }, visibilityToggleFocusable: true } as const;
}

/**
 * SPEC 2, 5, 8 and DEPARTURES 10. The server signs out every other device and
 * gives this one a new session cookie, so 'Stay Login' really stays signed
 * in; 'Login Again' ends that session too.
 */
export function ChangePasswordCard({ user }: { user: Pick<PublicUser, 'email'> }) {
  const { isOffline } = useOfflineInfo();
  const changePassword = useChangePassword();
  const logout = useLogout();
  const navigate = useNavigate();
  const [isDoneOpen, setIsDoneOpen] = useState(false);
  const form = useSchemaForm(ChangePasswordFormSchema, EMPTY);
  const { register, handleSubmit, reset } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { email: user.email, currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          setIsDoneOpen(true);
        },
        onError: (error) => {
          notifyError(NOTICES.changePasswordFailed, errorMessage(error, NOTICES.changePasswordFailed.message));
          applyServerFieldErrors(form, error);
        },
      },
    ),
  );

  // mutateAsync, not mutate's callbacks: logging out clears the signed-in user,
  // which unmounts the dashboard (and this card) before mutate's callbacks would run.
  const onLoginAgain = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Offline or already signed out: this device is signed out either way (useLogout).
    }
    setIsDoneOpen(false);
    notifySuccess(NOTICES.loggedOut);
    void navigate({ to: '/login' });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-change-password">
      <Group gap={8} mb="md" wrap="nowrap">
        <IconKey size={20} aria-hidden />
        <Title order={2} fz="lg" id="account-change-password">
          Change Password
        </Title>
      </Group>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...toggleProps('current password')}
            {...register('currentPassword')}
          />
          <PasswordField
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...toggleProps('new password')}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...toggleProps('password confirmation')}
            {...register('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={changePassword.isPending} disabled={isOffline}>
              Update Password
            </Button>
          </Group>
          <OfflineHint />
        </Stack>
      </form>

      <Modal
        opened={isDoneOpen}
        onClose={() => setIsDoneOpen(false)}
        title={DIALOGS.passwordHasBeenUpdated.title}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm" mb="lg">
          Your new password is now active. Any other device that was signed in has been signed out; this one stays
          signed in.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setIsDoneOpen(false)} disabled={logout.isPending}>
            {LABELS.stayLogin}
          </Button>
          <Button onClick={() => void onLoginAgain()} loading={logout.isPending}>
            {LABELS.loginAgain}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
