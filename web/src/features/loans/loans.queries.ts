import type { DstTerms, Loan, LoanWithAccount } from '@app/domain/contract';
import type { LoanApplication } from '@app/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { pollEvery } from '../../lib/query-client';
import { invalidateAfterBorrowerChange } from '../../lib/borrower-refresh';
import { loanKeys, mutationKeys } from '../../lib/query-keys';

export const loansQueryOptions = queryOptions({
  queryKey: loanKeys.all,
  queryFn: ({ signal }) => apiRequest<LoanWithAccount[]>('/api/loans', { signal }),
  refetchInterval: pollEvery('loans'),
});

/** Who bears the documentary stamp tax (decision 072); it changes only with the server's configuration. Under the loans root, so it is kept for offline use. */
export const dstTermsQueryOptions = queryOptions({
  queryKey: [...loanKeys.all, 'documentary-stamp-tax'],
  queryFn: ({ signal }) => apiRequest<DstTerms>('/api/loans/documentary-stamp-tax', { signal }),
});

/** The loan the dashboard talks about: the newest one. */
export function latestLoan<T extends Pick<Loan, 'id' | 'createdAt'>>(loans: readonly T[] | undefined): T | undefined {
  if (!loans || loans.length === 0) return undefined;
  return [...loans].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
}

/** A loan that is paid out and still open: it can be paid, and has a payoff. */
export function isRepayable(loan: Pick<LoanWithAccount, 'status' | 'installments'>): boolean {
  return loan.status === 'approved' && loan.installments.length > 0;
}

/** The newest loan when it is paid out and still open: the one the Next Payment card is about. */
export function activeLoan(loans: readonly LoanWithAccount[] | undefined): LoanWithAccount | undefined {
  const loan = latestLoan(loans);
  return loan && isRepayable(loan) ? loan : undefined;
}

export function hasPendingLoan(loans: readonly Pick<LoanWithAccount, 'status'>[] | undefined): boolean {
  return (loans ?? []).some((loan) => loan.status === 'pending');
}

export function useApplyForLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.applyForLoan,
    mutationFn: (input: LoanApplication) => apiRequest<Loan>('/api/loans', { method: 'POST', body: input }),
    onSuccess: () => invalidateAfterBorrowerChange(queryClient),
  });
}

/** PUT /api/loans/{id}/auto-pay (issue 28, item 4): the installment paid from the wallet on its due date, on or off. */
export function useSetAutoPay(loanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isEnabled: boolean) =>
      apiRequest<{ loanId: number; autoPayConsentAt: string | null }>(`/api/loans/${loanId}/auto-pay`, { method: 'PUT', body: { enabled: isEnabled } }),
    onSuccess: () => invalidateAfterBorrowerChange(queryClient),
  });
}
