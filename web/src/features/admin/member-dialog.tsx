import type { AuditEntry, PublicUser } from '@app/domain/contract';
import { COUNTRIES } from '@app/domain/countries';
import { DIALOGS, NOTICES, STAFF_MESSAGE_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { formatDateTime } from '@app/domain/format';
import { type AdminMemberUpdate, AdminMemberUpdateSchema } from '@app/domain/schemas';
import { Badge, Button, Center, Code, Group, Loader, Modal, ScrollArea, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { AMOUNT_FIELD, AmountInput } from '../../components/amount-input';
import { useSchemaForm } from '../../lib/form';
import { notifySuccess } from '../../lib/notices';
import { DocumentViewsTable } from '../privacy';
import { memberAuditQueryOptions, memberDocumentViewsQueryOptions, memberLedgerQueryOptions, memberQueryOptions, useUpdateMember } from './admin.queries';
import { SendNotificationForm } from './send-notification-form';
import { MemberDocuments } from './member-documents';
import { MemberMessages } from './member-messages';
import { useSubmit } from '../../lib/error-text';

type FieldName = (typeof FIELDS)[number]['name'];
type FormValues = Record<FieldName, string>;

const FIELDS = [
  { name: 'fullName', label: 'Full name' },
  { name: 'email', label: 'Email' },
  { name: 'contactNumber', label: 'Contact number' },
  { name: 'address', label: 'Address' },
  { name: 'countryWorking', label: 'Country working' },
  { name: 'monthlyIncome', label: 'Monthly income (PHP)' },
  { name: 'loanPurpose', label: 'Loan purpose' },
  { name: 'contactPersonName', label: 'Emergency contact name' },
  { name: 'contactPersonTel', label: 'Emergency contact number' },
  { name: 'bankName', label: 'Bank name' },
  { name: 'accountNumber', label: 'Account number' },
  { name: 'creditScore', label: 'Credit score (0 to 1000)' },
] as const;

function toFormValues(member: PublicUser): FormValues {
  return Object.fromEntries(
    FIELDS.map(({ name }) => {
      const value = member[name];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  ) as FormValues;
}

/** Only what the officer changed goes to the API, checked by the API's own schema. */
function memberChangesSchema(initial: FormValues) {
  return v.pipe(
    // An amount field hands over the number its text says (AMOUNT_FIELD); the rest are texts.
    v.record(v.picklist(FIELDS.map(({ name }) => name)), v.union([v.string(), v.number()])),
    v.transform(
      (values): v.InferInput<typeof AdminMemberUpdateSchema> =>
        Object.fromEntries(Object.entries(values).filter(([name, value]) => String(value) !== initial[name as FieldName])),
    ),
    AdminMemberUpdateSchema,
  );
}

/** Edit Member Details, with the member's documents, ledger and audit history one tab away. */
export function MemberDialog({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const member = useQuery(memberQueryOptions(memberId));
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened onClose={onClose} title={DIALOGS.editMemberDetails.title} size="xl">
      {member.data ? (
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="documents">Documents</Tabs.Tab>
            <Tabs.Tab value="ledger">Wallet ledger</Tabs.Tab>
            <Tabs.Tab value="history">History</Tabs.Tab>
            <Tabs.Tab value="notify">Send notification</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <MemberForm member={member.data} onDone={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <MemberDocuments userId={memberId} />
          </Tabs.Panel>
          <Tabs.Panel value="ledger">
            <MemberLedger userId={memberId} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <MemberHistory userId={memberId} />
          </Tabs.Panel>
          <Tabs.Panel value="notify">
            <SendNotificationForm userId={memberId} />
          </Tabs.Panel>
        </Tabs>
      ) : member.isError ? (
        <Text c="red">This member could not be loaded.</Text>
      ) : (
        <Center p="xl">
          <Loader aria-label="Loading" />
        </Center>
      )}
    </Modal>
  );
}

function MemberForm({ member, onDone }: { member: PublicUser; onDone: () => void }) {
  const initial = toFormValues(member);
  const form = useSchemaForm(memberChangesSchema(initial), initial);
  const update = useUpdateMember();
  const submitUpdate = useSubmit(null, update, { failedNotice: NOTICES.updateMemberFailed });
  const { errors } = form.formState;
  const onSubmit = (changes: AdminMemberUpdate) =>
    void submitUpdate({ id: member.id, changes }, () => {
      notifySuccess({ title: 'Member updated' });
      onDone();
    });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(({ name, label }) =>
          name === 'countryWorking' ? (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Select
                  label={label}
                  data={COUNTRIES as string[]}
                  searchable
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors[name]?.message}
                />
              )}
            />
          ) : name === 'monthlyIncome' ? (
            <AmountInput key={name} label={label} data-autofocus={undefined} {...form.register(name, AMOUNT_FIELD)} error={errors[name]?.message} />
          ) : (
            <TextInput
              key={name}
              label={label}
              inputMode={name === 'creditScore' ? 'decimal' : undefined}
              type={name === 'email' ? 'email' : name === 'contactNumber' || name === 'contactPersonTel' ? 'tel' : 'text'}
              {...form.register(name)}
              error={errors[name]?.message}
            />
          ),
        )}
      </SimpleGrid>
      {errors.root && (
        <Text c="red" size="sm" mt="sm" role="alert">
          {errors.root.message}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      </Group>
    </form>
  );
}

const KIND_LABELS: Record<string, string> = {
  disbursement: 'Loan paid out',
  withdrawal: 'Withdrawal',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
};

function MemberLedger({ userId }: { userId: number }) {
  const ledger = useQuery(memberLedgerQueryOptions(userId));
  if (ledger.isPending) return <Loader aria-label="Loading" />;
  if (!ledger.data?.length) return <Text c="dimmed">No wallet entries yet.</Text>;
  return (
    <ScrollArea type="auto">
      <Table striped aria-label="Wallet ledger" miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Entry</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Balance after</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ledger.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td className="tabular">{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td>{KIND_LABELS[entry.kind] ?? entry.kind}</Table.Td>
              <Table.Td ta="right" className="tabular" c={entry.amount < 0 ? 'red.8' : 'green.9'}>
                {entry.amount > 0 ? '+' : ''}
                {formatPhp(entry.amount)}
              </Table.Td>
              <Table.Td ta="right" className="tabular">
                {formatPhp(entry.balanceAfter)}
              </Table.Td>
              <Table.Td>{entry.reason ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1);
}

/** The member's history: staff views of their ID images (issue 15), the messages sent to them (issue 29), then the audit of changes. */
function MemberHistory({ userId }: { userId: number }) {
  const views = useQuery(memberDocumentViewsQueryOptions(userId));
  return (
    <Stack gap="md">
      <section>
        <Text fw={700} mb={4}>
          Views of ID documents
        </Text>
        {views.data ? <DocumentViewsTable views={views.data} emptyText="No staff member has viewed this member's ID documents." /> : <Loader aria-label="Loading" />}
      </section>
      <section>
        <Text fw={700} mb={4}>
          {STAFF_MESSAGE_TEXTS.historyTitle}
        </Text>
        <MemberMessages userId={userId} />
      </section>
      <section>
        <Text fw={700} mb={4}>
          Changes
        </Text>
        <MemberChanges userId={userId} />
      </section>
    </Stack>
  );
}

function MemberChanges({ userId }: { userId: number }) {
  const audit = useQuery(memberAuditQueryOptions(userId));
  if (audit.isPending) return <Loader aria-label="Loading" />;
  if (!audit.data?.length) return <Text c="dimmed">No changes recorded yet.</Text>;
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0 }}>
      {audit.data.map((entry: AuditEntry) => (
        <li key={entry.id}>
          <Group gap="xs">
            <Badge variant="filled" autoContrast>{entry.action}</Badge>
            <Text size="sm">
              by <b>{entry.actorEmail ?? 'the system'}</b> on <span className="tabular">{formatDateTime(entry.createdAt)}</span>
            </Text>
          </Group>
          <SimpleGrid cols={2} mt={4}>
            <div>
              <Text size="xs" fw={700}>
                Before
              </Text>
              <Code block>{describeValue(entry.before)}</Code>
            </div>
            <div>
              <Text size="xs" fw={700}>
                After
              </Text>
              <Code block>{describeValue(entry.after)}</Code>
            </div>
          </SimpleGrid>
        </li>
      ))}
    </Stack>
  );
}
