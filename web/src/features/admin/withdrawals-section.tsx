import type { Withdrawal } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { NOTICES } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { notifyError } from '../../lib/notices';
import { fetchAllRows, useDecideWithdrawal, withdrawalsQueryOptions } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { CodeState } from './code-state';
import { DataTable, EXPORT_CAP, type Column } from './data-table';
import { notifyDoneOrSent } from './sent-for-approval';

const STATUS: Record<Withdrawal['status'], { label: string; color: string }> = {
  awaiting_code: { label: 'Awaiting code', color: 'gray.7' },
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red.9' },
  expired: { label: 'Expired', color: 'gray.7' },
};

function Decision({ withdrawal }: { withdrawal: Withdrawal }) {
  const decide = useDecideWithdrawal();
  const isPending = withdrawal.status === 'pending';
  const name = withdrawal.user?.fullName ?? `Member ${withdrawal.userId}`;
  const onDecide = (status: 'approved' | 'rejected') =>
    decide.mutate(
      { id: withdrawal.id, status },
      {
        onSuccess: (result) => notifyDoneOrSent(result, NOTICES.withdrawalUpdated),
        onError: (error) => notifyError({ title: 'Failed to update withdrawal' }, errorMessage(error, '')),
      },
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Button autoContrast
        size="compact-xs"
        color="green"
        disabled={!isPending || decide.isPending}
        loading={decide.isPending && decide.variables?.status === 'approved'}
        onClick={() => onDecide('approved')}
        aria-label={`Approve withdrawal of ${name}`}
      >
        Approve
      </Button>
      <Button autoContrast
        size="compact-xs"
        color="red.9"
        disabled={!isPending || decide.isPending}
        loading={decide.isPending && decide.variables?.status === 'rejected'}
        onClick={() => onDecide('rejected')}
        aria-label={`Reject withdrawal of ${name}`}
      >
        Reject
      </Button>
    </Group>
  );
}

export function WithdrawalsSection() {
  const { page, q, sort, order } = useAdminSearch();
  const query = useQuery(withdrawalsQueryOptions({ page, q, sort, order }));
  const columns: Column<Withdrawal>[] = [
    { header: 'Name', sortKey: 'fullName', cell: (w) => <Text fw={600} size="sm">{w.user?.fullName}</Text>, csv: (w) => w.user?.fullName },
    { header: 'Contact', cell: (w) => <span className="tabular">{w.user?.contactNumber}</span>, csv: (w) => w.user?.contactNumber },
    { header: 'Amount', sortKey: 'amount', numeric: true, cell: (w) => formatPhp(w.amount), csv: (w) => w.amount },
    { header: 'Requested', sortKey: 'createdAt', cell: (w) => <span className="tabular">{formatDateTime(w.createdAt)}</span>, csv: (w) => w.createdAt },
    {
      header: 'Status',
      sortKey: 'status',
      nowrap: true,
      cell: (w) => (
        <Badge color={STATUS[w.status].color} variant="filled" autoContrast>
          {STATUS[w.status].label}
        </Badge>
      ),
      csv: (w) => STATUS[w.status].label,
    },
    {
      header: 'Code',
      cell: (w) => (
        <CodeState code={w.code} withdrawalId={w.status === 'awaiting_code' || w.status === 'expired' ? w.id : undefined} name={w.user?.fullName ?? ''} />
      ),
    },
    { header: 'Actions', nowrap: true, cell: (w) => <Decision withdrawal={w} /> },
  ];
  return (
    <DataTable
      caption="Withdrawal list"
      columns={columns}
      query={query}
      exportName="withdrawals"
      fetchAll={() => fetchAllRows<Withdrawal>('/api/admin/withdrawals', { q, sort, order }, EXPORT_CAP)}
    />
  );
}
