import type { LoanHelpRequest, LoanOffer } from '@app/domain/contract';
import type { ExtensionRequest, HardshipRequest } from '@app/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { invalidateKeys, loanKeys, notificationKeys } from '../../lib/query-keys';

/*
 * WALLET's help for a borrower in trouble (issue 32, decision 068). Here, not
 * in repayment.queries, so they load with the card only. The offers sit under
 * the loans root: kept for offline, and refreshed with the loans.
 */

export function offersQueryOptions(loanId: number) {
  return queryOptions({
    queryKey: [...loanKeys.all, loanId, 'offers'] as const,
    queryFn: ({ signal }) => apiRequest<LoanOffer[]>(`/api/loans/${loanId}/offers`, { signal }),
  });
}

type HelpAsked = { kind: 'hardship'; body: HardshipRequest } | { kind: 'extension'; body: ExtensionRequest };

/** POST /api/loans/{id}/hardship or /extension: the server tells the borrower it was received. */
export function useAskForHelp(loanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: HelpAsked) => apiRequest<LoanHelpRequest>(`/api/loans/${loanId}/${kind}`, { method: 'POST', body }),
    onSuccess: () => invalidateKeys(queryClient, [notificationKeys.all]),
  });
}

/** POST /api/loans/{id}/offers/{offerId}/accept: the new schedule replaces the old, so the loan changes. */
export function useAcceptOffer(loanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => apiRequest<LoanOffer>(`/api/loans/${loanId}/offers/${offerId}/accept`, { method: 'POST', body: {} }),
    onSuccess: () => invalidateKeys(queryClient, [loanKeys.all, notificationKeys.all]),
  });
}
