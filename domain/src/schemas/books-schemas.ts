import * as v from 'valibot';
import { BOOKS_VALIDATION_MESSAGES as M } from '../messages';
import { isoDateField } from './fields';

/** GET /api/admin/books/trial-balance: balances at the end of `at` (Manila), today when absent. */
export const TrialBalanceQuerySchema = v.object({
  at: v.optional(isoDateField(M.dateInvalid)),
});
export type TrialBalanceQuery = v.InferOutput<typeof TrialBalanceQuerySchema>;

/** GET /api/admin/books/ledger: one account's lines from `from` to `to` (Manila dates; this month to today when absent). */
export const LedgerQuerySchema = v.pipe(
  v.object({
    account: v.pipe(v.string(M.accountInvalid), v.trim(), v.regex(/^[0-9A-Za-z.-]{1,16}$/, M.accountInvalid)),
    from: v.optional(isoDateField(M.dateInvalid)),
    to: v.optional(isoDateField(M.dateInvalid)),
  }),
  v.forward(
    v.check(({ from, to }) => from === undefined || to === undefined || from <= to, M.rangeInvalid),
    ['to'],
  ),
);
export type LedgerQuery = v.InferOutput<typeof LedgerQuerySchema>;

/** GET /api/admin/books/journal: the entries dated from `from` to `to`, both included (Manila dates). */
export const JournalQuerySchema = v.pipe(
  v.object({
    from: v.optional(isoDateField(M.dateInvalid)),
    to: v.optional(isoDateField(M.dateInvalid)),
  }),
  v.forward(
    v.check(({ from, to }) => from === undefined || to === undefined || from <= to, M.rangeInvalid),
    ['to'],
  ),
);
export type JournalQuery = v.InferOutput<typeof JournalQuerySchema>;
