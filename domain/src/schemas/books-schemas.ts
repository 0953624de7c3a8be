import * as v from 'valibot';
import { BOOKS_VALIDATION_MESSAGES as M } from '../messages';
import { PAYMENT_CHANNELS } from '../repayment/constants';
import { isoDateField, monthField, pesoField, requiredText } from './fields';

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

/** POST /api/admin/books/close: the month to close, 'YYYY-MM' (decision 060). */
export const BookCloseSchema = v.object({
  month: monthField(M.monthInvalid),
});
export type BookClose = v.InferOutput<typeof BookCloseSchema>;

const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
const accountCode = v.pipe(v.string(M.accountCodeInvalid), v.regex(/^[1-5]\d{3}$/, M.accountCodeInvalid));
const accountName = requiredText({ required: M.accountNameRequired, max: 100, tooLong: M.accountNameTooLong });

/** POST /api/admin/books/accounts: a new account of the chart; its code's first digit is its type's (decision 060). */
export const BookAccountCreateSchema = v.pipe(
  v.strictObject({
    code: accountCode,
    name: accountName,
    type: v.picklist(ACCOUNT_TYPES, M.accountTypeInvalid),
    isContra: v.optional(v.boolean(M.accountContraInvalid), false),
  }),
  v.forward(
    v.check(({ code, type }) => code[0] === String(ACCOUNT_TYPES.indexOf(type) + 1), M.accountCodeInvalid),
    ['code'],
  ),
);
export type BookAccountCreate = v.InferOutput<typeof BookAccountCreateSchema>;

/** PATCH /api/admin/books/accounts/{code}: rename, deactivate or reactivate; an account is never deleted. */
export const BookAccountUpdateSchema = v.pipe(
  v.strictObject({ name: v.optional(accountName), isActive: v.optional(v.boolean(M.accountActiveInvalid)) }),
  v.check(({ name, isActive }) => name !== undefined || isActive !== undefined, M.accountChangeRequired),
);
export type BookAccountUpdate = v.InferOutput<typeof BookAccountUpdateSchema>;

export const BookAccountCodeParamSchema = v.object({ code: accountCode });

const openingLine = v.pipe(
  v.strictObject({
    account: v.pipe(v.string(M.accountInvalid), v.trim(), v.regex(/^[0-9A-Za-z.-]{1,16}$/, M.accountInvalid)),
    debit: pesoField({ required: M.lineAmountInvalid, invalid: M.lineAmountInvalid, min: 0 }),
    credit: pesoField({ required: M.lineAmountInvalid, invalid: M.lineAmountInvalid, min: 0 }),
  }),
  v.check(({ debit, credit }) => (Number(debit) > 0) !== (Number(credit) > 0), M.lineOneSide),
);

/** POST /api/admin/books/opening: opening balances as one entry (decision 066); whether it balances is the service's answer. */
export const BookOpeningSchema = v.strictObject({
  date: isoDateField(M.dateInvalid),
  memo: requiredText({ required: M.memoRequired, max: 200, tooLong: M.memoTooLong }),
  lines: v.pipe(v.array(openingLine, M.linesInvalid), v.minLength(2, M.linesInvalid), v.maxLength(200, M.linesInvalid)),
});
export type BookOpening = v.InferOutput<typeof BookOpeningSchema>;

/** POST /api/admin/books/remittances: a channel or partner paid over what it collected (decision 066). */
export const BookRemittanceSchema = v.strictObject({
  channel: v.picklist(PAYMENT_CHANNELS, M.channelInvalid),
  amount: pesoField({ required: M.amountInvalid, invalid: M.amountInvalid, min: 0, isMinExclusive: true }),
  date: isoDateField(M.dateInvalid),
  reference: requiredText({ required: M.referenceRequired, max: 100, tooLong: M.referenceTooLong }),
});
export type BookRemittance = v.InferOutput<typeof BookRemittanceSchema>;
