import type { PublicUser } from '@app/domain/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createIdbPersister, type KeyValueStorage, PERSIST_KEY } from './persist';
import { markSignedOut, watchSession } from './session';
import { authKeys, loanKeys, mutationKeys } from './query-keys';
import { aUser } from '../test/fixtures';

const maria = aUser({ id: 1 });
const jose = aUser({ id: 2, fullName: 'Jose Cruz' });

function setUp(me: PublicUser | null | undefined) {
  const values = new Map<string, unknown>([[PERSIST_KEY, { saved: true }]]);
  const storage: KeyValueStorage = {
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    del: async (key) => void values.delete(key),
  };
  const queryClient = new QueryClient();
  if (me !== undefined) queryClient.setQueryData(authKeys.me, me);
  queryClient.setQueryData(loanKeys.all, [{ id: 9 }]);
  const onSignedOut = vi.fn<() => void>();
  const onUserChanged = vi.fn<() => void>();
  watchSession(queryClient, { onSignedOut, onUserChanged, persister: createIdbPersister({ storage }) });
  return { queryClient, values, onSignedOut, onUserChanged };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchSession', () => {
  it('when the session ends (a 401 or logout), drops the user’s data here and on the device', async () => {
    const { queryClient, values, onSignedOut } = setUp(maria);
    markSignedOut(queryClient);
    await settle();
    expect(queryClient.getQueryData(authKeys.me)).toBeNull();
    expect(queryClient.getQueryData(loanKeys.all)).toBeUndefined();
    expect(values.has(PERSIST_KEY)).toBe(false);
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('when the server answers for someone else, drops the previous user’s data', async () => {
    const { queryClient, values, onSignedOut, onUserChanged } = setUp(maria);
    queryClient.setQueryData(authKeys.me, jose);
    await settle();
    expect(queryClient.getQueryData(authKeys.me)).toEqual(jose);
    expect(queryClient.getQueryData(loanKeys.all)).toBeUndefined();
    expect(values.has(PERSIST_KEY)).toBe(false);
    expect(onUserChanged).toHaveBeenCalledOnce();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('leaves everything alone when the same user is refreshed or someone signs in', async () => {
    const { queryClient, values, onSignedOut, onUserChanged } = setUp(null);
    queryClient.setQueryData(authKeys.me, maria);
    queryClient.setQueryData(authKeys.me, { ...maria, walletBalance: 5 });
    await settle();
    expect(queryClient.getQueryData(loanKeys.all)).toEqual([{ id: 9 }]);
    expect(values.has(PERSIST_KEY)).toBe(true);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(onUserChanged).not.toHaveBeenCalled();
  });
});

describe('markSignedOut', () => {
  it('leaves a logout in progress to finish on its own', async () => {
    const { queryClient } = setUp(maria);
    let finish = () => {};
    void queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: mutationKeys.logout, mutationFn: () => new Promise<void>((r) => (finish = r)) })
      .execute(undefined);
    markSignedOut(queryClient);
    expect(queryClient.getQueryData(authKeys.me)).toEqual(maria);
    finish();
  });
});
