import { LOAN_DOCUMENT_PATHS, type AdminLoanDetail, type LoanInstallment, type LoanTransaction, type LoanWithAccount } from '@app/domain/contract';
import { formatDate, formatDateTime } from '@app/domain/format';
import {
  BACK_OFFICE_REPAYMENT_LABELS as L,
  CLOSED_LOAN_STATUS_LABELS,
  DESK_LABELS,
  INSTALLMENT_STATE_LABELS,
  LOAN_TRANSACTION_LABELS,
  PAYMENT_CHANNEL_LABELS,
} from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Anchor, Badge, Button, Center, Drawer, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { loanAccountQueryOptions, memberQueryOptions } from './admin.queries';
import { RecordPaymentForm, ReversePaymentForm, WaiveFeeForm } from './loan-account-actions';
import { LoanFlags, LoanHelpSection } from './loan-help-actions';
import { Notice } from '../../components/notice';

/** SPEC 4: approved default, rejected destructive, every other state secondary. */
const STATUS_COLORS: Record<string, string> = { approved: 'blue.9', rejected: 'red.9' };

const INSTALLMENT_COLORS: Record<LoanInstallment['state'], string> = {
  upcoming: 'gray.7',
  due: 'yellow',
  overdue: 'red.9',
  // Filled with autoContrast: light shades get dark text, which keeps them readable (axe).
  partly_paid: 'orange',
  paid: 'green',
};

function statusLabel(status: LoanWithAccount['status']): string {
  return status === 'closed' || status === 'cancelled' ? CLOSED_LOAN_STATUS_LABELS[status] : status;
}

type Action = { kind: 'pay' } | { kind: 'waive' } | { kind: 'reverse'; transaction: LoanTransaction } | null;

/**
 * A loan's account over the borrowing list (issue 12): the `loan` search
 * param opens it, so a reload or a shared link shows the same loan.
 */
export function LoanAccountDrawer({ loanId, onClose }: { loanId: number; onClose: () => void }) {
  const detail = useQuery(loanAccountQueryOptions(loanId));
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="85%"
      title={`${L.loanDetail} #${loanId}`}
      closeButtonProps={{ 'aria-label': 'Close loan account' }}
    >
      {detail.data ? (
        <LoanAccount detail={detail.data} />
      ) : detail.isError ? (
        <Notice tone="error" title="Could not load this loan">
          {errorMessage(detail.error, 'Please try again.')}
        </Notice>
      ) : (
        <Center p="xl">
          <Loader aria-label="Loading" />
        </Center>
      )}
    </Drawer>
  );
}

/** Issue 32: the oldest unpaid installment, and how late it is. */
function nextDueText(due: NonNullable<LoanWithAccount['nextDue']>): string {
  const text = `${formatPhp(due.amount)} on ${formatDate(`${due.dueDate}T12:00:00+08:00`)}`;
  return due.daysOverdue > 0 ? `${text} · ${DESK_LABELS.daysOverdue(due.daysOverdue)}` : text;
}

