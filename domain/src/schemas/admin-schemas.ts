import * as v from 'valibot';
import { isStaffDuty, STAFF_DUTIES, type LoanStatus, type StaffDuty } from '../contract';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from '../credit';
import { isPesoAmount } from '../money';
import { ADMIN_RATE_MAX, ADMIN_RATE_MIN, ADMIN_TERM_MAX, ADMIN_TERM_MIN } from '../loan';
import { BOOKS_VALIDATION_MESSAGES, DUTY_MESSAGES, SERVER_MESSAGES, VALIDATION_MESSAGES as M } from '../messages';
import { PAYMENT_CHANNELS } from '../repayment/constants';
import { DOCUMENT_TYPES } from '../documents';
import {
  accountNumberField,
  choiceField,
  countryField,
  emailField,
  hexColorField,
  integerField,
  isoDateField,
  newPasswordField,
  numberField,
  optionalText,
  pesoField,
  phoneField,
  requiredText,
  rowIdField,
} from './fields';

/** Colours of the notification sent with a loan review (SPEC section 9). */
export const NOTIFICATION_COLORS = {
  approve: '#10B981',
  decline: '#EF4444',
  accountIssue: '#F59E0B',
} as const;

const ORDER_VALUES = ['asc', 'desc'] as const;

/** Paging, search and sort of admin lists (DEPARTURES 9); values arrive as query-string text. */
export const ListQuerySchema = v.object({
  limit: v.optional(integerField({ message: M.limitInvalid, min: 1, max: 200 }), 50),
  offset: v.optional(integerField({ message: M.offsetInvalid, min: 0, max: Number.MAX_SAFE_INTEGER }), 0),
  q: optionalText({ max: 100, tooLong: M.searchTooLong, notPlain: M.searchInvalid }),
  sort: optionalText({ max: 50, tooLong: M.sortInvalid }),
  order: v.optional(v.picklist(ORDER_VALUES, M.orderInvalid), 'desc'),
});
export type ListQuery = v.InferOutput<typeof ListQuerySchema>;

export const IdParamSchema = v.object({
  id: rowIdField(M.idInvalid),
});

/** DELETE /api/admin/users/{id}/documents/{type}. */
export const MemberDocumentTypeParamSchema = v.object({
  ...IdParamSchema.entries,
  type: v.picklist(DOCUMENT_TYPES, M.documentTypeUnknown),
});

// Single-field objects: the object's own message also covers a missing key.
export const AdminUserStatusSchema = v.object({ isActive: v.boolean(M.isActiveInvalid) }, M.isActiveInvalid);
export type AdminUserStatus = v.InferOutput<typeof AdminUserStatusSchema>;

const creditScoreField = integerField({ message: M.creditScoreInvalid, min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX });

/*
 * Strict: a key the endpoint does not handle (password, walletBalance, role)
 * is refused rather than silently dropped, so nobody believes it was saved.
 */
export const AdminMemberUpdateSchema = v.pipe(
  v.strictObject({
    fullName: v.optional(requiredText({ required: M.fullNameRequired, max: 120, tooLong: M.fullNameTooLong })),
    email: v.optional(emailField({ required: M.emailRequired, invalid: M.emailInvalid, tooLong: M.emailTooLong })),
    contactNumber: v.optional(phoneField({ required: M.contactNumberRequired, invalid: M.contactNumberInvalid })),
    address: v.optional(requiredText({ required: M.addressRequired, max: 500, tooLong: M.addressTooLong, lines: 'many' })),
    countryWorking: v.optional(countryField({ required: M.countryRequired, unknown: M.countryUnknown })),
    monthlyIncome: v.optional(pesoField({ required: M.monthlyIncomeRequired, invalid: M.monthlyIncomeInvalid, min: 0 })),
    loanPurpose: v.optional(requiredText({ required: M.loanPurposeRequired, max: 500, tooLong: M.loanPurposeTooLong, lines: 'many' })),
    contactPersonName: v.optional(
      requiredText({ required: M.contactPersonNameRequired, max: 120, tooLong: M.contactPersonNameTooLong }),
    ),
    contactPersonTel: v.optional(phoneField({ required: M.contactPersonTelRequired, invalid: M.contactPersonTelInvalid })),
    bankName: v.optional(requiredText({ required: M.bankNameRequired, max: 120, tooLong: M.bankNameTooLong })),
    accountNumber: v.optional(accountNumberField({ required: M.accountNumberRequired, invalid: M.accountNumberInvalid })),
    creditScore: v.optional(creditScoreField),
  }),
  v.check((fields) => Object.values(fields).some((value) => value !== undefined), M.noChanges),
);
export type AdminMemberUpdate = v.InferOutput<typeof AdminMemberUpdateSchema>;

