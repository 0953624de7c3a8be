import {
  isAdminRole,
  LIVE_CLOSE_SESSION_ENDED,
  LIVE_CLOSE_SERVICE_RESTART,
  LIVE_CLOSE_SESSION_RENEWED,
  LIVE_CLOSE_TOO_MANY_SOCKETS,
  LIVE_USER_EVENT_TYPES,
  parseLiveClientMessage,
  type LiveAdminScope,
  type LiveMessage,
  type LiveUserEventType,
} from '@app/domain';
import { parse as parseCookies } from 'hono/utils/cookie';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AppDeps } from '../../app-env';
import type { UserRow } from '../../db/schema';
import { isOwnOrigin } from '../../lib/origin-check';
import { expectedOriginFor } from '../../lib/request';
import { hashToken } from '../../lib/tokens';
import { inPacedBatches } from '../../lib/yield';
import { sessionCookieName, validateSessionToken } from '../../http/sessions';
import type { LiveEvent, LiveEventType } from './live.events';

/*
 * The live channel of SPEC.md 7 on the server (DEPARTURES.md 5, decision
 * 009): a WebSocket at /ws on the HTTP server's port, authenticated by the
 * session cookie at the upgrade. A socket receives its own member's events
 * and, for staff, which back-office list changed. Nothing a client sends
 * changes whom a socket belongs to.
 */

const LIVE_PATH = '/ws';
/** Clients only ever send the small SPEC.md greeting. */
const LIVE_MAX_PAYLOAD_BYTES = 1024;
const LIVE_HEARTBEAT_MS = 30_000;
/** A heartbeat round's share of the interval it is spread over, and the pause between its slices. */
const HEARTBEAT_SPREAD = 0.5;
const HEARTBEAT_SLICE_MS = 100;
/** A few tabs of one browser; a stolen or leaked cookie cannot pile up sockets. */
const LIVE_MAX_SOCKETS_PER_SESSION = 5;
/** On shutdown, how long a client gets to answer the close before it is cut. */
const CLOSE_GRACE_MS = 1000;

const USER_EVENTS: ReadonlySet<LiveEventType> = new Set<LiveUserEventType>(LIVE_USER_EVENT_TYPES);

const ADMIN_SCOPES: Partial<Record<LiveEventType, LiveAdminScope>> = {
  loan_updated: 'loans',
  withdrawal_updated: 'withdrawals',
  wallet_updated: 'users',
  document_updated: 'users',
  credit_score_updated: 'users',
  user_updated: 'users',
  staff_updated: 'admins',
  complaint_updated: 'complaints',
  approval_updated: 'approvals',
};

function seesScope(role: string, scope: LiveAdminScope): boolean {
  return scope === 'admins' ? role === 'main_admin' : isAdminRole(role);
}

/** The minimal surface of the node HTTP server the channel needs. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
  off(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

export interface LiveChannel {
  /** Open sockets (for tests and logs). */
  readonly size: number;
  /** Stops accepting, closes every socket (1012: reconnect elsewhere), and resolves when they are gone. */
  close(): Promise<void>;
}

interface Client {
  socket: WebSocket;
  /** Kept in memory only, to re-check the session; the database has its hash. */
  token: string;
  /** The session's id (the token's hash), as events name it. */
  sessionId: string;
  user: UserRow;
  isAlive: boolean;
}

