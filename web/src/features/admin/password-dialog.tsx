import { AdminSetPasswordSchema } from '@app/domain/schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PasswordField } from '../../components/password-field';
import { useSchemaForm } from '../../lib/form';

/** 'Set new password' (DEPARTURES 1): the new password is typed, sent once and never shown again. */
export function PasswordDialog({
  opened,
  title,
  who,
  note,
  isBusy,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  who: string;
  note?: string;
  isBusy: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
}) {
  const form = useSchemaForm(AdminSetPasswordSchema, { password: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened={opened} onClose={close} title={title} centered>
      <form noValidate onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}>
        <Stack>
          <Text size="sm">
            For <b>{who}</b>. {note}
          </Text>
          <PasswordField label="New password" autoComplete="new-password" data-autofocus {...form.register('password')} error={form.formState.errors.password?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" loading={isBusy}>
              Save password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
