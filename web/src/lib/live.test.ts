import type { LiveMessage } from '@app/domain/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, connectLive, type LiveSocket, queryKeysFor } from './live';
import { liveStatus } from './live-status';
import { mutationKeys } from './query-keys';

describe('queryKeysFor', () => {
  it.each<[LiveMessage, unknown[]]>([
    [{ type: 'loan_updated' }, [['loans'], ['auth', 'me']]],
    [{ type: 'wallet_updated' }, [['auth', 'me'], ['ledger']]],
    [{ type: 'withdrawal_updated' }, [['withdrawals'], ['auth', 'me']]],
    [{ type: 'notification_created' }, [['notifications']]],
    [{ type: 'document_updated' }, [['documents']]],
    [{ type: 'credit_score_updated' }, [['auth', 'me']]],
    [{ type: 'user_updated' }, [['auth', 'me']]],
    [{ type: 'complaint_updated' }, [['complaints']]],
    [{ type: 'admin_updated', scope: 'loans', userId: 7 }, [['admin', 'loans'], ['admin', 'member', 7]]],
    [{ type: 'admin_updated', scope: 'users', userId: 7 }, [['admin', 'users'], ['admin', 'member', 7]]],
    [{ type: 'admin_updated', scope: 'withdrawals', userId: 7 }, [['admin', 'withdrawals'], ['admin', 'member', 7]]],
    [{ type: 'admin_updated', scope: 'admins', userId: 7 }, [['admin', 'admins'], ['admin', 'member', 7]]],
    [{ type: 'admin_updated', scope: 'complaints', userId: 7 }, [['admin', 'complaints'], ['admin', 'member', 7]]],
    [{ type: 'admin_updated', scope: 'approvals', userId: 7 }, [['admin', 'approvals'], ['admin', 'member', 7]]],
  ])('%o refreshes %o', (message, keys) => {
    expect(queryKeysFor(message)).toEqual(keys);
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s to a 30 s cap, each wait between half and all of its step', () => {
    const lowest = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, () => 0));
    const highest = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, () => 1));
    expect(highest).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(lowest).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });
});

class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.serverCloses(code ?? 1000);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

describe('connectLive', () => {
  let sockets: FakeSocket[];
  let queryClient: QueryClient;
  let connectivity: EventTarget & { navigator: { onLine: boolean } };
  let onSessionEnded: ReturnType<typeof vi.fn<() => void>>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    queryClient = new QueryClient();
    connectivity = Object.assign(new EventTarget(), { navigator: { onLine: true } });
    onSessionEnded = vi.fn<() => void>();
    stop = connectLive({
      queryClient,
      userId: 5,
      onSessionEnded,
      url: 'ws://app.test/ws',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 1,
      connectivity,
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('greets with the SPEC auth message and reports the channel as open', () => {
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://app.test/ws');
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual(['{"type":"auth","userId":5}']);
    expect(liveStatus.isConnected()).toBe(true);
  });

  it('refreshes the queries a message names and no others', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    sockets[0]?.open();
    sockets[0]?.receive('{"type":"document_updated"}');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['documents']]);
  });

  it('announces an admin’s loan change, but not the echo of the borrower’s own application', async () => {
    const notices = await import('./notices');
    const notify = vi.spyOn(notices, 'notifySuccess').mockImplementation(() => {});
    sockets[0]?.open();
    sockets[0]?.receive('{"type":"loan_updated"}');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0]?.[0]).toEqual({
      title: 'Account Updated',
      message: 'Your loan information has been updated by an administrator.',
    });

    let respond = () => {};
    const apply = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: mutationKeys.applyForLoan, mutationFn: () => new Promise<void>((r) => (respond = r)) })
      .execute(undefined);
    await vi.advanceTimersByTimeAsync(10);
    sockets[0]?.receive('{"type":"loan_updated"}');
    respond();
    await vi.advanceTimersByTimeAsync(10);
    await expect(apply).resolves.toBeUndefined();
    sockets[0]?.receive('{"type":"loan_updated"}');
    expect(notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    sockets[0]?.receive('{"type":"loan_updated"}');
    expect(notify).toHaveBeenCalledTimes(2);
    notify.mockRestore();
  });

  it('reconnects with growing waits after a drop, and starts over once connected', () => {
    sockets[0]?.open();
    sockets[0]?.serverCloses(1001);
    expect(liveStatus.isConnected()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverCloses(1006);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
    sockets[2]?.open();
    sockets[2]?.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('after a gap, refetches what it may have missed', () => {
    sockets[0]?.open();
    sockets[0]?.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    sockets[1]?.open();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['auth', 'me'],
      ['loans'],
      ['withdrawals'],
      ['notifications'],
      ['documents'],
      ['ledger'],
      ['complaints'],
      ['admin'],
    ]);
  });

  it('ends the session on 4401 and does not reconnect', () => {
    sockets[0]?.open();
    sockets[0]?.serverCloses(4401);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it.each([
    [4001, 'this device was given a new session'],
    [1012, 'the server is restarting or draining'],
  ])('on %i (%s) reconnects and stays signed in', (code) => {
    sockets[0]?.open();
    sockets[0]?.serverCloses(code);
    expect(onSessionEnded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('on 4429 (newer sockets of this session took its place) stays signed in and does not reconnect', () => {
    sockets[0]?.open();
    sockets[0]?.serverCloses(4429);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(liveStatus.isConnected()).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('waits for the network while offline and reconnects as soon as it is back', () => {
    sockets[0]?.open();
    connectivity.navigator.onLine = false;
    connectivity.dispatchEvent(new Event('offline'));
    expect(sockets[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    connectivity.navigator.onLine = true;
    connectivity.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
  });

  it('closes for good when stopped', () => {
    sockets[0]?.open();
    stop();
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(liveStatus.isConnected()).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
