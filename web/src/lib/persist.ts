/*
 * The borrower's offline view (decision 010): the queries a borrower needs
 * without a network are kept in IndexedDB (idb-keyval) and restored before
 * the router first loads. Staff data is never written; logout, a 401 and a
 * change of user wipe it.
 *
 * Restore and save follow @tanstack/query-persist-client-core (same stored
 * shape, buster, maxAge) but use this app's own dehydrate/hydrate: the
 * installed persist-client-core is built against an older query-core, whose
 * QueryClient type does not match ours.
 */
import { isAdminRole, type PublicUser } from '@app/domain/contract';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { dehydrate, hydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { authKeys, complaintKeys, documentKeys, documentViewKeys, isMeKey, ledgerKeys, loanKeys, notificationKeys, withdrawalKeys } from './query-keys';

export const PERSIST_KEY = 'query-cache';
/** Older data is dropped rather than shown as the borrower's current state. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Polling changes the cache every few seconds; one write a second is plenty. */
const PERSIST_THROTTLE_MS = 1000;
/** A new client version discards what an older one saved (the shapes may differ). */
const PERSIST_BUSTER = __APP_VERSION__;

const BORROWER_ROOTS: ReadonlySet<unknown> = new Set(
  [loanKeys.all, notificationKeys.all, withdrawalKeys.all, documentKeys.all, ledgerKeys.all, documentViewKeys.all, complaintKeys.all].map(([root]) => root),
);

/** The borrower's own data: the signed-in user and the borrower lists; never the admin panel's. */
export function isPersistedKey(queryKey: QueryKey): boolean {
  return isMeKey(queryKey) || BORROWER_ROOTS.has(queryKey[0]);
}

/**
 * What is written: only while a borrower is signed in, only their keys, and
 * only queries holding server data (one whose last refetch failed offline
 * still holds it and stays).
 */
function persistFilter(queryClient: QueryClient): (query: Query) => boolean {
  return (query) => {
    const me = queryClient.getQueryData<PublicUser | null>(authKeys.me);
    if (!me || isAdminRole(me.role)) return false;
    return isPersistedKey(query.queryKey) && query.state.data !== undefined && query.state.data !== null;
  };
}

export type KeyValueStorage = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
};

const idbStorage: KeyValueStorage = { get: (key) => get(key), set: (key, value) => set(key, value), del: (key) => del(key) };

/**
 * A persister on idb-keyval that writes at most once per `throttleMs`.
 * Removing cancels a pending write, so a wipe is never undone by a late save.
 * Storage failures (no IndexedDB, private mode, quota) leave the app online-only.
 */
export function createIdbPersister({
  storage = idbStorage,
  key = PERSIST_KEY,
  throttleMs = PERSIST_THROTTLE_MS,
}: { storage?: KeyValueStorage; key?: string; throttleMs?: number } = {}): Persister {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const value = pending;
    pending = undefined;
    if (value) storage.set(key, value).catch(() => undefined);
  };
  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(flush, throttleMs);
    },
    restoreClient: () => storage.get(key) as Promise<PersistedClient | undefined>,
    async removeClient() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      await storage.del(key);
    },
  };
}

/** The app's persister (one per page). */
export const queryPersister = createIdbPersister();

/**
 * Puts the saved queries back into the cache (nothing if too old or from
 * another version) and marks them for a refetch on first use, so the saved
 * data is shown at once and replaced as soon as the server answers.
 */
export async function restorePersistedQueries(queryClient: QueryClient, persister: Persister = queryPersister): Promise<void> {
  let saved: PersistedClient | undefined;
  try {
    saved = await persister.restoreClient();
  } catch {
    saved = undefined;
  }
  if (!saved) return;
  if (saved.buster !== PERSIST_BUSTER || !(Date.now() - saved.timestamp <= PERSIST_MAX_AGE_MS)) {
    await wipePersistedQueries(persister);
    return;
  }
  hydrate(queryClient, saved.clientState);
  await queryClient.invalidateQueries({ predicate: (query) => isPersistedKey(query.queryKey), refetchType: 'none' });
}

/** Saves the borrower's queries whenever the cache changes; returns the unsubscribe. */
export function persistQueries(queryClient: QueryClient, persister: Persister = queryPersister): () => void {
  const shouldDehydrateQuery = persistFilter(queryClient);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    const clientState = dehydrate(queryClient, { shouldDehydrateQuery, shouldDehydrateMutation: () => false });
    void Promise.resolve(persister.persistClient({ timestamp: Date.now(), buster: PERSIST_BUSTER, clientState })).catch(
      () => undefined,
    );
  });
}

/** Drops the saved queries (logout, 401, another user). */
export async function wipePersistedQueries(persister: Persister = queryPersister): Promise<void> {
  try {
    await persister.removeClient();
  } catch {
    // No IndexedDB here: nothing was saved either.
  }
}
