import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './api';
import { liveStatus } from './live-status';
import { createQueryClient, pollEvery } from './query-client';
import { documentKeys, loanKeys } from './query-keys';

describe('pollEvery', () => {
  it('polls at the SPEC pace without the live channel and at the safety pace with it', () => {
    const me = pollEvery('me');
    const documents = pollEvery('documents');
    const adminUsers = pollEvery('adminUsers');
    expect([me(), documents(), adminUsers()]).toEqual([3000, 5000, 2000]);
    liveStatus.set(true);
    expect([me(), documents(), adminUsers()]).toEqual([45_000, 45_000, 45_000]);
    liveStatus.set(false);
    expect(me()).toBe(3000);
  });
});

describe('createQueryClient', () => {
  it('reports a 401 from any query or mutation, and nothing else', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized });
    const fail = (status: number) => () => Promise.reject(new HttpError({ status, statusText: '', body: '' }));
    await queryClient.fetchQuery({ queryKey: loanKeys.all, queryFn: fail(500) }).catch(() => undefined);
    await queryClient.fetchQuery({ queryKey: documentKeys.all, queryFn: fail(401) }).catch(() => undefined);
    await queryClient.getMutationCache().build(queryClient, { mutationFn: fail(401) }).execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
