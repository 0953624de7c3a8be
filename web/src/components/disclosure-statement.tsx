import type { TruthInLending } from '@app/domain/loan';
import { formatDecimal, formatPhp } from '@app/domain/money';
import { DISCLOSURE_TEXTS } from '@app/domain/messages';
import { Stack, Table, Text, Title } from '@mantine/core';
import { defineTexts, useTexts, useTranslateText } from '../lib/i18n';

const disclosureTexts = defineTexts({ DISCLOSURE_TEXTS });
// A loan keeps the method its disclosure named, in English.
const METHOD_TEXTS = [disclosureTexts];

function percent(value: number, decimals: number): string {
  return `${formatDecimal(value, { minDecimals: decimals })}%`;
}

/**
 * The Truth in Lending disclosure (R.A. 3765, DEPARTURES 8): shown before a
 * borrower confirms an application and kept with the loan afterwards.
 */
export function DisclosureStatement({ disclosure, term }: { disclosure: TruthInLending; term: number }) {
  const t = useTexts(disclosureTexts);
  const methodText = useTranslateText(METHOD_TEXTS);
  const rows: Array<[string, string]> = [
    [t.amountFinanced, formatPhp(disclosure.amountFinanced)],
    [t.fees, formatPhp(disclosure.fees)],
    // Decision 072: a documentary stamp tax the borrower bears is deducted from the proceeds; none is shown when the lender bears it.
    ...(disclosure.documentaryStampTax > 0 ? [[t.documentaryStampTax, formatPhp(disclosure.documentaryStampTax)] as [string, string]] : []),
    [t.netProceeds, formatPhp(disclosure.netProceeds)],
    [t.financeCharge, formatPhp(disclosure.financeCharge)],
    [t.totalRepayment, formatPhp(disclosure.totalRepayment)],
    [t.paymentSchedule, t.schedule({ term, payment: formatPhp(disclosure.monthlyPayment) })],
    [t.flatMonthlyRate, percent(disclosure.flatMonthlyRate, 2)],
    [t.effectiveMonthlyRate, percent(disclosure.effectiveMonthlyRate, 4)],
    [t.effectiveAnnualRate, percent(disclosure.effectiveAnnualRate, 2)],
    [t.nominalAnnualRate, percent(disclosure.nominalAnnualRate, 2)],
  ];
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t.title}
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
        {t.method({ method: methodText(disclosure.method) })}
      </Text>
    </Stack>
  );
}
