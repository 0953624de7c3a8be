import type { TruthInLending } from '@app/domain/loan';
import { formatPhp } from '@app/domain/money';
import { Stack, Table, Text, Title } from '@mantine/core';

function percent(value: number, decimals: number): string {
  return `${value.toLocaleString('en-PH', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}%`;
}

/**
 * The Truth in Lending disclosure (R.A. 3765, DEPARTURES 8): shown before a
 * borrower confirms an application and kept with the loan afterwards.
 */
export function DisclosureStatement({ disclosure, term }: { disclosure: TruthInLending; term: number }) {
  const rows: Array<[string, string]> = [
    ['Amount financed', formatPhp(disclosure.amountFinanced)],
    ['Fees deducted at release', formatPhp(disclosure.fees)],
    ['Net proceeds to you', formatPhp(disclosure.netProceeds)],
    ['Finance charge (total interest and fees)', formatPhp(disclosure.financeCharge)],
    ['Total repayment', formatPhp(disclosure.totalRepayment)],
    ['Payment schedule', `${term} monthly payments of ${formatPhp(disclosure.monthlyPayment)}`],
    ['Flat rate per month (on the original amount)', percent(disclosure.flatMonthlyRate, 2)],
    ['Effective interest rate per month', percent(disclosure.effectiveMonthlyRate, 4)],
    ['Effective interest rate per year', percent(disclosure.effectiveAnnualRate, 2)],
    ['Nominal annual rate (monthly rate × 12)', percent(disclosure.nominalAnnualRate, 2)],
  ];
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Disclosure Statement (Truth in Lending Act)
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm" className="tabular">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th fw={500} c="dimmed" scope="row" style={{ width: '58%' }}>
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={600}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        Method: {disclosure.method}. The flat rate is charged on the original amount every month; the effective rate
        shows what the loan really costs on the cash you receive.
      </Text>
    </Stack>
  );
}
