import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createIdbPersister,
  isPersistedKey,
  type KeyValueStorage,
  PERSIST_KEY,
  PERSIST_MAX_AGE_MS,
  persistQueries,
  restorePersistedQueries,
} from './persist';
import {
  adminKeys,
  authKeys,
  documentKeys,
  ledgerKeys,
  type ListParams,
  loanKeys,
  notificationKeys,
  withdrawalKeys,
} from './query-keys';
import { aUser, OFFICER } from '../test/fixtures';

function memoryStorage(): KeyValueStorage & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => void values.set(key, structuredClone(value)),
    del: async (key) => void values.delete(key),
  };
}

const FIRST_PAGE: ListParams = { page: 1, q: '', order: 'desc' };
const borrower = aUser({ id: 1, walletBalance: 1_200_000 });
const staff = OFFICER;

function savedKeys(storage: ReturnType<typeof memoryStorage>): string[] {
  const saved = storage.values.get(PERSIST_KEY) as { clientState: { queries: Array<{ queryKey: unknown[] }> } } | undefined;
  return (saved?.clientState.queries ?? []).map((query) => query.queryKey.join('/'));
}

afterEach(() => vi.useRealTimers());

describe('isPersistedKey', () => {
  it('keeps the borrower’s own queries and never the admin panel’s', () => {
    const borrowerKeys = [authKeys.me, loanKeys.all, notificationKeys.all, withdrawalKeys.all, documentKeys.all, ledgerKeys.forBalance(1)];
    for (const key of borrowerKeys) expect(isPersistedKey(key)).toBe(true);
    // The borrower's complaints read offline (issue 15); the back office's queue is not theirs.
    expect(isPersistedKey(['complaints'])).toBe(true);
    // The panel's keys, and keys this app does not build.
    for (const key of [adminKeys.scope('users'), adminKeys.loans(FIRST_PAGE), adminKeys.all, ['admin', 'complaints'], ['auth', 'other'], ['settings']]) {
      expect(isPersistedKey(key)).toBe(false);
    }
  });
});

describe('persistQueries', () => {
  it('saves a borrower’s queries, once a second at most, without admin data', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    persistQueries(queryClient, createIdbPersister({ storage }));
    queryClient.setQueryData(authKeys.me, borrower);
    queryClient.setQueryData(loanKeys.all, [{ id: 9 }]);
    queryClient.setQueryData(adminKeys.users(FIRST_PAGE), { rows: [], total: 0 });
    expect(storage.values.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(savedKeys(storage).sort()).toEqual(['auth/me', 'loans']);
  });

  it('saves nothing while staff are signed in', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    persistQueries(queryClient, createIdbPersister({ storage }));
    queryClient.setQueryData(authKeys.me, staff);
    queryClient.setQueryData(loanKeys.all, [{ id: 9 }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(savedKeys(storage)).toEqual([]);
  });

  it('keeps data whose refetch failed offline', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    persistQueries(queryClient, createIdbPersister({ storage }));
    queryClient.setQueryData(authKeys.me, borrower);
    queryClient.setQueryData(loanKeys.all, [{ id: 9 }]);
    await queryClient
      .fetchQuery({ queryKey: loanKeys.all, queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(savedKeys(storage).sort()).toEqual(['auth/me', 'loans']);
  });

  it('drops a pending write when the saved copy is removed', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const persister = createIdbPersister({ storage });
    const queryClient = new QueryClient();
    persistQueries(queryClient, persister);
    queryClient.setQueryData(authKeys.me, borrower);
    await persister.removeClient();
    await vi.advanceTimersByTimeAsync(5000);
    expect(storage.values.has(PERSIST_KEY)).toBe(false);
  });
});

describe('restorePersistedQueries', () => {
  async function saveOne(storage: ReturnType<typeof memoryStorage>) {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    persistQueries(queryClient, createIdbPersister({ storage }));
    queryClient.setQueryData(authKeys.me, borrower);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
  }

  it('puts the saved queries back, marked for a refetch on first use', async () => {
    const storage = memoryStorage();
    await saveOne(storage);
    const queryClient = new QueryClient();
    await restorePersistedQueries(queryClient, createIdbPersister({ storage }));
    expect(queryClient.getQueryData(authKeys.me)).toEqual(borrower);
    expect(queryClient.getQueryState(authKeys.me)?.isInvalidated).toBe(true);
  });

  it('discards a copy from another version or older than the maximum age', async () => {
    for (const change of [{ buster: 'an older build' }, { timestamp: Date.now() - PERSIST_MAX_AGE_MS - 1 }]) {
      const storage = memoryStorage();
      await saveOne(storage);
      storage.values.set(PERSIST_KEY, { ...(storage.values.get(PERSIST_KEY) as object), ...change });
      const queryClient = new QueryClient();
      await restorePersistedQueries(queryClient, createIdbPersister({ storage }));
      expect(queryClient.getQueryData(authKeys.me)).toBeUndefined();
      expect(storage.values.has(PERSIST_KEY)).toBe(false);
    }
  });

  it('starts empty when the storage cannot be read', async () => {
    const queryClient = new QueryClient();
    const storage = { ...memoryStorage(), get: () => Promise.reject(new Error('no IndexedDB')) };
    await restorePersistedQueries(queryClient, createIdbPersister({ storage }));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
