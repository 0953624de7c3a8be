import type { LoanWithAccount } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { LABELS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DisclosureStatement } from '../../components/disclosure-statement';
import { LoanStatusBadge } from './loan-status-badge';
import { SummaryTable } from './summary-table';

function rate(interestRate: number): string {
  return `${interestRate.toLocaleString('en-PH', { maximumFractionDigits: 2 })}% per month`;
}

/** SPEC section 2: amount, term, rate, status badge and start date of the newest loan. */
export function LoanSummaryCard({ loan }: { loan: LoanWithAccount }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {LABELS.loanSummary}
        </Title>
        <SummaryTable
          rows={[
            ['Loan amount', formatPhp(loan.amount)],
            ['Term', `${loan.term} months`],
            ['Interest rate', rate(loan.interestRate)],
            ['Status', <LoanStatusBadge key="status" status={loan.status} />],
            ['Start date', loan.startDate ? formatDate(loan.startDate) : LABELS.startDateFallback],
          ]}
        />
      </Stack>
    </Card>
  );
}

/** Monthly payment and total as the server computed them, with the Truth in Lending disclosure (DEPARTURES 8). */
export function CurrentLoanSummaryCard({ loan }: { loan: LoanWithAccount }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="md">
          {LABELS.currentLoanSummary}
        </Title>
        <SummaryTable
          rows={[
            ['Monthly payment', formatPhp(loan.monthlyPayment)],
            ['Total repayment', formatPhp(loan.totalRepayment)],
          ]}
        />
        <DisclosureStatement disclosure={loan.disclosure} term={loan.term} />
      </Stack>
    </Card>
  );
}

/** In place of the loan cards when there is no loan yet. */
export function NoLoanCard() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="md">
          {LABELS.loanSummary}
        </Title>
        <Text size="sm">
          You have no loan yet. Apply for one on the {LABELS.home} tab; its summary and repayment schedule will show
          here.
        </Text>
        <Button
          variant="light"
          renderRoot={(props) => <Link to="/dashboard" search={{ tab: 'home' }} {...props} />}
        >
          Go to {LABELS.home}
        </Button>
      </Stack>
    </Card>
  );
}
