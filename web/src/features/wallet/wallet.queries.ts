import type { LedgerEntry } from '@app/domain/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { ledgerKeys } from '../../lib/query-keys';

/** GET /api/user/ledger, newest first; it follows the balance without polling a list of its own. */
export function ledgerQueryOptions(walletBalance: number) {
  return queryOptions({
    queryKey: ledgerKeys.forBalance(walletBalance),
    queryFn: ({ signal }) => apiRequest<LedgerEntry[]>('/api/user/ledger', { signal }),
    placeholderData: keepPreviousData,
  });
}
