import { STAFF_DUTIES, type StaffDuty } from '@app/domain/contract';
import { DUTY_LABELS, DUTY_MESSAGES } from '@app/domain/messages';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** What each duty opens, under its checkbox (docs/security.md, "Separation of duties"). */
const DUTY_HINTS: Readonly<Record<StaffDuty, string>> = {
  lending: 'Review, approve and edit loans',
  payments: 'Record, import, assign, waive and reverse payments',
  payouts: 'Decide withdrawals',
  members: 'Member details, status, documents, passwords, balances and scores',
  collections: 'Reserved for the collection desk',
  compliance: 'Complaints and audit views',
  finance: 'Reports',
};

/** The seven duties as checkboxes (DEPARTURES 15); `error` when none is ticked. */
export function DutiesField({ value, onChange, error }: { value: StaffDuty[]; onChange: (duties: StaffDuty[]) => void; error?: string | undefined }) {
  return (
    <Checkbox.Group
      label="Duties"
      value={value}
      // In STAFF_DUTIES order, whatever order they were ticked in.
      onChange={(ticked) => onChange(STAFF_DUTIES.filter((duty) => ticked.includes(duty)))}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {STAFF_DUTIES.map((duty) => (
          <Checkbox key={duty} value={duty} label={DUTY_LABELS[duty]} description={DUTY_HINTS[duty]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The main admin's "Edit duties" on an admin of the All Admins table. */
export function DutiesDialog({
  who,
  initial,
  isBusy,
  onSubmit,
  onClose,
}: {
  who: string;
  initial: StaffDuty[];
  isBusy: boolean;
  onSubmit: (duties: StaffDuty[]) => void;
  onClose: () => void;
}) {
  const [duties, setDuties] = useState<StaffDuty[]>(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened onClose={onClose} title="Edit duties" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (duties.length === 0) setError(DUTY_MESSAGES.dutiesRequired);
          else onSubmit(duties);
        }}
      >
        <Stack>
          <Text size="sm">
            For <b>{who}</b>. The change applies to their next request.
          </Text>
          <DutiesField
            value={duties}
            onChange={(next) => {
              setDuties(next);
              setError(undefined);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" loading={isBusy}>
              Save duties
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
