import * as v from 'valibot';
import { addMonths, ADMIN_TERM_MAX } from '../loan';
import { VALIDATION_MESSAGES as M } from '../messages';
import { START_DATE_MAX_YEARS_BACK } from '../repayment';
import { channelField, collectionChannelField, instantField, integerField, pesoField, requiredText, rowIdField } from './fields';

/*
 * Bodies of the repayment calls (issue 12). Amounts are pesos with at most
 * 2 decimals here; the API turns them into centavos. Rules that need the
 * clock (a date in the future) are functions taking `today` or `now`, since
 * a schema is built once and has no time.
 */

const paymentAmount = pesoField({ required: M.paymentAmountInvalid, invalid: M.paymentAmountInvalid, min: 0, isMinExclusive: true });

/** POST /api/loans/{id}/pay: from the wallet. */
export const LoanPaymentSchema = v.object({ amount: paymentAmount });

/** PUT /api/loans/{id}/auto-pay: the installment paid from the wallet on its due date (issue 28), on or off. */
export const AutoPaySchema = v.strictObject({ enabled: v.boolean(M.autoPayInvalid) }, M.autoPayInvalid);

const channelReference = requiredText({ required: M.channelReferenceRequired, max: 100, tooLong: M.channelReferenceTooLong });

/** POST /api/admin/loans/{id}/payments: money an officer saw arrive through a channel. */
export const AdminPaymentSchema = v.strictObject({
  amount: paymentAmount,
  channel: channelField(M.channelInvalid),
  reference: channelReference,
  receivedAt: instantField({ required: M.receivedAtInvalid, invalid: M.receivedAtInvalid }),
  /** A photo (or PDF) of the receipt, uploaded as ID images are (issue 27); optional. */
  receiptUploadURL: v.optional(v.pipe(v.string(M.uploadUrlRequired), v.trim(), v.maxLength(2048, M.uploadUrlRequired))),
});
export type AdminPayment = v.InferOutput<typeof AdminPaymentSchema>;

const reason = requiredText({ required: M.reasonRequired, max: 500, tooLong: M.reasonTooLong });

/** POST /api/admin/loans/{id}/waive-fee. */
export const WaiveFeeSchema = v.strictObject({
  installment: integerField({ message: M.installmentInvalid, min: 1, max: ADMIN_TERM_MAX }),
  reason,
});
export type WaiveFee = v.InferOutput<typeof WaiveFeeSchema>;

/** POST /api/admin/loans/{id}/write-off (decision 064): why the loan is written off. */
export const WriteOffSchema = v.strictObject({ reason });
export type WriteOff = v.InferOutput<typeof WriteOffSchema>;

/** POST /api/admin/payments/unmatched/{id}/assign. */
export const AssignUnmatchedSchema = v.strictObject({
  loanId: rowIdField(M.idInvalid),
});
export type AssignUnmatched = v.InferOutput<typeof AssignUnmatchedSchema>;

/** POST /api/admin/payments/{id}/reverse. */
export const ReversePaymentSchema = v.strictObject({ reason });
export type ReversePayment = v.InferOutput<typeof ReversePaymentSchema>;

const paymentReference = requiredText({ required: M.paymentReferenceRequired, max: 40, tooLong: M.paymentReferenceTooLong });
const transactionId = requiredText({ required: M.transactionIdRequired, max: 100, tooLong: M.transactionIdTooLong });

/**
 * POST /api/payments/callback, after its signature is checked. Extra keys a
 * gateway adds are dropped. The reference is only required here; whether it
 * is well formed decides "invalid" against "unknown reference"
 * (checkPaymentReference), which is a posting outcome, not a bad request.
 */
const collectionChannel = collectionChannelField({ required: M.channelRequired, invalid: M.channelNameInvalid });

export const PaymentCallbackSchema = v.pipe(
  v.object({
    reference: paymentReference,
    amount: paymentAmount,
    transactionId,
    paidAt: instantField({ required: M.paidAtInvalid, invalid: M.paidAtInvalid }),
    channel: collectionChannel,
  }),
  v.transform(({ channel, ...rest }) => ({ ...rest, channel: channel.channel, partner: channel.partner })),
);
export type PaymentCallback = v.InferOutput<typeof PaymentCallbackSchema>;

/** One data row of a settlement file, by its CSV column names; output in the API's names. */
export const SettlementRowSchema = v.pipe(
  v.object({
    reference: paymentReference,
    amount: paymentAmount,
    paid_at: instantField({ required: M.paidAtInvalid, invalid: M.paidAtInvalid }),
    transaction_id: transactionId,
    channel: collectionChannel,
  }),
  v.transform(({ reference, amount, paid_at, transaction_id, channel }) => ({
    reference,
    amount,
    paidAt: paid_at,
    transactionId: transaction_id,
    channel: channel.channel,
    partner: channel.partner,
  })),
);
export type SettlementRow = v.InferOutput<typeof SettlementRowSchema>;

export type StartDateCheckInput = { startDate: string; today: string };

/**
 * The disbursement date of a loan recorded late: not after today (Manila)
 * and at most 5 years back (the same day 5 years ago still counts). Null
 * when fine, else the message for the `startDate` field.
 */
export function startDateProblem({ startDate, today }: StartDateCheckInput): string | null {
  if (startDate > today) return M.startDateInFuture;
  if (startDate < addMonths({ date: today, months: -12 * START_DATE_MAX_YEARS_BACK })) return M.startDateTooOld;
  return null;
}

/** Money cannot have been received after now. Null when fine, else the message for `receivedAt`. */
export function receivedAtProblem({ receivedAt, now }: { receivedAt: string; now: Date }): string | null {
  return new Date(receivedAt).getTime() > now.getTime() ? M.receivedAtInFuture : null;
}

/**
 * A channel's clock may run a little ahead of ours: the same 5 minutes the
 * callback's signed timestamp is allowed (payment-callback.service.ts).
 */
const PAID_AT_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** A gateway or settlement file cannot report money paid after now (issue 27). Null when fine, else the message for `paidAt`. */
export function paidAtProblem({ paidAt, now }: { paidAt: string; now: Date }): string | null {
  return new Date(paidAt).getTime() > now.getTime() + PAID_AT_CLOCK_SKEW_MS ? M.paidAtInFuture : null;
}
