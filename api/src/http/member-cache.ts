import type { Db } from '../db/connection';
import { readCachesOf, type Standing } from '../db/read-caches';
import type { UserRow } from '../db/schema';

/*
 * Decision 026: each API instance keeps the members it served recently (their
 * row, and for /api/auth/me their standing), each under the member's version
 * in poll_versions, which database triggers bump on every write to the
 * member's row and to the rows behind their lists and standing (migrations
 * 013 and 014). Every request still reads its session, and with it the
 * member's version, in one indexed statement; an entry is used only while
 * the version read is the version it was stored under. So a write by any
 * code path, CLI or other instance is seen by the next request, as before,
 * and a session ended anywhere ends at once (the session row is read every
 * time, never cached).
 *
 * The version is read before the member's row: a write in between stores a
 * newer row under the older version, which the next request, reading the
 * newer version, replaces. Entries are frozen: they are shared by the
 * requests that read them.
 */

/**
 * The database's members (its ReadCaches, held in AppDeps). A transaction
 * gets none: what it reads may include its own writes, which a rollback
 * would leave behind in the cache under the version from before.
 */
const cacheOf = (db: Db) => {
  if (db.isTransaction) return null;
  const reads = readCachesOf(db);
  return reads.off.has('member-cache') ? null : reads.members;
};

/** The member's row stored under this version, or null. */
export function cachedMember(db: Db, userId: number, version: number): UserRow | null {
  const entry = cacheOf(db)?.get(userId);
  return entry && entry.version === version ? entry.user : null;
}

/** Stores a row read after `version` was; returns the frozen row to use. */
export function rememberMember(db: Db, user: UserRow, version: number): UserRow {
  const frozen = Object.freeze({ ...user });
  cacheOf(db)?.set(user.id, { version, user: frozen, standing: null });
  return frozen;
}

/**
 * The standing stored beside this very row (the object cachedMember or
 * rememberMember gave: same object, same version), while time has not
 * changed it; else null.
 */
export function cachedStanding(db: Db, user: UserRow, now: Date): Standing | null {
  const entry = cacheOf(db)?.get(user.id);
  if (!entry || entry.user !== user || !entry.standing) return null;
  return now.getTime() < entry.standing.until ? entry.standing : null;
}

export function rememberStanding(db: Db, user: UserRow, standing: Standing): void {
  const entry = cacheOf(db)?.get(user.id);
  if (entry && entry.user === user) entry.standing = Object.freeze(standing);
}
