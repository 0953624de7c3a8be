import { NOTICES, VALIDATION_MESSAGES } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { AdminWalletAdjustSchema, integerField } from '@app/domain/schemas';
import { Button, Group, Popover, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { HttpError } from '../../lib/api';
import { AMOUNT_FIELD, AmountInput } from '../../components/amount-input';
import { useSchemaForm } from '../../lib/form';
import { notifySuccess } from '../../lib/notices';
import { useAdjustBalance, useUpdateMember } from './admin.queries';
import { notifyDoneOrSent } from './sent-for-approval';
import { useSubmit } from '../../lib/error-text';

/**
 * The cell's button and the Popover's anchor. Popover.Target hands it a ref
 * and the aria attributes that tie the editor to it: both must reach the
 * button, or the editor opens at the page's corner, tied to nothing (issue 27).
 */
function EditTrigger({ label, text, ...anchor }: { label: string; text: string } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton {...anchor} aria-label={label} className="tabular" fz="sm" style={{ whiteSpace: 'nowrap' }}>
      {text} <IconPencil size={12} aria-hidden />
    </UnstyledButton>
  );
}

/** Whose value the open editor changes, in words, at its top. */
function EditorTitle({ children }: { children: string }) {
  return (
    <Text size="sm" fw={600}>
      {children}
    </Text>
  );
}

/**
 * The kind of reason, which picks the account the books move the wallet
 * against (decision 066): one choice for the kind and a deposit's channel.
 */
const REASON_KINDS = [
  { value: 'none', label: 'Not stated', reasonKind: '', depositChannel: '' },
  { value: 'deposit', label: 'Deposit received in the bank', reasonKind: 'deposit', depositChannel: '' },
  { value: 'deposit:gcash', label: 'Deposit received through GCash', reasonKind: 'deposit', depositChannel: 'gcash' },
  { value: 'deposit:maya', label: 'Deposit received through Maya', reasonKind: 'deposit', depositChannel: 'maya' },
  { value: 'deposit:bank_transfer', label: 'Deposit received by bank transfer', reasonKind: 'deposit', depositChannel: 'bank_transfer' },
  { value: 'deposit:otc', label: 'Deposit received over the counter', reasonKind: 'deposit', depositChannel: 'otc' },
  { value: 'correction', label: 'Correction of an error', reasonKind: 'correction', depositChannel: '' },
  { value: 'goodwill', label: 'Goodwill', reasonKind: 'goodwill', depositChannel: '' },
] as const;

/**
 * DEPARTURES 3: the officer types the new balance and why (required, issue
 * 27); the API posts the difference to the ledger with the reason. The balance shown when the edit
 * opens travels with it (issue 10): if it has changed by the time of saving,
 * the API refuses, the officer is told, and the table reloads.
 */
export function BalanceEdit({ userId, name, balance }: { userId: number; name: string; balance: number }) {
  const [opened, setOpened] = useState(false);
  const adjust = useAdjustBalance();
  const submitAdjust = useSubmit(null, adjust, { failedNotice: NOTICES.updateWalletBalanceFailed });
  const startFrom = () => ({ walletBalance: String(balance), expectedBalance: String(balance), reason: '', reasonKind: '' as const, depositChannel: '' as const });
  const form = useSchemaForm(AdminWalletAdjustSchema, startFrom());
  const open = () => {
    form.reset(startFrom());
    setOpened(true);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow position="bottom" shadow="md">
      <Popover.Target>
        <EditTrigger label={`Edit wallet balance of ${name}, now ${formatPhp(balance)}`} text={formatPhp(balance)} onClick={open} />
      </Popover.Target>
      <Popover.Dropdown>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ reasonKind, depositChannel, ...input }) =>
            void submitAdjust(
              // A kind not stated is left out: the call is SPEC.md's as before.
              { id: userId, input: { ...input, ...(reasonKind ? { reasonKind } : {}), ...(depositChannel ? { depositChannel } : {}) } },
              (result) => {
                notifyDoneOrSent(result, { title: 'Wallet balance updated', message: 'The difference was posted to the ledger.' });
                setOpened(false);
              },
              (error) => {
                // The balance moved on: the edit no longer fits it; the reloaded table shows where it is now.
                if (error instanceof HttpError && error.status === 409) setOpened(false);
              },
            ),
          )}
        >
          <Stack gap="xs" w={260}>
            <EditorTitle>{`Change ${name}'s balance`}</EditorTitle>
            <AmountInput label="New balance (PHP)" {...form.register('walletBalance', AMOUNT_FIELD)} error={form.formState.errors.walletBalance?.message} />
            <TextInput label="Reason" required {...form.register('reason')} error={form.formState.errors.reason?.message} />
            <Controller
              control={form.control}
              name="reasonKind"
              render={({ field: select }) => (
                <Select
                  label="Kind of reason"
                  data={REASON_KINDS.map(({ value, label }) => ({ value, label }))}
                  value={REASON_KINDS.find((kind) => kind.reasonKind === select.value && kind.depositChannel === form.watch('depositChannel'))?.value ?? 'none'}
                  onChange={(value) => {
                    const kind = REASON_KINDS.find((option) => option.value === value) ?? REASON_KINDS[0];
                    select.onChange(kind.reasonKind);
                    form.setValue('depositChannel', kind.depositChannel);
                  }}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                />
              )}
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button size="xs" type="submit" loading={adjust.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

const CreditScoreSchema = v.object({
  creditScore: integerField({ message: VALIDATION_MESSAGES.creditScoreInvalid, min: 0, max: 1000 }),
});

export function CreditScoreEdit({ userId, name, score }: { userId: number; name: string; score: number }) {
  const [opened, setOpened] = useState(false);
  const update = useUpdateMember();
  const submitUpdate = useSubmit(null, update, { failedNotice: NOTICES.updateCreditScoreFailed });
  const form = useSchemaForm(CreditScoreSchema, { creditScore: String(score) });
  const open = () => {
    form.reset({ creditScore: String(score) });
    setOpened(true);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow position="bottom" shadow="md">
      <Popover.Target>
        <EditTrigger label={`Edit credit score of ${name}, now ${score}`} text={String(score)} onClick={open} />
      </Popover.Target>
      <Popover.Dropdown>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ creditScore }) =>
            void submitUpdate({ id: userId, changes: { creditScore } }, () => {
              notifySuccess({ title: 'Credit score updated' });
              setOpened(false);
            }),
          )}
        >
          <Stack gap="xs" w={220}>
            <EditorTitle>{`Change ${name}'s credit score`}</EditorTitle>
            <TextInput
              label="Credit score (0 to 1000)"
              type="number"
              min={0}
              max={1000}
              step={1}
              data-autofocus
              {...form.register('creditScore')}
              error={form.formState.errors.creditScore?.message}
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button size="xs" type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