/**
 * The inline balance edit (DEPARTURES 3): the new total, posted to the ledger
 * as the difference; the balance the officer saw when they began (issue 10),
 * so that a change in between is never undone; and the reason (issue 27).
 */
/** The kinds of reason of a staff wallet adjustment; each picks the adjustment's contra account in the books (decision 066). */
const ADJUSTMENT_REASON_KINDS = ['deposit', 'correction', 'goodwill'] as const;

export const AdminWalletAdjustSchema = v.pipe(
  v.strictObject({
    walletBalance: pesoField({ required: M.walletBalanceInvalid, invalid: M.walletBalanceInvalid, min: 0 }),
    expectedBalance: pesoField({ required: M.expectedBalanceInvalid, invalid: M.expectedBalanceInvalid, min: 0 }),
    // Issue 27: money never moves without a stated why, on screen and in the ledger.
    reason: requiredText({ required: M.reasonRequired, max: 500, tooLong: M.reasonTooLong }),
    // Optional, so SPEC.md's call stays valid: '' (or absent) books to the one wallet-adjustments account.
    reasonKind: v.optional(v.picklist(['', ...ADJUSTMENT_REASON_KINDS], BOOKS_VALIDATION_MESSAGES.reasonKindInvalid)),
    // A deposit's channel; '' when it came into the bank account.
    depositChannel: v.optional(v.picklist(['', ...PAYMENT_CHANNELS], BOOKS_VALIDATION_MESSAGES.depositChannelInvalid)),
  }),
  v.forward(
    v.check(({ reasonKind, depositChannel }) => !depositChannel || reasonKind === 'deposit', BOOKS_VALIDATION_MESSAGES.depositChannelInvalid),
    ['depositChannel'],
  ),
);
export type AdminWalletAdjust = v.InferOutput<typeof AdminWalletAdjustSchema>;

export const AdminSetPasswordSchema = v.object({
  password: newPasswordField({
    required: M.passwordRequired,
    tooShort: M.newPasswordTooShort,
    tooLong: M.newPasswordTooLong,
  }),
});
export type AdminSetPassword = v.InferOutput<typeof AdminSetPasswordSchema>;

/**
 * An admin's duties (DEPARTURES 15): at least one, each a name of STAFF_DUTIES;
 * kept once each, in STAFF_DUTIES order. Checked as a whole so that the field
 * message sits on `duties`, not on an item.
 */
const dutiesField = v.pipe(
  v.array(v.unknown(), DUTY_MESSAGES.dutiesRequired),
  v.check((items) => items.every(isStaffDuty), DUTY_MESSAGES.dutyUnknown),
  v.minLength(1, DUTY_MESSAGES.dutiesRequired),
  v.transform((items): StaffDuty[] => STAFF_DUTIES.filter((duty) => items.includes(duty))),
);

/** PUT /api/admin/admins/{id}/duties: the whole set, replacing the old one. */
// A missing list is an empty one: the same field message.
export const StaffDutiesSchema = v.object({ duties: v.optional(dutiesField, []) });

/** SPEC.md's call; `duties` (issue 27) is optional: without it the new admin holds every duty, as every admin did. */
export const AddAdminSchema = v.object({
  email: emailField({ required: M.emailRequired, invalid: M.emailInvalid, tooLong: M.emailTooLong }),
  password: newPasswordField({ required: M.passwordRequired, tooShort: M.passwordTooShort, tooLong: M.passwordTooLong }),
  duties: v.optional(dutiesField),
});
export type AddAdmin = v.InferOutput<typeof AddAdminSchema>;

