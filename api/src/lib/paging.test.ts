import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestContext, insertUser, uniqueEmail, type TestContext } from '../test/harness';
import { nameOrContactMatch } from './paging';

// The search box's query builder on the real trigram index: whatever the
// text, the query runs, and a member whose name contains it is found.

const addMember = (ctx: TestContext, fullName: string) =>
  insertUser(ctx, { email: uniqueEmail('member'), passwordHash: 'not used', fullName, contactNumber: '+639171234567', role: 'borrower' });

const search = (ctx: TestContext, q: string) =>
  ctx.db
    .selectFrom('users')
    .select('id')
    .where(nameOrContactMatch(ctx.db, q))
    .execute()
    .then((rows) => rows.map((row) => row.id));

/** FTS5 query syntax, quotes and SQL, which must all be searched as plain text. */
const SYNTAX = ['"', '""', 'a"b', '" OR "', 'abc OR def', 'NOT abc', 'NEAR(abc def, 2)', 'abc*', '^abc', 'full_name:abc', '{full_name}: abc', '(abc', '-abc', "' or 1=1 --", '%_\\', 'dela "Cruz"'];

describe('nameOrContactMatch', () => {
  it('runs on any text: control characters (NUL among them), lone surrogates, quotes, FTS5 operators', async () => {
    const ctx = await createTestContext();
    await addMember(ctx, 'Juan dela Cruz');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 40 }),
          fc.tuple(fc.string({ minLength: 3, maxLength: 8 }), fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udfff'), fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
          fc.constantFrom(...SYNTAX, 'abc\u0000def', '\u0000\u0000\u0000'),
        ),
        async (q) => {
          await search(ctx, q);
        },
      ),
      { numRuns: 200, examples: [['abc\u0000def'], ['\u0000\u0000\u0000']] },
    );
    await ctx.close();
  });

  it('finds a member whose name contains the text, whatever the text', async () => {
    const ctx = await createTestContext();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), fc.constantFrom(...SYNTAX, '😀😀', 'ñé')), async (text) => {
        const q = text.trim();
        fc.pre(q !== '');
        const id = await addMember(ctx, `Maria ${text} Santos`);
        expect(await search(ctx, q)).toContain(id);
      }),
      // Two astral characters are 4 UTF-16 units but only 2 characters: shorter than a trigram.
      { numRuns: 150, examples: [['😀😀'], ['" OR "'], ['abc*']] },
    );
    await ctx.close();
  });
});
