import type { PublicUser } from '@app/domain/contract';
import { DIALOGS, NOTICES } from '@app/domain/messages';
import { ChangePasswordFormSchema } from '@app/domain/schemas';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type * as v from 'valibot';
import { PasswordField } from '../../components/password-field';
import { useField, useSchemaForm } from '../../lib/form';
import { defineTexts, useTexts } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { useLogout } from '../auth';
import { useChangePassword } from './account.queries';
import { accountTexts, labels } from './account-texts';
import { OfflineHint } from '../../components/offline-banner';
import { useOfflineInfo } from '../../lib/online';
import { useSubmit } from '../../lib/error-text';

type FormInput = v.InferInput<typeof ChangePasswordFormSchema>;

const EMPTY: FormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const dialogTexts = defineTexts({ DIALOGS });
const noticeTexts = defineTexts({ NOTICES });

/** The visibility toggle is keyboard reachable and says which field it reveals. */
function toggleProps(label: string) {
  return { visibilityToggleButtonProps: { 'aria-label': label }, visibilityToggleFocusable: true } as const;
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
  const { handleSubmit, reset } = form;
  const t = useTexts(accountTexts);
  const label = useTexts(labels);
  const dialogs = useTexts(dialogTexts);
  const notices = useTexts(noticeTexts);
  const submit = useSubmit(form, changePassword, { failedNotice: notices.changePasswordFailed });
  const field = useField(form);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    void submit({ email: user.email, currentPassword, newPassword }, () => {
      reset(EMPTY);
      setIsDoneOpen(true);
    });
  });

  // mutateAsync, not mutate's callbacks: logging out clears the signed-in user,
  // which unmounts the dashboard (and this card) before mutate's callbacks would run.
  const onLoginAgain = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Offline or already signed out: this device is signed out either way (useLogout).
    }
    setIsDoneOpen(false);
    notifySuccess(notices.loggedOut);
    void navigate({ to: '/login' });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-change-password">
      <Group gap={8} mb="md" wrap="nowrap">
        <IconKey size={20} aria-hidden />
        <Title order={2} fz="lg" id="account-change-password">
          {t.changePasswordTitle}
        </Title>
      </Group>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <PasswordField
            label={t.currentPassword}
            autoComplete="current-password"
            {...toggleProps(t.showCurrentPassword)}
            {...field('currentPassword')}
          />
          <PasswordField
            label={t.newPassword}
            description={t.newPasswordHint}
            autoComplete="new-password"
            {...toggleProps(t.showNewPassword)}
            {...field('newPassword')}
          />
          <PasswordField
            label={t.confirmPassword}
            autoComplete="new-password"
            {...toggleProps(t.showPasswordConfirmation)}
            {...field('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={changePassword.isPending} disabled={isOffline}>
              {t.updatePassword}
            </Button>
          </Group>
          <OfflineHint />
        </Stack>
      </form>

      <Modal
        opened={isDoneOpen}
        onClose={() => setIsDoneOpen(false)}
        title={dialogs.passwordHasBeenUpdated.title}
        centered
        closeButtonProps={{ 'aria-label': t.close }}
      >
        <Text size="sm" mb="lg">
          {t.passwordActive}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setIsDoneOpen(false)} disabled={logout.isPending}>
            {label.stayLogin}
          </Button>
          <Button onClick={() => void onLoginAgain()} loading={logout.isPending}>
            {label.loginAgain}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
