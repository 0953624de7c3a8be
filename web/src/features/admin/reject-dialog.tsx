import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Rejecting a request, with the reason the officer gives (kept in the audit
 * trail): a held action in APPROVALS, a withdrawal (issue 27, item 11).
 */
export function RejectDialog({
  opened,
  title,
  children,
  reason,
  reasonError,
  isRequired = false,
  isBusy,
  onReasonChange,
  onClose,
  onReject,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  reason: string;
  reasonError: string | null;
  isRequired?: boolean;
  isBusy: boolean;
  onReasonChange: (reason: string) => void;
  onClose: () => void;
  onReject: () => void;
}) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {children}
        <Textarea
          label="Reason"
          description={isRequired ? 'Kept in the audit trail' : undefined}
          rows={2}
          maxLength={500}
          required={isRequired}
          data-autofocus
          value={reason}
          onChange={(event) => onReasonChange(event.currentTarget.value)}
          error={reasonError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button autoContrast color="red.9" onClick={onReject} loading={isBusy}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
