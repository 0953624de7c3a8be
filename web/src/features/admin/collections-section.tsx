import type { CollectionQueueItem, PublicUser } from '@app/domain/contract';
import { formatDate, formatDateTime } from '@app/domain/format';
import { COLLECTION_LABELS as L } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSubmit } from '../../lib/error-text';
import { useTexts } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { adminsQueryOptions, collectionsQueryOptions, fetchAllCollections, useAssignCollector } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { CollectionContactsDialog } from './collection-contacts';
import { CollectionReports } from './collection-reports';
import { collectionDeskTexts, CollectionTemplates, holdsDuty } from './collection-templates';
import { DataTable, EXPORT_CAP, type Column } from './data-table';

type Row = CollectionQueueItem & { id: number };

const BUCKET_OPTIONS = (Object.keys(L.buckets) as (keyof typeof L.buckets)[]).map((bucket) => ({ value: bucket, label: L.buckets[bucket] }));

/** Staff who may collect: the main admin, and officers holding the Collections duty (the API refuses anyone else). */
function collectorsOf(staff: readonly PublicUser[] | undefined): PublicUser[] {
  return (staff ?? []).filter((member) => member.role === 'main_admin' || (member.duties ?? []).includes('collections'));
}

/** A promise's state in the colour a collector reads first: a broken one is the reason the loan is on top. */
const PROMISE_COLORS = { open: 'blue.9', kept: 'teal.9', broken: 'red.9' } as const;

/**
 * COLLECTIONS (issue 32, decisions 058, 070 and 074): for Collections, the
 * queue, the templates and the reports; for Compliance, the templates alone,
 * which it approves.
 */
