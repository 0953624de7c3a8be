import { formatDate } from '@app/domain/format';
import { REPAYMENT_LABELS, WALLET_REPAYMENT_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { defineTexts, useTexts } from '../../lib/i18n';
import { payoffQueryOptions } from './repayment.queries';
import { SummaryTable } from './summary-table';
import { TitledCard } from './titled-card';

const repaymentLabels = defineTexts({ REPAYMENT_LABELS });
const walletRepaymentTexts = defineTexts({ WALLET_REPAYMENT_TEXTS });

/** DEPARTURES 11: what pays off the loan today, its parts, and the later interest it does not charge. */
export function PayoffCard({ loanId }: { loanId: number }) {
  const { data: quote } = useQuery(payoffQueryOptions(loanId));
  const labels = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  if (!quote) return null;
  return (
    <TitledCard title={labels.payoffQuote}>
      <SummaryTable
        rows={[
          [T.principal, formatPhp(quote.principal)],
          [T.interest, formatPhp(quote.interest)],
          [T.lateFees, formatPhp(quote.lateFees)],
          [T.total, <strong key="total">{formatPhp(quote.amount)}</strong>],
          [T.interestNotCharged, formatPhp(quote.interestNotCharged)],
        ]}
      />
      <Text size="sm">
        {T.payoffExplanation({ amount: formatPhp(quote.amount), date: formatDate(`${quote.asOf}T12:00:00+08:00`) })}
      </Text>
    </TitledCard>
  );
}
