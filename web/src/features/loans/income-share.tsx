import type { AffordabilityLimit } from '@app/domain/contract';
import { INCOME_SHARE_TEXTS } from '@app/domain/messages';
import { Alert, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { defineTexts, useTexts } from '../../lib/i18n';

const incomeShareTexts = defineTexts({ INCOME_SHARE_TEXTS });

/**
 * MAX_INSTALLMENT_TO_INCOME as a share; it changes only with the server's
 * configuration. Under the loans root, so it is kept for offline use; here
 * rather than in loans.queries, so it loads with the form only.
 */
const affordabilityQueryOptions = queryOptions({
  queryKey: ['loans', 'affordability'],
  queryFn: ({ signal }) => apiRequest<AffordabilityLimit>('/api/loans/affordability', { signal }),
});

/** 0.2944 as "29.44%", 0.4 as "40%". */
const percent = (share: number) => `${Number((share * 100).toFixed(2))}%`;

/**
 * Issue 32: what share of the declared monthly income the installment would
 * take, and a plain warning above MAX_INSTALLMENT_TO_INCOME; the borrower
 * may still apply. Nothing without a declared income or with the check off.
 */
export function IncomeShare({ monthlyPayment, monthlyIncome }: { monthlyPayment: number; monthlyIncome: number | null }) {
  const t = useTexts(incomeShareTexts);
  const limit = useQuery(affordabilityQueryOptions).data?.limit ?? 0;
  if (!monthlyIncome || monthlyIncome <= 0 || limit <= 0) return null;
  // In whole centavos and basis points, as the API compares (decision 057): a share that rounds to the limit may still be above it.
  const isAbove = Math.round(monthlyPayment * 100) * 10_000 > Math.round(limit * 10_000) * Math.round(monthlyIncome * 100);
  const share = t.incomeShare({ share: percent(monthlyPayment / monthlyIncome) });
  return isAbove ? (
    <Alert color="orange" variant="light" p="sm" aria-live="polite">
      {share} {t.aboveIncomeLimit({ limit: percent(limit) })}
    </Alert>
  ) : (
    <Text size="sm" aria-live="polite">
      {share}
    </Text>
  );
}
