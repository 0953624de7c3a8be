import type { LoanWithAccount } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { LABELS, WALLET_TEXTS } from '@app/domain/messages';
import { formatDecimal, formatPhp } from '@app/domain/money';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DisclosureStatement } from '../../components/disclosure-statement';
import { defineTexts, useTexts } from '../../lib/i18n';
import { LoanStatusBadge } from './loan-status-badge';
import { SummaryTable } from './summary-table';

const labels = defineTexts({ LABELS });
const walletTexts = defineTexts({ WALLET_TEXTS });

/** Numbers stay en-PH in both languages, as money does. */
function rate(interestRate: number): string {
  return formatDecimal(interestRate, { maxDecimals: 2 });
}

/** SPEC section 2: amount, term, rate, status badge and start date of the newest loan. */
export function LoanSummaryCard({ loan }: { loan: LoanWithAccount }) {
  const label = useTexts(labels);
  const t = useTexts(walletTexts);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {label.loanSummary}
        </Title>
        <SummaryTable
          rows={[
            [t.loanAmount, formatPhp(loan.amount)],
            [t.term, t.termMonths({ term: loan.term })],
            [t.interestRate, t.ratePerMonth({ rate: rate(loan.interestRate) })],
            [t.loanStatus, <LoanStatusBadge key="status" status={loan.status} />],
            [t.startDate, loan.startDate ? formatDate(loan.startDate) : label.startDateFallback],
          ]}
        />
      </Stack>
    </Card>
  );
}

/** Monthly payment and total as the server computed them, with the Truth in Lending disclosure (DEPARTURES 8). */
export function CurrentLoanSummaryCard({ loan }: { loan: LoanWithAccount }) {
  const label = useTexts(labels);
  const t = useTexts(walletTexts);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="md">
          {label.currentLoanSummary}
        </Title>
        <SummaryTable
          rows={[
            [t.monthlyPayment, formatPhp(loan.monthlyPayment)],
            [t.totalRepayment, formatPhp(loan.totalRepayment)],
          ]}
        />
        <DisclosureStatement disclosure={loan.disclosure} term={loan.term} />
      </Stack>
    </Card>
  );
}

/** In place of the loan cards when there is no loan yet. */
export function NoLoanCard() {
  const label = useTexts(labels);
  const t = useTexts(walletTexts);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="md">
          {label.loanSummary}
        </Title>
        <Text size="sm">{t.noLoanYet({ home: label.home })}</Text>
        <Button
          variant="light"
          renderRoot={(props) => <Link to="/dashboard" search={{ tab: 'home' }} {...props} />}
        >
          {t.goTo({ home: label.home })}
        </Button>
      </Stack>
    </Card>
  );
}
