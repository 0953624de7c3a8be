import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { compileOnce } from '../db/compile-once';
import type { Db } from '../db/connection';
import { requestHeader } from '../lib/request';

const versionOf = compileOnce((db: Db, userId: number) => db.selectFrom('pollVersions').select('version').where('userId', '=', userId));

/** Stored, and revalidated each time: private to the member's browser, never served from a shared cache. */
const CACHE_CONTROL = 'private, no-cache';

/**
 * The headers of a 304. Its Content-Type is the list's: without one, Node's
 * adapter labels every bodiless answer text/plain, and a cache may take a
 * 304's headers over into the response it keeps.
 */
export function notModifiedHeaders(tag: string): Record<string, string> {
  return { ETag: tag, 'Cache-Control': CACHE_CONTROL, 'Content-Type': 'application/json' };
}

/**
 * `W/"u<member>.v<version>.<until>"`: whose list, at which version of their
 * rows, and the instant (ms) until which time alone cannot change it ("n":
 * never). The member is in it because a browser's cache is keyed by URL, not
 * by who is signed in.
 */
const TAG = /^W\/"u(\d+)\.v(\d+)\.(\d+|n)"$/;

/** The tag of If-None-Match that still describes the list, if any. */
export function stillValidTag(header: string | undefined, { userId, version, now }: { userId: number; version: string; now: Date }): string | undefined {
  return header
    ?.split(',')
    .map((tag) => tag.trim())
    .find((tag) => {
      const match = TAG.exec(tag);
      if (!match || Number(match[1]) !== userId || match[2] !== version) return false;
      return match[3] === 'n' || now.getTime() < Number(match[3]);
    });
}

/**
 * A list a borrower's phone polls (decision 025), answered with an ETag; a
 * request that carries it (browsers do, for fetch too) while the member's rows
 * are unchanged and nothing in the list has come due gets 304 without the list
 * being read or serialised. "Unchanged" is the member's version in
 * poll_versions, which database triggers bump on every write to their rows,
 * so it holds across API instances and whatever code wrote. The version is
 * read before the list: a write in between makes the tag older than the body,
 * never newer, and the next poll fetches again.
 *
 * `changesAt`: the first instant after `now` at which the same rows would
 * give a different answer (a code expiring, a day ending), or null.
 */
export async function revalidated<T>(
  c: Context<AppEnv>,
  { userId, load, changesAt }: { userId: number; load: (now: Date) => Promise<T>; changesAt: (body: T, now: Date) => Date | null },
): Promise<Response> {
  const { db, clock } = c.get('deps');
  const now = clock.now();
  // The signed-in member's own lists: the version the session lookup read at the start of this request.
  const version = String(c.get('user')?.id === userId ? c.get('memberVersion') : ((await versionOf(db, userId))[0]?.version ?? 0));
  const valid = stillValidTag(requestHeader(c, 'if-none-match'), { userId, version, now });
  if (valid) return c.body(null, 304, notModifiedHeaders(valid));
  const body = await load(now);
  const until = changesAt(body, now);
  return c.json(body, 200, { ETag: `W/"u${userId}.v${version}.${until ? until.getTime() : 'n'}"`, 'Cache-Control': CACHE_CONTROL });
}
