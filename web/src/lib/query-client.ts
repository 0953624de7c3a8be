import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api';
import { liveStatus } from './live-status';

/**
 * SPEC section 9: no automatic retry, no refetch on focus, data fresh
 * forever. Lists stay current through polling (pollEvery) and the live channel.
 * `onUnauthorized` hears of any call answered 401: the session is gone.
 */
export function createQueryClient({ onUnauthorized }: { onUnauthorized?: () => void } = {}): QueryClient {
  const onError = (error: unknown) => {
    if (onUnauthorized && isUnauthorized(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Polling intervals of SPEC section 7, in milliseconds: what applies without the live channel. */
const POLL_MS = {
  me: 3000,
  loans: 3000,
  documents: 5000,
  withdrawals: 3000,
  adminUsers: 2000,
  adminLoans: 2000,
  adminWithdrawals: 3000,
  // Complaints are answered in days; the live channel brings replies sooner.
  complaints: 15_000,
} as const;

export type PollKind = keyof typeof POLL_MS;

/** While the live channel is open, polling is only a safety net against a missed message. */
const LIVE_SAFETY_POLL_MS = 45_000;

/**
 * A `refetchInterval` that follows the live channel: the SPEC interval while
 * it is down, the safety interval while it is up. Read after every fetch, so
 * the live client refetches when the channel drops to bring the fast pace back.
 */
export function pollEvery(kind: PollKind): () => number {
  return () => (liveStatus.isConnected() ? LIVE_SAFETY_POLL_MS : POLL_MS[kind]);
}
