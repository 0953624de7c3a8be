import type { LoanPayoffQuote, LoanTransaction, PaymentReceipt } from '@app/domain/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { authKeys, invalidateKeys, ledgerKeys, loanKeys, notificationKeys } from '../../lib/query-keys';

/** GET /api/loans/{id}/payoff: what closes the loan today (DEPARTURES 11). */
export function payoffQueryOptions(loanId: number) {
  return queryOptions({
    queryKey: loanKeys.payoff(loanId),
    queryFn: ({ signal }) => apiRequest<LoanPayoffQuote>(`/api/loans/${loanId}/payoff`, { signal }),
  });
}

/** GET /api/loans/{id}/transactions: with the installments, the statement the tab shows (also offline). */
export function loanTransactionsQueryOptions(loanId: number) {
  return queryOptions({
    queryKey: loanKeys.transactions(loanId),
    queryFn: ({ signal }) => apiRequest<LoanTransaction[]>(`/api/loans/${loanId}/transactions`, { signal }),
  });
}

/** Money moved between the wallet and the loan: the loans, the balance, the history and the notifications change. */
function invalidateAfterLoanMoney(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  return invalidateKeys(queryClient, [loanKeys.all, authKeys.me, ledgerKeys.all, notificationKeys.all]);
}

export function usePayFromWallet(loanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => apiRequest<PaymentReceipt>(`/api/loans/${loanId}/pay`, { method: 'POST', body: { amount } }),
    onSuccess: () => invalidateAfterLoanMoney(queryClient),
  });
}

export function useCancelLoan(loanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ id: number; status: string }>(`/api/loans/${loanId}/cancel`, { method: 'POST' }),
    onSuccess: () => invalidateAfterLoanMoney(queryClient),
  });
}
