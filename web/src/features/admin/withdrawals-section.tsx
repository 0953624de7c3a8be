import type { Withdrawal } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { formatPhp } from '@app/domain/money';
import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchAllRows, withdrawalsQueryOptions } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { CodeState } from './code-state';
import { DataTable, EXPORT_CAP, type Column } from './data-table';
import { WithdrawalDecision } from './withdrawal-decision';

const STATUS: Record<Withdrawal['status'], { label: string; color: string }> = {
  awaiting_code: { label: 'Awaiting code', color: 'gray.7' },
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red.9' },
  expired: { label: 'Expired', color: 'gray.7' },
};

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
    { header: 'Actions', nowrap: true, cell: (w) => <WithdrawalDecision withdrawal={w} /> },
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
