import type { Withdrawal } from '@app/domain/contract';
import { maskAccountNumber } from '@app/domain/format';
import { APPROVAL_MESSAGES, NOTICES, withdrawalApprovalHeldMessage } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useState } from 'react';

import { useDecideWithdrawal } from './admin.queries';
import { RejectDialog } from './reject-dialog';
import { notifyDoneOrSent } from './sent-for-approval';
import { Fact } from '../../components/fact';
import { useSubmit } from '../../lib/error-text';

type Asking = 'approved' | 'rejected' | null;

/** Masked until asked: the officer who makes the transfer needs the whole number, the one who checks needs the last digits. */
function AccountNumber({ accountNumber }: { accountNumber: string | null | undefined }) {
  const [isRevealed, setIsRevealed] = useState(false);
  if (!accountNumber) return <Text inherit c="dimmed" fw={400} fs="italic">Not provided</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text inherit className="tabular">
        {isRevealed ? accountNumber : maskAccountNumber(accountNumber)}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={() => setIsRevealed(!isRevealed)}>
        {isRevealed ? 'Hide account number' : 'Show account number'}
      </Button>
    </Group>
  );
}

/** Who gets the money, how much, and where it goes: what the officer checks before deciding (issue 27). */
function WithdrawalFacts({ withdrawal, name }: { withdrawal: Withdrawal; name: string }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
      <Fact label="Member">{name}</Fact>
      <Fact label="Amount">
        <span className="tabular">{formatPhp(withdrawal.amount)}</span>
      </Fact>
      <Fact label="Bank">{withdrawal.user?.bankName ?? <Text inherit c="dimmed" fw={400} fs="italic">Not provided</Text>}</Fact>
      <Fact label="Account number">
        <AccountNumber accountNumber={withdrawal.user?.accountNumber} />
      </Fact>
    </SimpleGrid>
  );
}

/**
 * Approve and reject, each after a dialog that shows the member, the amount,
 * the bank and the masked account (issue 27). Approval is refused by the API
 * during the hold after a bank change, so the dialog says so and offers only
 * rejection; a rejection needs its reason, which the audit keeps.
 */
export function WithdrawalDecision({ withdrawal }: { withdrawal: Withdrawal }) {
  const decide = useDecideWithdrawal();
  const submit = useSubmit(null, decide, { failedNotice: { title: 'Failed to update withdrawal' } });
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const isPending = withdrawal.status === 'pending';
  const name = withdrawal.user?.fullName ?? `Member ${withdrawal.userId}`;
  const heldUntil = withdrawal.user?.withdrawalsHeldUntil ?? null;
  const close = () => {
    setAsking(null);
    setReason('');
    setReasonError(null);
  };
  const send = (status: 'approved' | 'rejected') => {
    const given = reason.trim();
    if (status === 'rejected' && given === '') return setReasonError(APPROVAL_MESSAGES.rejectReasonRequired);
    void submit(
      { id: withdrawal.id, status, ...(status === 'rejected' ? { reason: given } : {}) },
      (result) => {
        notifyDoneOrSent(result, NOTICES.withdrawalUpdated);
        close();
      },
      close,
    );
  };
  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Button
          autoContrast
          size="compact-xs"
          color="green"
          disabled={!isPending || decide.isPending}
          onClick={() => setAsking('approved')}
          aria-label={`Approve withdrawal of ${name}`}
        >
          Approve
        </Button>
        <Button
          autoContrast
          size="compact-xs"
          color="red.9"
          disabled={!isPending || decide.isPending}
          onClick={() => setAsking('rejected')}
          aria-label={`Reject withdrawal of ${name}`}
        >
          Reject
        </Button>
      </Group>
      <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened={asking === 'approved'} onClose={close} title="Approve withdrawal" centered>
        <Stack>
          <WithdrawalFacts withdrawal={withdrawal} name={name} />
          {heldUntil ? (
            <Alert color="yellow" icon={<IconClockPause size={18} aria-hidden />} title="Withdrawals on hold">
              {withdrawalApprovalHeldMessage({ until: heldUntil })}
            </Alert>
          ) : (
            <Text size="sm">Approve the withdrawal of {formatPhp(withdrawal.amount)} to this account? The money leaves the member&apos;s wallet at once.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button autoContrast color="green" onClick={() => send('approved')} loading={decide.isPending} disabled={heldUntil !== null} data-autofocus>
              Approve
            </Button>
          </Group>
        </Stack>
      </Modal>
      <RejectDialog
        opened={asking === 'rejected'}
        title="Reject withdrawal"
        reason={reason}
        reasonError={reasonError}
        isRequired
        isBusy={decide.isPending}
        onReasonChange={(next) => {
          setReason(next);
          setReasonError(null);
        }}
        onClose={close}
        onReject={() => send('rejected')}
      >
        <WithdrawalFacts withdrawal={withdrawal} name={name} />
        <Text size="sm">Reject this withdrawal? Nothing leaves the wallet, and the member is told.</Text>
      </RejectDialog>
    </>
  );
}
