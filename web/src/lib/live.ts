/*
 * The live channel's client (SPEC.md 7, DEPARTURES.md 5, decision 009): a
 * WebSocket at /ws while someone is signed in. A message names what changed;
 * the matching queries are refetched with the user's own session. While the
 * socket is open, polling relaxes (query-client.ts pollEvery); when it drops,
 * the SPEC intervals come back and the client reconnects with backoff.
 */
import { LIVE_CLOSE_SESSION_ENDED, LIVE_CLOSE_TOO_MANY_SOCKETS, parseLiveMessage, type LiveClientMessage, type LiveMessage } from '@app/domain/contract';
import { NOTICES } from '@app/domain/messages';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { defineTexts } from './i18n';
import { liveStatus } from './live-status';
import { notifySuccess } from './notices';
import {
  adminKeys,
  authKeys,
  complaintKeys,
  documentKeys,
  invalidateKeys,
  ledgerKeys,
  loanKeys,
  mutationKeys,
  notificationKeys,
  withdrawalKeys,
} from './query-keys';

/** Which queries a message makes stale: exactly those showing what changed. */
export function queryKeysFor(message: LiveMessage): QueryKey[] {
  switch (message.type) {
    case 'loan_updated':
      return [loanKeys.all, authKeys.me];
    case 'wallet_updated':
      return [authKeys.me, ledgerKeys.all];
    case 'withdrawal_updated':
      // The available balance counts withdrawals in progress.
      return [withdrawalKeys.all, authKeys.me];
    case 'notification_created':
      return [notificationKeys.all];
    case 'document_updated':
      return [documentKeys.all];
    case 'credit_score_updated':
    case 'user_updated':
      return [authKeys.me];
    case 'complaint_updated':
      return [complaintKeys.all];
    case 'admin_updated':
      // The list of that scope, and the open member dialog (details, documents, ledger, audit).
      return [adminKeys.scope(message.scope), adminKeys.member(message.userId)];
  }
}

// Read when a notice is shown: the signed-in header keeps the group following the language.
const noticeTexts = defineTexts({ NOTICES });

/** What a page refetches after a gap in the channel, when it may have missed messages. */
const REFRESH_AFTER_GAP: QueryKey[] = [
  authKeys.me,
  loanKeys.all,
  withdrawalKeys.all,
  notificationKeys.all,
  documentKeys.all,
  ledgerKeys.all,
  complaintKeys.all,
  adminKeys.all,
];

/** How long after the borrower's own loan call a loan_updated is taken to be its echo. */
const OWN_CHANGE_MS = 5000;

/**
 * The server also announces the borrower's own application (for their other
 * tabs and the back office); that one is not "updated by an administrator".
 * The push can arrive before the call's own response.
 */
function isOwnLoanChange(queryClient: QueryClient): boolean {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: mutationKeys.applyForLoan })
    .some(({ state }) => state.status === 'pending' || (state.status === 'success' && Date.now() - state.submittedAt < OWN_CHANGE_MS));
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from 1 s
 * up to 30 s, each wait drawn between half and all of it, so that phones
 * dropped together by a server restart do not all return at once.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export type LiveSocket = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type LiveOptions = {
  queryClient: QueryClient;
  userId: number;
  /** The server closed the socket because the session ended (4401). */
  onSessionEnded: () => void;
  url?: string;
  createSocket?: (url: string) => LiveSocket;
  random?: () => number;
  /** The browser's connectivity events; `window` in the app. */
  connectivity?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };
};

function defaultUrl(): string {
  return `${window.location.origin.replace(/^http/, 'ws')}/ws`;
}

/** Opens the channel for `userId` and keeps it open until the returned stop is called. */
export function connectLive({
  queryClient,
  userId,
  onSessionEnded,
  url = defaultUrl(),
  createSocket = (target) => new WebSocket(target),
  random = Math.random,
  connectivity = window,
}: LiveOptions): () => void {
  let socket: LiveSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  let hasHadGap = false;

  const refreshAll = () => void invalidateKeys(queryClient, REFRESH_AFTER_GAP);

  const onMessage = (event: MessageEvent) => {
    const message = parseLiveMessage(event.data);
    if (!message) return;
    void invalidateKeys(queryClient, queryKeysFor(message));
    if (message.type === 'loan_updated' && !isOwnLoanChange(queryClient)) notifySuccess(noticeTexts.get().accountUpdated);
  };

  const open = () => {
    clearTimeout(timer);
    timer = undefined;
    if (isStopped || socket) return;
    // Offline: wait for the 'online' event rather than burn attempts.
    if (!connectivity.navigator.onLine) return;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      const greeting: LiveClientMessage = { type: 'auth', userId };
      current.send(JSON.stringify(greeting));
      liveStatus.set(true);
      if (hasHadGap) refreshAll();
    };
    current.onmessage = onMessage;
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      const wasConnected = liveStatus.isConnected();
      liveStatus.set(false);
      if (isStopped) return;
      if (event.code === LIVE_CLOSE_SESSION_ENDED) {
        isStopped = true;
        onSessionEnded();
        return;
      }
      hasHadGap = true;
      // Refetching now also brings back the SPEC polling pace (read after each fetch).
      if (wasConnected) refreshAll();
      // Newer tabs of this session hold the sockets; reconnecting would push one of them out.
      if (event.code === LIVE_CLOSE_TOO_MANY_SOCKETS) return;
      timer = setTimeout(open, backoffDelay(attempt, random));
      attempt += 1;
    };
  };

  const onOnline = () => {
    attempt = 0;
    open();
  };
  // A socket can outlive the network for minutes; the 'offline' event is quicker.
  const onOffline = () => socket?.close(1000, 'offline');

  connectivity.addEventListener('online', onOnline);
  connectivity.addEventListener('offline', onOffline);
  open();

  return () => {
    isStopped = true;
    clearTimeout(timer);
    connectivity.removeEventListener('online', onOnline);
    connectivity.removeEventListener('offline', onOffline);
    const current = socket;
    socket = null;
    current?.close(1000, 'signed out');
    liveStatus.set(false);
  };
}
