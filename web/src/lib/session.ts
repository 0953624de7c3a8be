/*
 * Keeps the cache (and the persisted copy of it) to one signed-in user. The
 * current user is the authKeys.me query: when it turns to null (logout,
 * an expired or revoked session) or to someone else, everything that
 * belonged to the previous user is dropped, on the page and in IndexedDB.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Persister } from '@tanstack/query-persist-client-core';
import { queryPersister, wipePersistedQueries } from './persist';
import { authKeys, isMeKey, mutationKeys } from './query-keys';

function userIdOf(data: unknown): number | null | undefined {
  if (data === undefined) return undefined;
  return data !== null && typeof data === 'object' && 'id' in data && typeof data.id === 'number' ? data.id : null;
}

/**
 * Marks the session as ended on this page (a 401, the live channel's 4401);
 * watchSession does the rest. A logout in progress finishes on its own, with
 * its notice.
 */
export function markSignedOut(queryClient: QueryClient): void {
  if (queryClient.isMutating({ mutationKey: mutationKeys.logout }) > 0) return;
  if (userIdOf(queryClient.getQueryData(authKeys.me))) queryClient.setQueryData(authKeys.me, null);
}

export function watchSession(
  queryClient: QueryClient,
  {
    onSignedOut,
    onUserChanged,
    persister = queryPersister,
  }: { onSignedOut: () => void; onUserChanged: () => void; persister?: Persister },
): () => void {
  let currentId = userIdOf(queryClient.getQueryData(authKeys.me));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isMeKey(event.query.queryKey)) return;
    const nextId = userIdOf(event.query.state.data);
    if (nextId === undefined || nextId === currentId) return;
    const previousId = currentId;
    currentId = nextId;
    // Only a change away from a known user leaves someone else's data behind.
    if (typeof previousId !== 'number') return;
    // Outside the cache's own notification.
    queueMicrotask(() => {
      const notMe = { predicate: (query: { queryKey: QueryKey }) => !isMeKey(query.queryKey) };
      void wipePersistedQueries(persister);
      if (nextId === null) {
        void queryClient.cancelQueries(notMe);
        queryClient.removeQueries(notMe);
        onSignedOut();
      } else {
        void queryClient.resetQueries(notMe);
        onUserChanged();
      }
    });
  });
}
