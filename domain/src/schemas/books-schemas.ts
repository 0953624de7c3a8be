import * as v from 'valibot';
import { BOOKS_VALIDATION_MESSAGES as M } from '../messages';
import { isoDateField } from './fields';

/** GET /api/admin/books/trial-balance: balances at the end of `at` (Manila), today when absent. */
export const TrialBalanceQuerySchema = v.object({
  at: v.optional(isoDateField(M.dateInvalid)),
});
export type TrialBalanceQuery = v.InferOutput<typeof TrialBalanceQuerySchema>;

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

/** POST /api/admin/books/close: the month to close, 'YYYY-MM' (decision 060). */
export const BookCloseSchema = v.object({
  month: v.pipe(v.string(M.monthInvalid), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)),
});
export type BookClose = v.InferOutput<typeof BookCloseSchema>;
