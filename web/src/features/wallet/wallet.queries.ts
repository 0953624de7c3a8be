import type { LedgerEntry } from '@app/domain/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export const ledgerKeys = { all: ['ledger'] as const };

/**
 * GET /api/user/ledger, newest first. Keyed by the balance the polled
 * current user reports, so the history follows every change of the balance
 * without polling a list of its own.
 */
export function ledgerQueryOptions(walletBalance: number) {
  return queryOptions({
    queryKey: [...ledgerKeys.all, walletBalance] as const,
    queryFn: ({ signal }) => apiRequest<LedgerEntry[]>('/api/user/ledger', { signal }),
    placeholderData: keepPreviousData,
  });
}