export function CollectionsSection({ admin }: { admin: PublicUser }) {
  const t = useTexts(collectionDeskTexts);
  const isCollector = holdsDuty(admin, 'collections');
  const tabs = [
    ...(isCollector ? [{ value: 'queue', label: t.queueTab, panel: <CollectionQueue /> }] : []),
    { value: 'templates', label: t.templatesTab, panel: <CollectionTemplates admin={admin} /> },
    ...(isCollector ? [{ value: 'reports', label: t.reportsTab, panel: <CollectionReports /> }] : []),
  ];
  return (
    <Tabs defaultValue={tabs[0]?.value} keepMounted={false}>
      <Tabs.List>
        {tabs.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value, panel }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The queue of loans past due, filtered by aging bucket and collector, assigned in bulk; a loan's contacts open its log, its messages and the written agreement. */
function CollectionQueue() {
  const { page, update } = useAdminSearch();
  const [bucket, setBucket] = useState<string | null>(null);
  const [collector, setCollector] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [assignee, setAssignee] = useState<string | null>(null);
  const [open, setOpen] = useState<CollectionQueueItem | null>(null);
  // DataTable keys its rows by `id`: a queue row is a loan.
  const query = useQuery({ ...collectionsQueryOptions({ page, bucket, collector }), select: (data) => ({ ...data, rows: data.rows.map((item): Row => ({ ...item, id: item.loanId })) }) });
  const collectors = collectorsOf(useQuery(adminsQueryOptions).data);
  const assign = useAssignCollector();
  const submitAssign = useSubmit(null, assign, { failedNotice: { title: L.assign } });

  const toggle = (loanId: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(loanId)) next.delete(loanId);
      else next.add(loanId);
      return next;
    });
  const onAssign = () =>
    assignee &&
    void submitAssign({ loanIds: [...selected], collectorId: Number(assignee) }, ({ assigned }) => {
      notifySuccess({ title: L.assigned(assigned) });
      setSelected(new Set());
    });
  const filterBy = (next: { bucket?: string | null; collector?: number | null }) => {
    if (next.bucket !== undefined) setBucket(next.bucket);
    if (next.collector !== undefined) setCollector(next.collector);
    setSelected(new Set());
    update({ page: 1 });
  };

  const columns: Column<Row>[] = [
    {
      header: 'Select',
      cell: (row) => <Checkbox aria-label={L.select(row.fullName)} checked={selected.has(row.loanId)} onChange={() => toggle(row.loanId)} />,
    },
    {
      header: L.borrower,
      cell: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.fullName}
          </Text>
          <Text size="xs" c="dimmed" className="tabular">
            {row.contactNumber} · loan #{row.loanId}
          </Text>
        </>
      ),
      csv: (row) => row.fullName,
    },
    { header: 'Contact number', csv: (row) => row.contactNumber },
    { header: L.daysPastDue, numeric: true, cell: (row) => row.daysPastDue, csv: (row) => row.daysPastDue },
    { header: L.amountDue, numeric: true, cell: (row) => formatPhp(row.amountDue), csv: (row) => row.amountDue },
    {
      header: L.lastContact,
      cell: (row) =>
        row.lastContact ? (
          <>
            <Text size="sm">{L.outcomes[row.lastContact.outcome as keyof typeof L.outcomes] ?? row.lastContact.outcome}</Text>
            <Text size="xs" c="dimmed">
              {L.channels[row.lastContact.channel as keyof typeof L.channels] ?? row.lastContact.channel} · {formatDateTime(row.lastContact.at)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {L.noContact}
          </Text>
        ),
      csv: (row) => (row.lastContact ? `${row.lastContact.at} ${row.lastContact.channel} ${row.lastContact.outcome}` : ''),
    },
    {
      header: L.promise,
      cell: (row) =>
        row.promise && (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" className="tabular">
              {formatPhp(row.promise.amount)} by {formatDate(`${row.promise.date}T12:00:00+08:00`)}
            </Text>
            <Badge size="sm" color={PROMISE_COLORS[row.promise.state]} autoContrast>
              {L.promiseStates[row.promise.state]}
            </Badge>
          </Group>
        ),
      csv: (row) => (row.promise ? `${row.promise.amount} ${row.promise.date} ${row.promise.state}` : ''),
    },
    { header: L.collector, cell: (row) => row.collector?.fullName ?? L.unassigned, csv: (row) => row.collector?.fullName ?? '' },
    {
      header: 'Actions',
      nowrap: true,
      cell: (row) => (
        <Button size="compact-xs" variant="light" onClick={() => setOpen(row)} aria-label={L.openContacts(row.fullName)}>
          {L.contacts}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <Select
          label={L.bucket}
          placeholder={L.allBuckets}
          data={BUCKET_OPTIONS}
          value={bucket}
          onChange={(value) => filterBy({ bucket: value })}
          clearable
          w={200}
        />
        <Select
          label={L.collector}
          placeholder={L.allCollectors}
          data={collectors.map((member) => ({ value: String(member.id), label: member.fullName }))}
          value={collector === null ? null : String(collector)}
          onChange={(value) => filterBy({ collector: value === null ? null : Number(value) })}
          clearable
          w={240}
        />
      </Group>
      {selected.size > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Group align="flex-end">
            <Text size="sm" fw={600} aria-live="polite">
              {L.selected(selected.size)}
            </Text>
            <Select
              label={L.assignTo}
              data={collectors.map((member) => ({ value: String(member.id), label: member.fullName }))}
              value={assignee}
              onChange={setAssignee}
              w={240}
            />
            <Button onClick={onAssign} disabled={assignee === null} loading={assign.isPending}>
              {L.assign}
            </Button>
          </Group>
        </Paper>
      )}
      <DataTable
        caption={L.queue}
        columns={columns}
        query={query}
        exportName="collection-queue"
        fetchAll={async () => {
          const all = await fetchAllCollections({ bucket, collector }, EXPORT_CAP);
          return { ...all, rows: all.rows.map((item): Row => ({ ...item, id: item.loanId })) };
        }}
      />
      {open && <CollectionContactsDialog item={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
