import { describe, expect, it } from 'vitest';
import { runMaintenance } from '../features/maintenance';
import { recordFigure } from '../test/figures';
import { createTestContext } from '../test/harness';
import { MINUTE } from './clock';

// Issue 10 item 7: the counters live in the database (one upsert on the
// key's primary key per attempt), so a flood of other keys cannot push a
// counter out, and several server instances on one database share them.

const RULE = { limit: 3, windowMs: 15 * MINUTE };

describe('the rate limiter', () => {
  it('keeps a counter through a flood of 100,000 other keys', { timeout: 300_000 }, async () => {
    const ctx = await createTestContext();
    const limiter = ctx.deps.rateLimiter;
    const victim = 'login:account:victim@example.com';
    for (let i = 0; i < RULE.limit; i += 1) expect(await limiter.hit(victim, RULE)).toBe(true);
    const FLOOD = 100_000;
    // Ten at a time, as a busy server sends them (on PostgreSQL each waits for its round trip).
    const LANES = 10;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (let i = lane; i < FLOOD; i += LANES) await limiter.hit(`login:account:junk-${i}@example.com`, RULE);
      }),
    );
    expect(await limiter.hit(victim, RULE)).toBe(false);
    recordFigure('ratelimit.flood.keys', FLOOD);
  });

  it('counts parallel attempts exactly, starts a new window when the old one ends, and forgets a reset key', async () => {
    const ctx = await createTestContext();
    const limiter = ctx.deps.rateLimiter;
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('code:account:7', RULE)));
    expect(results.filter(Boolean)).toHaveLength(3);
    ctx.clock.advance(RULE.windowMs - 1);
    expect(await limiter.hit('code:account:7', RULE)).toBe(false);
    ctx.clock.advance(1);
    expect(await limiter.hit('code:account:7', RULE)).toBe(true);
    expect(await limiter.hit('code:account:7', RULE)).toBe(true);
    expect(await limiter.hit('code:account:7', RULE)).toBe(true);
    expect(await limiter.hit('code:account:7', RULE)).toBe(false);
    await limiter.reset('code:account:7');
    expect(await limiter.hit('code:account:7', RULE)).toBe(true);
  });

  it('is shared by two instances on one database, and stores no email or address', async () => {
    const ctx = await createTestContext();
    const second = (await ctx.secondInstance()).deps.rateLimiter;
    const key = 'login:address:203.0.113.9';
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await (i % 2 ? second : ctx.deps.rateLimiter).hit(key, RULE));
    expect(results).toEqual([true, true, true, false]);
    const stored = JSON.stringify(await ctx.db.selectFrom('rateLimits').selectAll().execute());
    expect(stored).not.toContain('203.0.113.9');
    expect(stored).toContain('"count":4');
  });

  it('has its ended windows removed by the maintenance', async () => {
    const ctx = await createTestContext();
    await ctx.deps.rateLimiter.hit('a', RULE);
    await ctx.deps.rateLimiter.hit('b', { limit: 3, windowMs: 60 * MINUTE });
    expect(await runMaintenance(ctx.deps)).toMatchObject({ expiredRateLimits: 0 });
    ctx.clock.advance(RULE.windowMs);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ expiredRateLimits: 1 });
    expect(await ctx.db.selectFrom('rateLimits').select('count').execute()).toEqual([{ count: 1 }]);
  });
});
