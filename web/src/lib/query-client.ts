import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC section 9: no automatic retry, no refetch on focus, data fresh
 * forever. Lists stay current through polling (POLL_MS) and the live channel.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Polling intervals of SPEC section 7, in milliseconds. */
export const POLL_MS = {
  me: 3000,
  loans: 3000,
  documents: 5000,
  withdrawals: 3000,
  adminUsers: 2000,
  adminLoans: 2000,
  adminWithdrawals: 3000,
} as const;