function refuse(socket: Duplex, status: number): void {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The URL as @hono/node-server builds it for HTTP requests, so both see the same origin. */
function upgradeUrl(request: IncomingMessage): URL | null {
  const host = request.headers.host;
  if (!host || !request.url?.startsWith('/')) return null;
  const scheme = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}${request.url}`);
  } catch {
    return null;
  }
}

function claimedUserId(data: RawData, isBinary: boolean): number | null {
  return isBinary ? null : (parseLiveClientMessage(data.toString())?.userId ?? null);
}

export function attachLiveChannel({
  server,
  deps,
  heartbeatMs = LIVE_HEARTBEAT_MS,
}: {
  server: UpgradeSource;
  deps: AppDeps;
  heartbeatMs?: number;
}): LiveChannel {
  const { db, clock, logger } = deps;
  /** Every open socket, in connection order, and the same sockets by member and by session; staff's apart. */
  const clients = new Set<Client>();
  const byUser = new Map<number, Set<Client>>();
  const bySession = new Map<string, Set<Client>>();
  const staff = new Set<Client>();
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: LIVE_MAX_PAYLOAD_BYTES });
  let isClosing = false;
  /** Counts session_revoked events, so an upgrade can tell whether one passed while it checked the cookie. */
  let revocations = 0;
  /** Upgrades checking their cookie: a renewal of that session meanwhile sends the new socket back too. */
  const upgrading = new Set<{ sessionId: string; isRenewed: boolean }>();

  function send(client: Client, message: LiveMessage): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  function addTo<K>(index: Map<K, Set<Client>>, key: K, client: Client): void {
    const set = index.get(key);
    if (set) set.add(client);
    else index.set(key, new Set([client]));
  }

  function removeFrom<K>(index: Map<K, Set<Client>>, key: K, client: Client): void {
    const set = index.get(key);
    if (set?.delete(client) && set.size === 0) index.delete(key);
  }

  function track(client: Client): void {
    clients.add(client);
    addTo(byUser, client.user.id, client);
    addTo(bySession, client.sessionId, client);
    if (isAdminRole(client.user.role)) staff.add(client);
  }

  /** Forgets a socket (again, harmlessly, when its 'close' follows a close made here). */
  function untrack(client: Client): void {
    if (!clients.delete(client)) return;
    removeFrom(byUser, client.user.id, client);
    removeFrom(bySession, client.sessionId, client);
    staff.delete(client);
  }

  /** The member as the session now reads: a role may have changed since the socket opened. */
  function refreshUser(client: Client, user: UserRow): void {
    client.user = user;
    if (isAdminRole(user.role)) staff.add(client);
    else staff.delete(client);
  }

  function closeClient(client: Client, code: number, reason: string): void {
    untrack(client);
    client.socket.close(code, reason);
  }

  /** Re-checks sessions without counting as activity; a socket whose session ended is closed. */
  async function recheck(targets: Client[]): Promise<void> {
    const checks = new Map<string, ReturnType<typeof validateSessionToken>>();
    await Promise.all(
      targets.map(async (client) => {
        let check = checks.get(client.token);
        if (!check) {
          check = validateSessionToken(db, { token: client.token, now: clock.now(), isActivity: false });
          checks.set(client.token, check);
        }
        const valid = await check;
        if (!clients.has(client)) return;
        if (valid) refreshUser(client, valid.user);
        else closeClient(client, LIVE_CLOSE_SESSION_ENDED, 'Session ended');
      }),
    );
  }

  function recheckInBackground(targets: Client[]): void {
    if (targets.length === 0 || isClosing) return;
    recheck(targets).catch((error: unknown) => logger.error({ err: error }, 'live session check failed'));
  }

  function deliver(event: LiveEvent): void {
    if (event.type === 'session_renewed') {
      for (const watch of upgrading) if (watch.sessionId === event.sessionId) watch.isRenewed = true;
      for (const client of [...((event.sessionId && bySession.get(event.sessionId)) || [])]) {
        if (client.user.id === event.userId) closeClient(client, LIVE_CLOSE_SESSION_RENEWED, 'Session renewed');
      }
      return;
    }
    if (event.type === 'session_revoked') {
      revocations += 1;
      recheckInBackground([...(byUser.get(event.userId) ?? [])]);
      return;
    }
    // By index, not over every socket: with 20,000 open, each event would otherwise visit them all.
    const own = USER_EVENTS.has(event.type) ? byUser.get(event.userId) : undefined;
    for (const client of own ?? []) send(client, { type: event.type as LiveUserEventType });
    const scope = ADMIN_SCOPES[event.type];
    if (!scope) return;
    for (const client of staff) {
      if (seesScope(client.user.role, scope)) send(client, { type: 'admin_updated', scope, userId: event.userId });
    }
  }

  const unsubscribe = deps.live.subscribe((event) => {
    // A publisher runs after its transaction committed; delivery must never fail it.
    try {
      deliver(event);
    } catch (error) {
      logger.error({ err: error, event }, 'live delivery failed');
    }
  });

  function connect(socket: WebSocket, token: string, user: UserRow): Client {
    const client: Client = { socket, token, sessionId: hashToken(token), user, isAlive: true };
    // A set keeps insertion order: the first of this session's sockets is its oldest.
    const sameSession = [...(bySession.get(client.sessionId) ?? [])];
    for (const oldest of sameSession.slice(0, Math.max(0, sameSession.length + 1 - LIVE_MAX_SOCKETS_PER_SESSION))) {
      closeClient(oldest, LIVE_CLOSE_TOO_MANY_SOCKETS, 'Too many live connections');
    }
    track(client);
    socket.on('pong', () => {
      client.isAlive = true;
    });
    socket.on('message', (data, isBinary) => {
      // SPEC.md's {type: 'auth', userId} greeting: the session already says who this is.
      const claimed = claimedUserId(data, isBinary);
      if (claimed !== null && claimed !== client.user.id) {
        logger.warn({ userId: client.user.id, claimedUserId: claimed }, 'live auth message for another member ignored');
      }
    });
    socket.on('error', (error) => logger.debug({ err: error, userId: client.user.id }, 'live socket error'));
    socket.on('close', () => untrack(client));
    return client;
  }

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = upgradeUrl(request);
    if (!url) return refuse(socket, 400);
    if (url.pathname !== LIVE_PATH) return refuse(socket, 404);
    // Cross-site WebSocket hijacking: the browser sends the cookie with any page's socket.
    if (!isOwnOrigin(request.headers.origin, expectedOriginFor(deps.config, url.href))) return refuse(socket, 403);
    const name = sessionCookieName(deps.config);
    const token = parseCookies(request.headers.cookie ?? '', name)[name];
    if (!token) return refuse(socket, 401);
    const watch = { sessionId: hashToken(token), isRenewed: false };
    upgrading.add(watch);
    try {
      const seenRevocations = revocations;
      const valid = await validateSessionToken(db, { token, now: clock.now() });
      if (!valid) return refuse(socket, 401);
      // A session waiting for its second factor opens nothing but the code step (decision 032).
      if (valid.session.mfaPending === 1) return refuse(socket, 403);
      if (isClosing) return refuse(socket, 503);
      if (socket.destroyed) return;
      socket.off('error', onEarlySocketError);
      // ws completes the handshake (and calls back) or aborts it before handleUpgrade returns.
      wss.handleUpgrade(request, socket, head, (ws) => {
        const client = connect(ws, token, valid.user);
        if (watch.isRenewed) closeClient(client, LIVE_CLOSE_SESSION_RENEWED, 'Session renewed');
        else if (revocations !== seenRevocations) recheckInBackground([client]);
      });
    } finally {
      upgrading.delete(watch);
    }
  }

  function onEarlySocketError(error: Error): void {
    logger.debug({ err: error }, 'live upgrade socket error');
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', onEarlySocketError);
    upgrade(request, socket, head).catch((error: unknown) => {
      logger.error({ err: error }, 'live upgrade failed');
      if (!socket.destroyed) refuse(socket, 500);
    });
  }
  server.on('upgrade', onUpgrade);

  // A socket that did not answer the last ping is gone (phones drop off
  // networks without a goodbye); each round also re-checks the sessions, so
  // expiry closes sockets that nobody logged out. A round is spread over
  // half the interval, a slice every HEARTBEAT_SLICE_MS, each slice in
  // batches paced to BUSY_MS: 20,000 pings and session checks in one go held
  // every request for most of a second, and paced but at full speed they
  // still took both workers' whole cores for two seconds every 30 s, the
  // p99 of 20,000 online (decision 076).
  async function heartbeatRound(): Promise<void> {
    const sockets = [...clients];
    const slices = Math.max(1, Math.floor((heartbeatMs * HEARTBEAT_SPREAD) / HEARTBEAT_SLICE_MS));
    const perSlice = Math.ceil(sockets.length / slices);
    let batch: number | undefined;
    for (let at = 0; at < sockets.length && !isClosing; at += perSlice) {
      const sliceStarted = performance.now();
      batch = await inPacedBatches(sockets.slice(at, at + perSlice), beat, { shouldStop: () => isClosing, ...(batch ? { batch } : {}) });
      const rest = HEARTBEAT_SLICE_MS - (performance.now() - sliceStarted);
      if (at + perSlice < sockets.length && rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }

  /** One batch of a round: a socket silent since the last ping is cut, the others pinged and their sessions re-checked. */
  async function beat(part: Client[]): Promise<void> {
    const alive: Client[] = [];
    for (const client of part) {
      // Gone since the round began, or already closing (ping would throw): its 'close' removes it.
      if (!clients.has(client) || client.socket.readyState !== client.socket.OPEN) continue;
      if (!client.isAlive) {
        untrack(client);
        client.socket.terminate();
        continue;
      }
      client.isAlive = false;
      client.socket.ping();
      alive.push(client);
    }
    if (alive.length > 0) await recheck(alive);
  }

  /** The round under way; a round that outlasts the interval makes the next one wait. */
  let round: Promise<void> | null = null;
  const heartbeat = setInterval(() => {
    if (round || isClosing) return;
    round = heartbeatRound()
      .catch((error: unknown) => logger.error({ err: error }, 'live heartbeat failed'))
      .finally(() => {
        round = null;
      });
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get size() {
      return clients.size;
    },
    async close() {
      isClosing = true;
      clearInterval(heartbeat);
      unsubscribe();
      server.off('upgrade', onUpgrade);
      // A round stops at its next batch; its session checks finish before the store may close.
      await round;
      const sockets = [...clients].map((client) => client.socket);
      clients.clear();
      byUser.clear();
      bySession.clear();
      staff.clear();
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === socket.CLOSED) return resolve();
              const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
              socket.once('close', () => {
                clearTimeout(cut);
                resolve();
              });
              socket.close(LIVE_CLOSE_SERVICE_RESTART, 'Service restart');
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
