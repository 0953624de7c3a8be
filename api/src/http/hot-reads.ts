import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AppDeps } from '../app-env';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { COMPRESS_MIN_BYTES } from '../lib/compress-json';
import { cookieIn } from '../lib/cookies';
import { logRequest } from '../lib/request-log';
import { notModifiedHeaders, stillValidTag } from './revalidated';
import { readSession, sessionCookieName } from './sessions';

/**
 * Decision 030: the two reads every signed-in phone repeats, answered on
 * Node's own request and response before the app sees them:
 * - `GET /api/auth/me` (each start and refocus of the app);
 * - a polled list (`lists`) revalidated with an ETag that still holds: 304
 *   (decision 025), what a borrower's phone sends every 2 to 3 s.
 *
 * They are answered only when everything is ordinary: a GET with no body and
 * no query, the session cookie of a session in use whose last-seen needs no
 * update, an answer that needs no compression. Anything else (no cookie, an
 * ended session, one whose last-seen or cookie is due to move, a stale tag,
 * HEAD, a database error) resolves false having written nothing, and the app
 * answers it with its middleware as for any request. These answers are built
 * by the same pieces as the app's (readSession, the member cache, the tags
 * of revalidated(), the security headers, the request log line), and
 * hot-reads.test.ts holds them to the app's answers, header by header.
 *
 * Why not in Hono: a request through the adapter and the app's middleware
 * cost about three times the bare node:http answer's CPU before any of this
 * work (docs/performance.md, decision 028), and these two reads are most of
 * what the API serves.
 */
export type HotReads = (incoming: IncomingMessage, outgoing: ServerResponse) => false | Promise<boolean>;

export function createHotReads({
  deps: { db, clock, config, logger },
  headers,
  me,
  lists,
}: {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;
  /** The security headers every answer carries (securityHeaderValues). */
  headers: Readonly<Record<string, string>>;
  /** The path of the member's own answer and how it is made (the app's handler makes it the same way). */
  me: { path: string; answer: (db: Db, user: UserRow, now: Date) => Promise<unknown> };
  /** The paths of the lists answered with revalidated() for the signed-in member. */
  lists: readonly string[];
}): HotReads {
  const cookie = sessionCookieName(config);
  const listPaths = new Set(lists);

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse, token: string, isMe: boolean): Promise<boolean> {
    const logging = logger.isLevelEnabled('info');
    const started = logging ? performance.now() : 0;
    const now = clock.now();
    const found = await readSession(db, { token, now });
    // A session waiting for its second factor gets the app's 403 (decision 032).
    if (!found || found.state !== 'current' || found.session.mfaPending === 1) return false;
    const { user, memberVersion } = found;
    let status: number;
    let own: Record<string, string | number>;
    let body: string | undefined;
    if (isMe) {
      body = JSON.stringify(await me.answer(db, user, now));
      const length = Buffer.byteLength(body);
      if (length >= COMPRESS_MIN_BYTES) return false;
      status = 200;
      own = { 'content-type': 'application/json', 'content-length': length };
    } else {
      const tag = stillValidTag(incoming.headers['if-none-match'], { userId: user.id, version: String(memberVersion), now });
      if (!tag) return false;
      status = 304;
      own = notModifiedHeaders(tag);
    }
    // Nothing has been written before this point: every `return false` above leaves the request whole for the app.
    outgoing.writeHead(status, { ...headers, ...own });
    outgoing.end(body);
    if (logging) logRequest(logger, { method: 'GET', path: incoming.url ?? '', status, started, userId: user.id });
    return true;
  }

  return (incoming, outgoing) => {
    const { method, url, headers: sent } = incoming;
    if (method !== 'GET' || url === undefined) return false;
    const isMe = url === me.path;
    if (!isMe && !(listPaths.has(url) && sent['if-none-match'] !== undefined)) return false;
    if (sent['content-length'] !== undefined || sent['transfer-encoding'] !== undefined) return false;
    const token = cookieIn(sent.cookie, cookie);
    if (!token) return false;
    // An error once the answer is on its way cannot hand the request over: it has been answered.
    return answer(incoming, outgoing, token, isMe).catch(() => outgoing.headersSent);
  };
}

/** A Node request listener that gives each request to the hot reads first, and to `app` when they do not answer it. */
export function hotReadsFirst(hot: HotReads, app: RequestListener): RequestListener {
  return (incoming, outgoing) => {
    const answered = hot(incoming, outgoing);
    if (answered === false) {
      void app(incoming, outgoing);
      return;
    }
    void answered.then((done) => {
      if (!done) void app(incoming, outgoing);
    });
  };
}
