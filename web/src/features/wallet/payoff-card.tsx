import { payoffExplanation, REPAYMENT_LABELS, WALLET_REPAYMENT_TEXTS as T } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { payoffQueryOptions } from './repayment.queries';
import { SummaryTable } from './summary-table';
import { TitledCard } from './titled-card';

/** DEPARTURES 11: what pays off the loan today, its parts, and the later interest it does not charge. */
export function PayoffCard({ loanId }: { loanId: number }) {
  const { data: quote } = useQuery(payoffQueryOptions(loanId));
  if (!quote) return null;
  return (
    <TitledCard title={REPAYMENT_LABELS.payoffQuote}>
      <SummaryTable
        rows={[
          [T.principal, formatPhp(quote.principal)],
          [T.interest, formatPhp(quote.interest)],
          [T.lateFees, formatPhp(quote.lateFees)],
          [T.total, <strong key="total">{formatPhp(quote.amount)}</strong>],
          [T.interestNotCharged, formatPhp(quote.interestNotCharged)],
        ]}
      />
      <Text size="sm">{payoffExplanation({ amount: quote.amount, asOf: quote.asOf })}</Text>
    </TitledCard>
  );
}
