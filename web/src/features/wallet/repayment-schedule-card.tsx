import type { LoanInstallment, LoanWithAccount } from '@app/domain/contract';
import { formatDate, toManilaIsoDate } from '@app/domain/format';
import { repaymentSchedule } from '@app/domain/loan';
import { LABELS, REPAYMENT_LABELS, WALLET_REPAYMENT_TEXTS, WALLET_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { defineTexts, useTexts } from '../../lib/i18n';
import { InstallmentStateBadge } from './installment-state-badge';
import { TitledCard } from './titled-card';

const labels = defineTexts({ LABELS });
const repaymentLabels = defineTexts({ REPAYMENT_LABELS });
const walletRepaymentTexts = defineTexts({ WALLET_REPAYMENT_TEXTS });
const walletTexts = defineTexts({ WALLET_TEXTS });

/** Rows shown before 'Show all': a year of payments keeps a phone screen short. */
const FIRST_ROWS = 12;

/**
 * One row per month of the term. Once the loan is paid out its installments
 * come from the server with their state, late fee and what was paid (issue
 * 12), under the outstanding balance. Before that, DEPARTURES 7: a loan with
 * a start date has fixed due dates counted from it; without one the SPEC
 * projection (today plus 2 months) is shown, labelled as an estimate.
 */
export function RepaymentScheduleCard({ loan }: { loan: LoanWithAccount }) {
  if (loan.installments.length > 0) return <InstallmentsCard loan={loan} />;
  return <ProjectedScheduleCard loan={loan} />;
}

function ProjectedScheduleCard({ loan }: { loan: LoanWithAccount }) {
  const [isExpanded, setExpanded] = useState(false);
  const label = useTexts(labels);
  const T = useTexts(walletRepaymentTexts);
  const t = useTexts(walletTexts);
  const today = toManilaIsoDate(new Date());
  const { isEstimate, rows } = repaymentSchedule({
    term: loan.term,
    monthlyPayment: loan.monthlyPayment,
    startDate: loan.startDate,
    today,
  });
  const nextNumber = isEstimate ? undefined : rows.find((row) => row.dueDate >= today)?.number;
  const visible = isExpanded ? rows : rows.slice(0, FIRST_ROWS);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md">
            {label.repaymentSchedule}
          </Title>
          {isEstimate && (
            <Badge variant="light" color="yellow" radius="sm">
              {t.estimate}
            </Badge>
          )}
        </Group>
        {loan.status === 'rejected' ? (
          <Text size="sm">{t.loanNotApproved}</Text>
        ) : loan.status === 'cancelled' ? (
          <Text size="sm">{T.loanCancelled}</Text>
        ) : (
          <>
            {isEstimate ? (
              <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
                <Text size="sm">{t.estimatedDueDates}</Text>
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                {t.dueDatesFrom({ date: formatDate(loan.startDate) })}
              </Text>
            )}
            <Table striped verticalSpacing={6} horizontalSpacing="xs" fz="sm" className="tabular">
              <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
                {t.monthlyPayments({ count: rows.length, amount: formatPhp(loan.monthlyPayment) })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.number}</Table.Th>
                  <Table.Th scope="col">{isEstimate ? t.estimatedDueDate : t.dueDate}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.amount}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((row) => (
                  <Table.Tr key={row.number} fw={row.number === nextNumber ? 700 : undefined}>
                    <Table.Td>{row.number}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(row.dueDate)}
                      {row.number === nextNumber && (
                        // Under the date, so the row still fits a 360 px phone.
                        <Text size="xs" fw={700} c="brand" display="block">
                          {t.nextPayment}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatPhp(row.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <ShowAllButton count={rows.length} isExpanded={isExpanded} onToggle={() => setExpanded(!isExpanded)} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function ShowAllButton({ count, isExpanded, onToggle }: { count: number; isExpanded: boolean; onToggle: () => void }) {
  const t = useTexts(walletTexts);
  if (count <= FIRST_ROWS) return null;
  return (
    <Button variant="subtle" size="compact-sm" onClick={onToggle} aria-expanded={isExpanded}>
      {isExpanded ? t.showFewerPayments : t.showAllPayments({ count })}
    </Button>
  );
}

/** A paid-out loan: each installment with its state, what it asks, its late fee and what was paid. */
function InstallmentsCard({ loan }: { loan: LoanWithAccount }) {
  const [isExpanded, setExpanded] = useState(false);
  const label = useTexts(labels);
  const repayment = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  const t = useTexts(walletTexts);
  const rows = loan.installments;
  const visible = isExpanded ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <TitledCard title={label.repaymentSchedule}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {repayment.outstandingBalance}
        </Text>
        <Text fw={800} fz="lg" className="tabular">
          {formatPhp(loan.outstanding)}
        </Text>
      </Group>
      {loan.status === 'closed' && <Text size="sm">{T.loanClosed}</Text>}
      <Table striped verticalSpacing={6} horizontalSpacing="xs" fz="sm" className="tabular">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          {repayment.installments}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.number}</Table.Th>
            <Table.Th scope="col">{repayment.dueDate}</Table.Th>
            <Table.Th scope="col" ta="right">
              {T.amount}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visible.map((installment) => (
            <InstallmentRow key={installment.number} installment={installment} />
          ))}
        </Table.Tbody>
      </Table>
      <ShowAllButton count={rows.length} isExpanded={isExpanded} onToggle={() => setExpanded(!isExpanded)} />
    </TitledCard>
  );
}

/** Three columns so a row fits a 360 px phone: the state under the date, fee and paid under the amount. */
function InstallmentRow({ installment }: { installment: LoanInstallment }) {
  const fee = installment.lateFee - installment.lateFeeWaived;
  const T = useTexts(walletRepaymentTexts);
  return (
    <Table.Tr>
      <Table.Td>{installment.number}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Stack gap={4} align="flex-start">
          {formatDate(installment.dueDate)}
          <InstallmentStateBadge state={installment.state} />
        </Stack>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Stack gap={2} align="flex-end">
          {formatPhp(installment.principal + installment.interest)}
          {fee > 0 && (
            <Text size="xs">
              {T.lateFee} {formatPhp(fee)}
            </Text>
          )}
          {installment.amountPaid > 0 && (
            <Text size="xs" c="dimmed">
              {T.paid} {formatPhp(installment.amountPaid)}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
