import type { AdminComplaint } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { COMPLAINT_CATEGORY_LABELS, COMPLAINT_STATE_LABELS } from '@app/domain/messages';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { COMPLAINT_STATE_COLORS } from '../complaints';
import { adminComplaintsQueryOptions, fetchAllRows } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { ComplaintDrawer } from './complaint-drawer';
import { DataTable, EXPORT_CAP, type Column } from './data-table';

const OVERDUE_LABELS = { acknowledgement: 'Acknowledgement overdue', resolution: 'Resolution overdue' } as const;

/** The deadline a complaint faces next: acknowledgement until someone takes it up, then resolution. */
const nextDue = (complaint: AdminComplaint) => (complaint.resolvedAt ? null : complaint.acknowledgedAt === null ? complaint.ackDueAt : complaint.resolveDueAt);

/** COMPLAINTS (issue 15, RA 11765): the queue, overdue first, each complaint worked in a drawer. */
export function ComplaintsSection() {
  const { page, q, sort, order, complaint, update } = useAdminSearch();
  const query = useQuery(adminComplaintsQueryOptions({ page, q, sort, order }));
  const open = query.data?.rows.find((row) => row.id === complaint);
  const columns: Column<AdminComplaint>[] = [
    {
      header: 'Reference',
      nowrap: true,
      cell: (c) => (
        <Stack gap={2}>
          <Text fw={700} size="sm" className="tabular">
            {c.reference}
          </Text>
          {c.overdue && (
            <Badge color="red.9" variant="filled" size="sm" autoContrast>
              {OVERDUE_LABELS[c.overdue]}
            </Badge>
          )}
        </Stack>
      ),
      csv: (c) => c.reference,
    },
    { header: 'Filed', cell: (c) => <span className="tabular">{formatDateTime(c.createdAt)}</span>, csv: (c) => c.createdAt },
    { header: 'Borrower', cell: (c) => <Text size="sm">{c.user.fullName}</Text>, csv: (c) => c.user.fullName },
    { header: 'Category', cell: (c) => COMPLAINT_CATEGORY_LABELS[c.category], csv: (c) => COMPLAINT_CATEGORY_LABELS[c.category] },
    {
      header: 'State',
      nowrap: true,
      cell: (c) => (
        <Badge color={COMPLAINT_STATE_COLORS[c.state]} variant="filled" autoContrast>
          {COMPLAINT_STATE_LABELS[c.state]}
        </Badge>
      ),
      csv: (c) => COMPLAINT_STATE_LABELS[c.state],
    },
    {
      header: 'Due',
      cell: (c) => {
        const due = nextDue(c);
        return due ? <span className="tabular">{formatDateTime(due)}</span> : '—';
      },
      csv: (c) => nextDue(c),
    },
    { header: 'Overdue', csv: (c) => (c.overdue ? OVERDUE_LABELS[c.overdue] : '') },
    { header: 'Assignee', cell: (c) => c.assignee?.fullName ?? 'Unassigned', csv: (c) => c.assignee?.email ?? '' },
    {
      header: 'Actions',
      nowrap: true,
      cell: (c) => (
        <Button size="compact-xs" variant="light" onClick={() => update({ complaint: c.id })} aria-label={`Open complaint ${c.reference}`}>
          Open
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {/* The regulator's report: every complaint, written and defused by the server. */}
        <Button component="a" href="/api/admin/complaints.csv" download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Regulator report (CSV)
        </Button>
      </Group>
      <DataTable
        caption="Complaints"
        columns={columns}
        query={query}
        exportName="complaints"
        fetchAll={() => fetchAllRows<AdminComplaint>('/api/admin/complaints', { q, sort, order }, EXPORT_CAP)}
      />
      {open && <ComplaintDrawer complaint={open} onClose={() => update({ complaint: undefined })} />}
    </Stack>
  );
}
