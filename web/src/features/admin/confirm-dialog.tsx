import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Asks before anything that can't be undone from the screen (delete, deactivate). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red.9',
  isBusy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button autoContrast color={color} onClick={onConfirm} loading={isBusy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