/** The dialog's actions (approve, decline, account_issue) and the statuses themselves. */
const REVIEW_STATUSES = ['approved', 'rejected', 'pending', 'approve', 'decline', 'account_issue'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const APPROVING_STATUSES: readonly ReviewStatus[] = ['approve', 'approved'];

/**
 * The review dialog's action. `startDate` (issue 12) dates the disbursement
 * of a loan recorded late; only an approval takes it, and its range against
 * today is checked by startDateProblem.
 */
export const LoanReviewSchema = v.pipe(
  v.object({
    status: choiceField({ options: REVIEW_STATUSES, message: M.reviewStatusInvalid }),
    title: optionalText({ max: 120, tooLong: M.titleTooLong }),
    message: optionalText({ max: 1000, tooLong: M.messageTooLong, lines: 'many' }),
    color: v.optional(hexColorField(M.colorInvalid)),
    startDate: v.optional(isoDateField(M.startDateInvalid)),
    /** Why an installment above the income limit is approved (issue 32, decision 057); shown to the second officer. */
    reason: optionalText({ max: 500, tooLong: M.reasonTooLong }),
  }),
  v.forward(
    v.check((review) => review.startDate === undefined || APPROVING_STATUSES.includes(review.status), M.startDateOnlyOnApproval),
    ['startDate'],
  ),
);
export type LoanReview = v.InferOutput<typeof LoanReviewSchema>;

const REVIEW_TO_LOAN_STATUS: Readonly<Record<ReviewStatus, LoanStatus>> = {
  approved: 'approved',
  rejected: 'rejected',
  pending: 'pending',
  approve: 'approved',
  decline: 'rejected',
  // An account issue sends the loan back to the borrower without deciding it.
  account_issue: 'pending',
};

/** SPEC section 4: approve → approved, decline → rejected, account_issue → pending. */
export function reviewStatus(status: ReviewStatus): LoanStatus {
  return REVIEW_TO_LOAN_STATUS[status];
}

export const AdminLoanEditSchema = v.strictObject({
  amount: pesoField({ required: M.adminLoanAmountInvalid, invalid: M.adminLoanAmountInvalid, min: 0, isMinExclusive: true }),
  term: integerField({ message: M.adminLoanTermInvalid, min: ADMIN_TERM_MIN, max: ADMIN_TERM_MAX }),
  interestRate: numberField({
    required: M.adminLoanRateInvalid,
    invalid: M.adminLoanRateInvalid,
    // The input steps by 0.01, so a rate has at most 2 decimals like an amount.
    rule: (value) => isPesoAmount(value) && value >= ADMIN_RATE_MIN && value <= ADMIN_RATE_MAX,
  }),
});
export type AdminLoanEdit = v.InferOutput<typeof AdminLoanEditSchema>;

/**
 * SPEC.md's call is `{status}` and stays valid: the back office asks for the
 * reason of a rejection (issue 27) and sends it, and it is kept in the audit.
 */
export const AdminWithdrawalDecisionSchema = v.object({
  status: choiceField({ options: ['approved', 'rejected'], message: M.withdrawalDecisionInvalid }),
  reason: optionalText({ max: 500, tooLong: M.reasonTooLong }),
});
export type AdminWithdrawalDecision = v.InferOutput<typeof AdminWithdrawalDecisionSchema>;
export type WithdrawalDecision = AdminWithdrawalDecision;

export const SendNotificationSchema = v.object({
  userId: rowIdField(M.userIdInvalid),
  title: requiredText({ required: M.titleRequired, max: 120, tooLong: M.titleTooLong }),
  message: requiredText({ required: M.messageRequired, max: 1000, tooLong: M.messageTooLong, lines: 'many' }),
  type: v.optional(
    v.config(
      v.pipe(v.string(M.notificationTypeInvalid), v.trim(), v.regex(/^[a-z][a-z_]{0,29}$/, M.notificationTypeInvalid)),
      { abortPipeEarly: true },
    ),
    'info',
  ),
  // SPEC's form starts at the approve colour.
  color: v.optional(hexColorField(M.colorInvalid), NOTIFICATION_COLORS.approve),
});
export type SendNotification = v.InferOutput<typeof SendNotificationSchema>;

/**
 * POST /api/objects/upload: SPEC.md 7 sends an empty body or {}; the file's
 * type and size are needed when the URL goes straight to an S3 store.
 */
export const UploadRequestSchema = v.object({
  contentType: v.optional(v.pipe(v.string(SERVER_MESSAGES.uploadType), v.maxLength(100, SERVER_MESSAGES.uploadType))),
  size: v.optional(v.pipe(v.number(SERVER_MESSAGES.uploadTooLarge), v.safeInteger(SERVER_MESSAGES.uploadTooLarge), v.minValue(0, SERVER_MESSAGES.uploadEmpty))),
});
export type UploadRequest = v.InferOutput<typeof UploadRequestSchema>;

/** An upload URL's token: 20 random bytes in lowercase base32 (32 characters). */
export const UPLOAD_TOKEN_PATTERN = /^[a-z2-7]{32}$/;
export const UploadTokenParamSchema = v.object({
  token: v.pipe(v.string(SERVER_MESSAGES.uploadUrlInvalid), v.regex(UPLOAD_TOKEN_PATTERN, SERVER_MESSAGES.uploadUrlInvalid)),
});
