import type { Approval, PublicUser } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { APPROVAL_KIND_LABELS, APPROVAL_MESSAGES as M, APPROVAL_STATE_LABELS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { notifySuccess } from '../../lib/notices';
import { approvalsQueryOptions, fetchAllRows, useDecideApproval } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, EXPORT_CAP, type Column } from './data-table';
import { RejectDialog } from './reject-dialog';
import { useSubmit } from '../../lib/error-text';

const STATE_COLORS: Record<Approval['state'], string> = { pending: 'yellow', approved: 'green', rejected: 'red.9' };

function what(approval: Approval): string {
  return `${APPROVAL_KIND_LABELS[approval.kind]} of ${formatPhp(approval.amount)} for ${approval.borrower.fullName}`;
}

/** Approve or reject, each after asking; the maker's own request shows why it is not theirs to decide. */
function Decision({ approval, admin }: { approval: Approval; admin: PublicUser }) {
  const decide = useDecideApproval();
  const submit = useSubmit(null, decide, { failedNotice: { title: M.decideFailedTitle } });
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (approval.state !== 'pending') {
    return (
      <Text size="xs" c="dimmed">
        {approval.checker?.fullName} · {approval.decidedAt ? formatDateTime(approval.decidedAt) : ''}
        {approval.reason ? ` · ${approval.reason}` : ''}
      </Text>
    );
  }
  const isOwn = approval.maker.id === admin.id;
  const close = () => {
    setAsking(null);
    setReason('');
    setReasonError(null);
  };
  const send = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && reason.trim() === '') return setReasonError(M.rejectReasonRequired);
    void submit(
      { id: approval.id, decision: { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      () => {
        notifySuccess({ title: decision === 'approve' ? M.approvedTitle : M.rejectedTitle, message: what(approval) });
        close();
      },
      close,
    );
  };
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <Button autoContrast size="compact-xs" color="green" disabled={isOwn} onClick={() => setAsking('approve')} aria-label={`Approve ${what(approval)}`}>
          Approve
        </Button>
        <Button autoContrast size="compact-xs" color="red.9" disabled={isOwn} onClick={() => setAsking('reject')} aria-label={`Reject ${what(approval)}`}>
          Reject
        </Button>
      </Group>
      {isOwn && (
        <Text size="xs" c="dimmed">
          {M.ownRequest}
        </Text>
      )}
      <ConfirmDialog
        opened={asking === 'approve'}
        title="Approve request"
        confirmLabel="Approve"
        color="green"
        isBusy={decide.isPending}
        onConfirm={() => send('approve')}
        onClose={close}
      >
        Approve the {what(approval)}, asked by {approval.maker.fullName}? It takes effect at once.
      </ConfirmDialog>
      <RejectDialog
        opened={asking === 'reject'}
        title="Reject request"
        reason={reason}
        reasonError={reasonError}
        isBusy={decide.isPending}
        onReasonChange={(next) => {
          setReason(next);
          setReasonError(null);
        }}
        onClose={close}
        onReject={() => send('reject')}
      >
        <Text size="sm">Reject the {what(approval)}, asked by {approval.maker.fullName}? Nothing will change.</Text>
      </RejectDialog>
    </Stack>
  );
}

/** APPROVALS (issue 15): what waits for a second staff member, waiting requests first. */
export function ApprovalsSection({ admin }: { admin: PublicUser }) {
  const { page } = useAdminSearch();
  const query = useQuery({ ...approvalsQueryOptions(page), select: (data) => data.page });
  const columns: Column<Approval>[] = [
    { header: 'Kind', cell: (a) => APPROVAL_KIND_LABELS[a.kind], csv: (a) => APPROVAL_KIND_LABELS[a.kind] },
    { header: 'Borrower', cell: (a) => <Text fw={600} size="sm">{a.borrower.fullName}</Text>, csv: (a) => a.borrower.fullName },
    { header: 'Amount', numeric: true, cell: (a) => formatPhp(a.amount), csv: (a) => a.amount },
    // Issue 27: who asked and why, so the checker decides with the maker's reason in view.
    {
      header: 'Maker',
      cell: (a) => (
        <Stack gap={0}>
          <Text size="sm">{a.maker.fullName}</Text>
          {a.makerReason && (
            <Text size="xs" c="dimmed" aria-label={`${M.makerReasonLabel}: ${a.makerReason}`}>
              {a.makerReason}
            </Text>
          )}
        </Stack>
      ),
      csv: (a) => (a.makerReason ? `${a.maker.fullName}: ${a.makerReason}` : a.maker.fullName),
    },
    { header: 'Asked at', cell: (a) => <span className="tabular">{formatDateTime(a.createdAt)}</span>, csv: (a) => a.createdAt },
    {
      header: 'State',
      nowrap: true,
      cell: (a) => (
        <Badge color={STATE_COLORS[a.state]} variant="filled" autoContrast>
          {APPROVAL_STATE_LABELS[a.state]}
        </Badge>
      ),
      csv: (a) => APPROVAL_STATE_LABELS[a.state],
    },
    { header: 'Actions', cell: (a) => <Decision approval={a} admin={admin} /> },
  ];
  return (
    <DataTable
      caption="Approvals"
      columns={columns}
      query={query}
      exportName="approvals"
      fetchAll={() => fetchAllRows<Approval>('/api/admin/approvals', { q: '', order: 'desc' }, EXPORT_CAP)}
    />
  );
}
