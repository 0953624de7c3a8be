import type { Loan } from '@app/domain/contract';
import { BACK_OFFICE_REPAYMENT_LABELS as L, NOTICES } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { notifySuccess } from '../../lib/notices';
import { fetchAllRows, loansQueryOptions, useDeleteLoan } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { CodeState } from './code-state';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, EXPORT_CAP, Folded, type Column } from './data-table';
import { BalanceEdit, CreditScoreEdit } from './inline-edits';
import { LoanEditDialog, LoanReviewDialog } from './loan-dialogs';
import { LoanFlags } from './loan-help-actions';
import { useSubmit } from '../../lib/error-text';

/** SPEC 4: approved default, rejected destructive, others secondary. */
// SPEC section 4: approved filled, rejected destructive, every other state secondary.
const LOAN_STATUS_COLORS: Record<Loan['status'], string> = { approved: 'blue.9', rejected: 'red.9', pending: 'gray.7', closed: 'gray.7', cancelled: 'gray.7' };

type Open = { kind: 'edit' | 'review' | 'delete'; loan: Loan } | null;

/** The server refuses to delete a loan that paid out (issue 27): cooling-off, payoff or write-off end it, so Delete is not offered. */
const isDeletable = (loan: Loan) => loan.disbursedAt === null || loan.status === 'cancelled';

export function LoansSection() {
  const { page, q, sort, order, update } = useAdminSearch();
  const query = useQuery(loansQueryOptions({ page, q, sort, order }));
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteLoan();
  const submitRemove = useSubmit(null, remove, { failedNotice: NOTICES.updateLoanFailed });
  const name = (loan: Loan) => loan.user?.fullName ?? `Member ${loan.userId}`;

  const columns: Column<Loan>[] = [
    // The list is about money: the contact number sits under the name rather than taking a column of its own.
    {
      header: 'Name',
      sortKey: 'fullName',
      cell: (l) => (
        <>
          {/* The name opens the loan's account: a row action that takes no column of its own. */}
          <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => update({ loan: l.id })} aria-label={`${L.openLoan} #${l.id} of ${name(l)}`}>
            {name(l)}
          </Anchor>
          <Text size="xs" c="dimmed" className="tabular">
            {l.user?.contactNumber}
          </Text>
        </>
      ),
      csv: (l) => l.user?.fullName,
    },
    { header: 'Contact', csv: (l) => l.user?.contactNumber },
    {
      header: 'Wallet balance',
      sortKey: 'walletBalance',
      numeric: true,
      cell: (l) => <BalanceEdit userId={l.userId} name={name(l)} balance={l.user?.walletBalance ?? 0} />,
      csv: (l) => l.user?.walletBalance,
    },
    {
      header: 'Withdrawal code',
      cell: (l) => <CodeState code={l.withdrawalCode} withdrawalId={l.withdrawalCode?.withdrawalId} name={name(l)} />,
      csv: (l) => (l.withdrawalCode ? (l.withdrawalCode.isVerified ? 'Verified' : l.withdrawalCode.isExpired ? 'Expired' : 'Sent') : ''),
    },
    {
      header: 'Credit score',
      sortKey: 'creditScore',
      numeric: true,
      cell: (l) => <CreditScoreEdit userId={l.userId} name={name(l)} score={l.user?.creditScore ?? 0} />,
      csv: (l) => l.user?.creditScore,
    },
    {
      header: 'Amount',
      sortKey: 'amount',
      numeric: true,
      cell: (l) => (
        <>
          {formatPhp(l.amount)}
          <Folded>
            {l.term} mo at {l.interestRate}%
          </Folded>
        </>
      ),
      csv: (l) => l.amount,
    },
    { header: 'Term', sortKey: 'term', numeric: true, isFoldable: true, cell: (l) => `${l.term} mo`, csv: (l) => l.term },
    { header: 'Interest', sortKey: 'interestRate', numeric: true, isFoldable: true, cell: (l) => `${l.interestRate}%`, csv: (l) => l.interestRate },
    {
      header: 'Status',
      sortKey: 'status',
      nowrap: true,
      cell: (l) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={LOAN_STATUS_COLORS[l.status]} variant="filled" autoContrast>
            {l.status}
          </Badge>
          <LoanFlags restructuredAt={l.restructuredAt} writtenOffAt={l.writtenOffAt} />
        </Group>
      ),
      csv: (l) => [l.status, ...(l.restructuredAt !== null ? ['restructured'] : []), ...(l.writtenOffAt ? ['written off'] : [])].join(' '),
    },
    {
      header: 'Actions',
      nowrap: true,
      cell: (l) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setOpen({ kind: 'edit', loan: l })} aria-label={`Edit loan of ${name(l)}`}>
            Edit
          </Button>
          {/* Issue 32: a loan already approved or declined offers no decision. */}
          {l.status === 'pending' && (
            <Button autoContrast size="compact-xs" color="brand" onClick={() => setOpen({ kind: 'review', loan: l })} aria-label={`Review loan of ${name(l)}`}>
              Review
            </Button>
          )}
          {isDeletable(l) && (
            <Button autoContrast size="compact-xs" color="red.9" onClick={() => setOpen({ kind: 'delete', loan: l })} aria-label={`Delete loan of ${name(l)}`}>
              Delete
            </Button>
          )}
        </Group>
      ),
    },
  ];

  const close = () => setOpen(null);
  return (
    <>
      <DataTable
        caption="Borrowing list"
        columns={columns}
        query={query}
        exportName="borrowing-list"
        fetchAll={() => fetchAllRows<Loan>('/api/admin/loans', { q, sort, order }, EXPORT_CAP)}
      />
      {open?.kind === 'edit' && <LoanEditDialog loan={open.loan} onClose={close} />}
      {open?.kind === 'review' && <LoanReviewDialog loan={open.loan} onClose={close} />}
      <ConfirmDialog
        opened={open?.kind === 'delete'}
        title="Delete loan?"
        confirmLabel="Delete"
        isBusy={remove.isPending}
        onClose={close}
        onConfirm={() =>
          open &&
          void submitRemove(open.loan.id, () => {
            notifySuccess(NOTICES.loanDeleted);
            close();
          })
        }
      >
        {open ? `The ${formatPhp(open.loan.amount)} loan of ${name(open.loan)} will be removed from the list.` : ''}
      </ConfirmDialog>
    </>
  );
}