function LoanAccount({ detail }: { detail: AdminLoanDetail }) {
  const { loan, transactions, audit, help } = detail;
  const member = useQuery(memberQueryOptions(loan.userId));
  const [action, setAction] = useState<Action>(null);
  const borrower = member.data?.fullName ?? `Member ${loan.userId}`;
  const isDisbursed = loan.installments.length > 0;
  const isOpen = loan.status === 'approved' && loan.outstanding > 0;
  // Transactions carry only the actor's id; the audit entries of the same loan name them.
  const actorEmails = new Map(audit.flatMap((entry) => (entry.actorId !== null && entry.actorEmail ? [[entry.actorId, entry.actorEmail] as const] : [])));
  const actorOf = (transaction: LoanTransaction) =>
    transaction.actorId === null ? L.system : transaction.actorId === loan.userId ? borrower : (actorEmails.get(transaction.actorId) ?? `Staff #${transaction.actorId}`);
  const close = () => setAction(null);

  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <Fact label={L.borrower} value={borrower} />
        <Fact label={L.amount} value={`${formatPhp(loan.amount)} · ${loan.term} mo at ${loan.interestRate}%`} />
        <Fact
          label={L.status}
          value={
            <Group gap={4}>
              <Badge color={STATUS_COLORS[loan.status] ?? 'gray.7'} variant="filled" autoContrast>
                {statusLabel(loan.status)}
              </Badge>
              <LoanFlags restructuredAt={help.restructuredAt} writtenOffAt={help.writtenOffAt} />
            </Group>
          }
        />
        <Fact label={L.outstandingBalance} value={<span className="tabular">{formatPhp(loan.outstanding)}</span>} />
        <Fact label={L.paymentReference} value={<span className="tabular">{loan.paymentReference ?? '—'}</span>} />
        <Fact label={L.nextDue} value={loan.nextDue ? nextDueText(loan.nextDue) : L.nothingDue} />
      </SimpleGrid>

      {!isDisbursed ? (
        <Text c="dimmed">{L.notDisbursed}</Text>
      ) : (
        <>
          <Group gap="xs">
            <Button onClick={() => setAction({ kind: 'pay' })} disabled={!isOpen}>
              {L.recordPayment}
            </Button>
            <Button variant="default" onClick={() => setAction({ kind: 'waive' })} disabled={!isOpen}>
              {L.waiveFee}
            </Button>
            <Button
              component="a"
              variant="subtle"
              href={LOAN_DOCUMENT_PATHS.adminStatement(loan.id)}
              target="_blank"
              rel="noopener"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
            >
              {L.statement}
            </Button>
          </Group>
          {action && (
            <Paper withBorder p="md" radius="md">
              {action.kind === 'pay' && <RecordPaymentForm loanId={loan.id} onDone={close} />}
              {action.kind === 'waive' && <WaiveFeeForm loanId={loan.id} installments={loan.installments} onDone={close} />}
              {action.kind === 'reverse' && <ReversePaymentForm transaction={action.transaction} onDone={close} />}
            </Paper>
          )}
          <LoanHelpSection loan={loan} help={help} />
          <Installments installments={loan.installments} />
          <Transactions transactions={transactions} actorOf={actorOf} onReverse={loan.status === 'approved' || loan.status === 'closed' ? (transaction) => setAction({ kind: 'reverse', transaction }) : null} />
        </>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {value}
      </Text>
    </div>
  );
}

/** A titled table of the account; narrower than a laptop, it scrolls sideways rather than squeezing its columns. */
function TableSection({ title, minWidth, children }: { title: string; minWidth: number; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {/* Focusable, so a keyboard can scroll it sideways on a phone. */}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
        <Table striped verticalSpacing={4} aria-label={title}>
          {children}
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

function Installments({ installments }: { installments: readonly LoanInstallment[] }) {
  return (
    <TableSection title={L.installments} minWidth={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">#</Table.Th>
              <Table.Th>Due date</Table.Th>
              <Table.Th ta="right">Principal</Table.Th>
              <Table.Th ta="right">Interest</Table.Th>
              <Table.Th ta="right">Late fee</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
              <Table.Th ta="right">Outstanding</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody className="tabular">
            {installments.map((installment) => (
              <Table.Tr key={installment.number}>
                <Table.Td ta="right">{installment.number}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(`${installment.dueDate}T12:00:00+08:00`)}</Table.Td>
                <Table.Td ta="right">{formatPhp(installment.principal)}</Table.Td>
                <Table.Td ta="right">{formatPhp(installment.interest)}</Table.Td>
                <Table.Td ta="right">
                  {formatPhp(installment.lateFee)}
                  {installment.lateFeeWaived > 0 && (
                    <Text size="xs" c="dimmed">
                      {formatPhp(installment.lateFeeWaived)} waived
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatPhp(installment.amountPaid)}</Table.Td>
                <Table.Td ta="right">{formatPhp(installment.outstanding)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge color={INSTALLMENT_COLORS[installment.state]} variant="filled" autoContrast>
                    {INSTALLMENT_STATE_LABELS[installment.state]}
                  </Badge>
                  {installment.daysPastDue > 0 && installment.state !== 'paid' && (
                    <Text size="xs" c="dimmed">
                      {installment.daysPastDue} days past due
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
    </TableSection>
  );
}

function Transactions({
  transactions,
  actorOf,
  onReverse,
}: {
  transactions: readonly LoanTransaction[];
  actorOf: (transaction: LoanTransaction) => string;
  onReverse: ((transaction: LoanTransaction) => void) | null;
}) {
  return (
    <TableSection title={L.transactions} minWidth={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Receipt · channel · reference</Table.Th>
              <Table.Th>Actor</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((transaction) => {
              const isReversed = transaction.reversedById !== null;
              return (
                <Table.Tr key={transaction.id}>
                  <Table.Td className="tabular" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(transaction.createdAt)}
                    {transaction.receivedAt && (
                      <Text size="xs" c="dimmed">
                        received {formatDate(transaction.receivedAt)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{LOAN_TRANSACTION_LABELS[transaction.kind]}</Text>
                    {transaction.installment !== null && (
                      <Text size="xs" c="dimmed">
                        {L.installment} {transaction.installment}
                      </Text>
                    )}
                    {isReversed && (
                      <Badge color="gray.7" variant="outline" size="sm">
                        {L.reversed}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular" style={{ whiteSpace: 'nowrap', textDecoration: isReversed ? 'line-through' : undefined }}>
                    {formatPhp(transaction.amount)}
                  </Table.Td>
                  <Table.Td>
                    {transaction.receiptNumber && (
                      <Anchor href={LOAN_DOCUMENT_PATHS.adminReceipt(transaction.id)} target="_blank" rel="noopener" size="sm" className="tabular">
                        {transaction.receiptNumber}
                      </Anchor>
                    )}
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {[transaction.source ? PAYMENT_CHANNEL_LABELS[transaction.source] : null, transaction.channelPartner, transaction.externalReference].filter(Boolean).join(' · ')}
                    </Text>
                    {transaction.hasReceiptPhoto && (
                      <Anchor href={`/api/admin/payments/${transaction.id}/receipt-photo`} target="_blank" rel="noopener" size="xs">
                        {L.viewReceiptPhoto}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{actorOf(transaction)}</Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{transaction.reason ?? ''}</Text>
                  </Table.Td>
                  <Table.Td>
                    {onReverse && transaction.kind === 'repayment' && !isReversed && (
                      <Button
                        size="compact-xs"
                        color="red.9"
                        variant="light"
                        onClick={() => onReverse(transaction)}
                        aria-label={`${L.reversePayment} ${transaction.receiptNumber ?? transaction.id}`}
                      >
                        {L.reverse}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
    </TableSection>
  );
}
