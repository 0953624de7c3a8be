import { BOOK_CLOSE_MESSAGES, type BookAccount, type BookAccountCreate, type BookAccountUpdate } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { appendAudit } from '../audit';
import { ACCOUNTS } from './journal-rule.service';

/*
 * Editing the chart (issue 31, decision 060): `finance` adds, renames,
 * deactivates and reactivates accounts; none is ever deleted (lines refer to
 * the code), and the accounts the posting rule books to stay active.
 */

const RULE_ACCOUNTS = new Set(Object.values(ACCOUNTS).flatMap((code) => (typeof code === 'string' ? [code] : Object.values(code))));

const toAccount = (row: { code: string; name: string; type: BookAccount['type']; normalSide: BookAccount['normalSide']; isContra: number; isActive: number }): BookAccount => ({
  code: row.code,
  name: row.name,
  type: row.type,
  normalSide: row.normalSide,
  isContra: row.isContra === 1,
  isActive: row.isActive === 1,
});

/** Assets and expenses are debit-side, the rest credit-side; a contra account sits on the other side. */
function normalSideOf({ type, isContra }: Pick<BookAccountCreate, 'type' | 'isContra'>): BookAccount['normalSide'] {
  const isDebit = type === 'asset' || type === 'expense';
  return isDebit !== isContra ? 'debit' : 'credit';
}

export async function createAccount(deps: Pick<AppDeps, 'db' | 'live' | 'postingHook' | 'clock'>, { actor, input }: { actor: UserRow; input: BookAccountCreate }): Promise<BookAccount> {
  return runWrite(deps, async ({ trx }) => {
    const existing = await trx.selectFrom('accounts').select('code').where('code', '=', input.code).executeTakeFirst();
    if (existing) throw conflict(BOOK_CLOSE_MESSAGES.accountExists);
    const row = await trx
      .insertInto('accounts')
      .values({ code: input.code, name: input.name, type: input.type, normalSide: normalSideOf(input), isContra: input.isContra ? 1 : 0, isActive: 1 })
      .returningAll()
      .executeTakeFirstOrThrow();
    const account = toAccount(row);
    await appendAudit(trx, { actor, action: 'books.account.create', targetType: 'account', targetId: null, before: null, after: account, now: deps.clock.now() });
    return account;
  });
}

export async function updateAccount(deps: Pick<AppDeps, 'db' | 'live' | 'postingHook' | 'clock'>, { actor, code, input }: { actor: UserRow; code: string; input: BookAccountUpdate }): Promise<BookAccount> {
  return runWrite(deps, async ({ trx }) => {
    const before = await trx.selectFrom('accounts').selectAll().where('code', '=', code).executeTakeFirst();
    if (!before) throw notFound(BOOK_CLOSE_MESSAGES.accountNotFound);
    if (input.isActive === false && RULE_ACCOUNTS.has(code)) throw conflict(BOOK_CLOSE_MESSAGES.accountInUse);
    const row = await trx
      .updateTable('accounts')
      .set({ ...(input.name === undefined ? {} : { name: input.name }), ...(input.isActive === undefined ? {} : { isActive: input.isActive ? 1 : 0 }) })
      .where('code', '=', code)
      .returningAll()
      .executeTakeFirstOrThrow();
    const account = toAccount(row);
    await appendAudit(trx, { actor, action: 'books.account.update', targetType: 'account', targetId: null, before: toAccount(before), after: account, now: deps.clock.now() });
    return account;
  });
}
