import {
  ExtensionRequestSchema,
  HardshipRequestSchema,
  LoanOfferInputSchema,
  OfferParamSchema,
  MessageChannelsSchema,
  VerifyEmailSchema,
  PreferencesSchema,
  AddAdminSchema,
  StaffDutiesSchema,
  AdminPaymentSchema,
  AdminLoanEditSchema,
  AdminMemberUpdateSchema,
  AdminSetPasswordSchema,
  ComplaintFilingSchema,
  ComplaintStaffActionSchema,
  AdminUserStatusSchema,
  AdminWalletAdjustSchema,
  ApprovalDecisionSchema,
  AdminWithdrawalDecisionSchema,
  AssignUnmatchedSchema,
  BookAccountCodeParamSchema,
  BookAccountCreateSchema,
  BookAccountUpdateSchema,
  BookCloseSchema,
  BookOpeningSchema,
  BookRemittanceSchema,
  CollectionAssignSchema,
  CollectionConsentSchema,
  CollectionContactSchema,
  CollectionMessageSchema,
  CollectionReportQuerySchema,
  CollectionTemplateSchema,
  CollectionsQuerySchema,
  ComplianceListQuerySchema,
  ScreeningCaseDecisionSchema,
  AlertDecisionSchema,
  DueDiligenceSchema,
  FatfListsSchema,
  NonWorkingDayParamSchema,
  NonWorkingDaySchema,
  NonWorkingDaysQuerySchema,
  PepMarkSchema,
  ReportFileParamSchema,
  ReportFilingSchema,
  BankInfoSchema,
  PrivacyConsentSchema,
  ChangePasswordSchema,
  IdParamSchema,
  JournalQuerySchema,
  LedgerQuerySchema,
  TrialBalanceQuerySchema,
  UPLOAD_TOKEN_PATTERN,
  ListQuerySchema,
  LoanApplicationSchema,
  LoanPaymentSchema,
  AutoPaySchema,
  LoanReviewSchema,
  LoginSchema,
  MfaCodeSchema,
  MemberDocumentTypeParamSchema,
  RegisterSchema,
  ReversePaymentSchema,
  SendNotificationSchema,
  UploadFromStorageSchema,
  UploadTokenParamSchema,
  VerificationSchema,
  WaiveFeeSchema,
  WithdrawalRequestSchema,
  WithdrawalVerifySchema,
  WriteOffSchema,
} from '@app/domain';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { isObjectKey } from '../lib/object-store';
import { recordFigure } from './figures';
import { appRoutes, CASES, methodOf } from './route-cases';
import { snapshotData } from './snapshot';
import { buildWorld, removeWorldTemplate, type World } from './world';

afterAll(removeWorldTemplate);

// Issue 6, "Bad input": generated junk in the body, the query and the path
// of every route. The oracle is the route's own schema: input the schema
// refuses must get a 4xx with a message and leave the database and the
// object store exactly as they were; input it accepts may succeed, but an
// extra field is never stored. No input, valid or not, gets a 500.

const accepts = (schema: v.GenericSchema) => (value: unknown) => v.safeParse(schema, value).success;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which body each route reads (null: it reads none), which query (null: ignored), and which path parameters. */
const INPUTS: Record<string, { body: ((value: unknown) => boolean) | null; query?: (value: Record<string, string | string[]>) => boolean; params?: (value: Record<string, string>) => boolean }> = {
  'GET /healthz': { body: null },
  'GET /readyz': { body: null },
  'GET /api/openapi.json': { body: null },
  'GET /api/auth/me': { body: null },
  'POST /api/auth/register': { body: accepts(RegisterSchema) },
  'POST /api/auth/login': { body: accepts(LoginSchema) },
  'POST /api/auth/logout': { body: null },
  'POST /api/auth/mfa/enroll': { body: accepts(MfaCodeSchema) },
  'POST /api/auth/mfa/verify': { body: accepts(MfaCodeSchema) },
  'GET /api/auth/mfa': { body: null },
  'POST /api/auth/mfa/setup': { body: null },
  'POST /api/auth/mfa/disable': { body: accepts(MfaCodeSchema) },
  'POST /api/user/verification': { body: accepts(VerificationSchema) },
  'POST /api/user/bank-info': { body: accepts(BankInfoSchema) },
  'GET /api/user/withdrawals': { body: null },
  'GET /api/user/ledger': { body: null },
  'GET /api/user/document-views': { body: null },
  'POST /api/user/consent': { body: accepts(PrivacyConsentSchema) },
  'GET /api/user/export': { body: null },
  'PUT /api/user/preferences': { body: accepts(PreferencesSchema) },
  'PUT /api/user/message-channels': { body: accepts(MessageChannelsSchema) },
  'POST /api/user/email-verification': { body: null },
  'POST /api/auth/verify-email': { body: accepts(VerifyEmailSchema) },
  'POST /api/user/change-password': { body: accepts(ChangePasswordSchema) },
  'POST /api/objects/upload': { body: null },
  'PUT /api/objects/upload/:token': { body: null, params: accepts(UploadTokenParamSchema) },
  'GET /api/documents': { body: null },
  'POST /api/documents/upload-from-storage': { body: accepts(UploadFromStorageSchema) },
  'GET /api/loans': { body: null },
  'GET /api/loans/affordability': { body: null },
  'GET /api/loans/documentary-stamp-tax': { body: null },
  'POST /api/loans': { body: accepts(LoanApplicationSchema) },
  'GET /api/loans/:id/payoff': { body: null, params: accepts(IdParamSchema) },
  'GET /api/loans/:id/transactions': { body: null, params: accepts(IdParamSchema) },
  'POST /api/loans/:id/pay': { body: accepts(LoanPaymentSchema), params: accepts(IdParamSchema) },
  'PUT /api/loans/:id/auto-pay': { body: accepts(AutoPaySchema), params: accepts(IdParamSchema) },
  'POST /api/loans/:id/extension': { body: accepts(ExtensionRequestSchema), params: accepts(IdParamSchema) },
  'POST /api/loans/:id/hardship': { body: accepts(HardshipRequestSchema), params: accepts(IdParamSchema) },
  'GET /api/loans/:id/offers': { body: null, params: accepts(IdParamSchema) },
  'POST /api/loans/:id/offers/:offerId/accept': { body: null, params: accepts(OfferParamSchema) },
  'POST /api/loans/:id/cancel': { body: null, params: accepts(IdParamSchema) },
  'GET /api/loans/:id/statement.pdf': { body: null, params: accepts(IdParamSchema) },
  'GET /api/loans/:id/certificate.pdf': { body: null, params: accepts(IdParamSchema) },
  'GET /api/payments/:id/receipt.pdf': { body: null, params: accepts(IdParamSchema) },
  // Off in the world (no secret): every call is a 404, whatever it carries.
  'POST /api/payments/callback': { body: null },
  // Off in the world (no Twilio): every call is a 404, whatever it carries.
  'POST /api/messages/twilio/status': { body: null },
  'POST /api/withdrawals': { body: accepts(WithdrawalRequestSchema) },
  'POST /api/withdrawals/verify': { body: accepts(WithdrawalVerifySchema) },
  'POST /api/withdrawals/resend-code': { body: null },
  'GET /api/notifications': { body: null },
  'POST /api/notifications/:id/read': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/loans': { body: null, query: accepts(ListQuerySchema) },
  'POST /api/admin/loans/:id': {
    body: (b) => isPlainObject(b) && !('otp' in b) && ('status' in b ? accepts(LoanReviewSchema)(b) : accepts(AdminLoanEditSchema)(b)),
    params: accepts(IdParamSchema),
  },
  'DELETE /api/admin/loans/:id': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/loans/:id': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/approvals': { body: null, query: accepts(ListQuerySchema) },
  'POST /api/admin/approvals/:id': { body: accepts(ApprovalDecisionSchema), params: accepts(IdParamSchema) },
  'GET /api/admin/reports/aging': { body: null },
  'GET /api/admin/reports/aging.csv': { body: null },
  'GET /api/admin/books/accounts': { body: null },
  'GET /api/admin/books/trial-balance': { body: null, query: accepts(TrialBalanceQuerySchema) },
  'GET /api/admin/books/trial-balance.csv': { body: null, query: accepts(TrialBalanceQuerySchema) },
  'GET /api/admin/books/trial-balance.pdf': { body: null, query: accepts(TrialBalanceQuerySchema) },
  'GET /api/admin/books/journal': { body: null, query: accepts(JournalQuerySchema) },
  'GET /api/admin/books/journal.csv': { body: null, query: accepts(JournalQuerySchema) },
  'GET /api/admin/books/reconciliation': { body: null },
  'GET /api/admin/books/closes': { body: null },
  'POST /api/admin/books/accounts': { body: accepts(BookAccountCreateSchema) },
  'PATCH /api/admin/books/accounts/:code': { body: accepts(BookAccountUpdateSchema), params: accepts(BookAccountCodeParamSchema) },
  'POST /api/admin/books/close': { body: accepts(BookCloseSchema) },
  'POST /api/admin/books/opening': { body: accepts(BookOpeningSchema) },
  // The case's path names the month the schema requires; the junk comes after it.
  'GET /api/admin/books/dst': { body: null, query: (value) => accepts(BookCloseSchema)({ month: '2026-11', ...value }) },
  'GET /api/admin/books/dst.csv': { body: null, query: (value) => accepts(BookCloseSchema)({ month: '2026-11', ...value }) },
  'POST /api/admin/books/remittances': { body: accepts(BookRemittanceSchema) },
  'GET /api/admin/books/statements': { body: null, query: accepts(JournalQuerySchema) },
  'GET /api/admin/books/statements.csv': { body: null, query: accepts(JournalQuerySchema) },
  'GET /api/admin/books/statements.pdf': { body: null, query: accepts(JournalQuerySchema) },
  // The case's path names the account the schema requires; the junk comes after it.
  'GET /api/admin/books/ledger': { body: null, query: (value) => accepts(LedgerQuerySchema)({ account: '1200', ...value }) },
  'GET /api/admin/books/ledger.csv': { body: null, query: (value) => accepts(LedgerQuerySchema)({ account: '1200', ...value }) },
  'GET /api/admin/books/ledger.pdf': { body: null, query: (value) => accepts(LedgerQuerySchema)({ account: '1200', ...value }) },
  'POST /api/admin/loans/:id/payments': { body: accepts(AdminPaymentSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/loans/:id/waive-fee': { body: accepts(WaiveFeeSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/loans/:id/offers': { body: accepts(LoanOfferInputSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/loans/:id/write-off': { body: accepts(WriteOffSchema), params: accepts(IdParamSchema) },
  'GET /api/admin/collections': { body: null, query: accepts(CollectionsQuerySchema) },
  'POST /api/admin/collections/assign': { body: accepts(CollectionAssignSchema) },
  'GET /api/admin/loans/:id/contacts': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/loans/:id/contacts': { body: accepts(CollectionContactSchema), params: accepts(IdParamSchema) },
  'GET /api/admin/collections/templates': { body: null },
  'GET /api/admin/collections/reports/roll-rates': { body: null, query: (value) => accepts(CollectionReportQuerySchema)({ month: '2026-11', ...value }) },
  'GET /api/admin/collections/reports/roll-rates.csv': { body: null, query: (value) => accepts(CollectionReportQuerySchema)({ month: '2026-11', ...value }) },
  'GET /api/admin/collections/reports/efficiency': { body: null, query: (value) => accepts(CollectionReportQuerySchema)({ month: '2026-11', ...value }) },
  'GET /api/admin/collections/reports/efficiency.csv': { body: null, query: (value) => accepts(CollectionReportQuerySchema)({ month: '2026-11', ...value }) },
  'GET /api/admin/collections/reports/promises': { body: null, query: (value) => accepts(CollectionReportQuerySchema)({ month: '2026-11', ...value }) },
  'GET /api/admin/collections/reports/promises.csv': { body: null, query: (value) => accepts(CollectionReportQuerySchema)({ month: '2026-11', ...value }) },
  'POST /api/admin/collections/templates': { body: accepts(CollectionTemplateSchema) },
  'POST /api/admin/collections/templates/:id/approve': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/loans/:id/messages': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/loans/:id/messages': { body: accepts(CollectionMessageSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/loans/:id/consents': { body: accepts(CollectionConsentSchema), params: accepts(IdParamSchema) },
  'DELETE /api/admin/loans/:id/consents': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/payments/:id/reverse': { body: accepts(ReversePaymentSchema), params: accepts(IdParamSchema) },
  // The settlement file is CSV (text/csv) only: no JSON body or other content type is taken.
  'POST /api/admin/payments/import': { body: () => false },
  // A designation list is XML or CSV only: no JSON body is taken.
  'POST /api/admin/compliance/lists': { body: () => false, query: accepts(ComplianceListQuerySchema) },
  'GET /api/admin/compliance/cases': { body: null },
  'POST /api/admin/compliance/cases/:id': { body: accepts(ScreeningCaseDecisionSchema), params: accepts(IdParamSchema) },
  'GET /api/admin/compliance/lists': { body: null },
  'GET /api/admin/compliance/alerts': { body: null },
  'POST /api/admin/compliance/alerts/:id': { body: accepts(AlertDecisionSchema), params: accepts(IdParamSchema) },
  'GET /api/admin/compliance/reports': { body: null },
  'GET /api/admin/compliance/reports/:file': { body: null, params: accepts(ReportFileParamSchema) },
  'POST /api/admin/compliance/reports/:id/file': { body: accepts(ReportFilingSchema), params: accepts(IdParamSchema) },
  'PUT /api/admin/compliance/fatf': { body: accepts(FatfListsSchema) },
  'GET /api/admin/compliance/non-working-days': { body: null, query: (value) => accepts(NonWorkingDaysQuerySchema)({ year: '2026', ...value }) },
  'POST /api/admin/compliance/non-working-days': { body: accepts(NonWorkingDaySchema) },
  'DELETE /api/admin/compliance/non-working-days/:day': { body: null, params: accepts(NonWorkingDayParamSchema) },
  'GET /api/admin/compliance/members/:id/risk': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/compliance/members/:id/pep': { body: accepts(PepMarkSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/compliance/members/:id/due-diligence': { body: accepts(DueDiligenceSchema), params: accepts(IdParamSchema) },
  'GET /api/admin/payments/unmatched': { body: null },
  'GET /api/admin/loans/:id/statement.pdf': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/loans/:id/certificate.pdf': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/payments/:id/receipt.pdf': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/payments/:id/receipt-photo': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/payments/unmatched/:id/assign': { body: accepts(AssignUnmatchedSchema), params: accepts(IdParamSchema) },
  'GET /api/admin/withdrawals': { body: null, query: accepts(ListQuerySchema) },
  'POST /api/admin/withdrawals/:id': { body: accepts(AdminWithdrawalDecisionSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/withdrawals/:id/resend-code': { body: null, params: accepts(IdParamSchema) },
  'DELETE /api/admin/withdrawals/:id': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/users': { body: null, query: accepts(ListQuerySchema) },
  'GET /api/admin/users/:id': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/users/:id/ledger': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/users/:id/audit': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/users/:id/messages': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/messages/attention': { body: null },
  'GET /api/admin/users/:id/documents': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/users/:id/document-views': { body: null, params: accepts(IdParamSchema) },
  'DELETE /api/admin/users/:id/documents/:type': { body: null, params: accepts(MemberDocumentTypeParamSchema) },
  'POST /api/admin/users/:id/status': { body: accepts(AdminUserStatusSchema), params: accepts(IdParamSchema) },
  'DELETE /api/admin/users/:id': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/users/:id': {
    body: (b) => isPlainObject(b) && ('walletBalance' in b ? accepts(AdminWalletAdjustSchema)(b) : accepts(AdminMemberUpdateSchema)(b)),
    params: accepts(IdParamSchema),
  },
  'PUT /api/admin/users/:id': { body: accepts(AdminMemberUpdateSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/users/:id/password': { body: accepts(AdminSetPasswordSchema), params: accepts(IdParamSchema) },
  'GET /api/admin/admins': { body: null },
  'GET /api/complaints': { body: null },
  'POST /api/complaints': { body: accepts(ComplaintFilingSchema) },
  'GET /api/complaints/evidence/:id': { body: null, params: accepts(IdParamSchema) },
  'GET /api/admin/complaints': { body: null, query: accepts(ListQuerySchema) },
  'GET /api/admin/complaints.csv': { body: null },
  'GET /api/admin/complaints/:id/history': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/complaints/:id': { body: accepts(ComplaintStaffActionSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/add-admin': { body: accepts(AddAdminSchema) },
  'POST /api/admin/create': { body: accepts(AddAdminSchema) },
  'DELETE /api/admin/delete-admin/:id': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/update-admin-password/:id': { body: accepts(AdminSetPasswordSchema), params: accepts(IdParamSchema) },
  'PUT /api/admin/admins/:id/duties': { body: accepts(StaffDutiesSchema), params: accepts(IdParamSchema) },
  'POST /api/admin/admins/:id/mfa/reset': { body: null, params: accepts(IdParamSchema) },
  'POST /api/admin/send-notification': { body: accepts(SendNotificationSchema) },
  'GET /api/admin/audit/verify': { body: null },
  'GET /objects/:key': { body: null, params: (p) => isObjectKey(p.key ?? '') },
  'GET /uploads/:filename': { body: null, params: (p) => isObjectKey(p.filename ?? '') },
};

/*
 * Issue 27, item 3: what forges a line or reorders text on a PDF, a CSV, an
 * SMS or a staff screen. Every free-text field refuses each of them (a text
 * of several lines keeps its line feeds), whatever its route.
 */
const LINE_FORGING = ['\n', '\r', '\t', '\u000b', '\u001b', '\u0085', '\u2028', '\u2029', '\u200e', '\u200f', '\u061c', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
/**
 * Not free text: a password is never shown; an email is checked as an
 * address where it is stored (a sign-in only compares it); a notice version
 * must equal the one in force.
 */
const NOT_FREE_TEXT = /password|^email$|^privacyNoticeVersion$|^version$/i;
/** Free text of several lines: a line feed is theirs to keep. */
const MANY_LINES: Record<string, readonly string[]> = {
  'POST /api/user/verification': ['address', 'loanPurpose'],
  'PUT /api/admin/users/:id': ['address', 'loanPurpose'],
  'POST /api/admin/users/:id': ['address', 'loanPurpose'],
  'POST /api/admin/send-notification': ['message'],
  'POST /api/admin/loans/:id': ['message'],
  'POST /api/complaints': ['description'],
  'POST /api/admin/complaints/:id': ['message'],
  'POST /api/admin/loans/:id/contacts': ['note'],
  'POST /api/admin/collections/templates': ['body'],
  'POST /api/admin/loans/:id/consents': ['note'],
  'POST /api/loans/:id/hardship': ['note'],
  'POST /api/admin/compliance/cases/:id': ['reason'],
  'POST /api/admin/compliance/alerts/:id': ['reason'],
  'POST /api/admin/compliance/members/:id/pep': ['reason'],
  'POST /api/admin/compliance/members/:id/due-diligence': ['note'],
};

/** `value` with `character` put inside it (never at an end, where trimming would take it away); other values as they are. */
function withInside(value: unknown, character: string, at: number): unknown {
  if (typeof value !== 'string' || value.length < 2) return typeof value === 'string' ? `a${character}${value}b` : value;
  const position = 1 + (at % (value.length - 1));
  return `${value.slice(0, position)}${character}${value.slice(position)}`;
}

const MARKER = 'EXTRA_FIELD_MARKER';
const HUGE = 'x'.repeat(70_000);
const JUNK_STRINGS = [HUGE, '', ' ', '\u0000', '\ud800', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%00', '١٢٣', '１２３'];

/** Values that are wrong for most fields: wrong types, huge and odd strings, negative and non-finite numbers. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...JUNK_STRINGS),
  fc.double(),
  fc.integer({ min: -1e12, max: -1 }),
  fc.constantFrom(-0, 0.001, 1e308, Number.MAX_SAFE_INTEGER + 2, -1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
);

type BodyInput = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };

function bodyArbitrary(example: Record<string, unknown> | undefined): fc.Arbitrary<BodyInput> {
  const keys = Object.keys(example ?? {});
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): BodyInput => ({ kind: 'json', value: v }));
  const variants: fc.Arbitrary<BodyInput>[] = [
    json(junkValue),
    // Malformed JSON, and JSON numbers that are not finite once parsed.
    fc
      .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('{', '{"a":', '[1,', '{"amount":1e999}', '{"amount":-1e999}', '{"amount":NaN}', 'null', '"\\ud800"', '{"__proto__":{"isAdmin":true}}'))
      .map((text): BodyInput => ({ kind: 'raw', text, contentType: 'application/json' })),
    // A right body with the wrong content type.
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x').map(
      (contentType): BodyInput => ({ kind: 'raw', text: JSON.stringify(example ?? {}), contentType }),
    ),
  ];
  if (example && keys.length > 0) {
    variants.push(
      // One field wrong.
      json(fc.tuple(fc.constantFrom(...keys), junkValue).map(([key, value]) => ({ ...example, [key]: value }))),
      // Fields missing.
      json(fc.subarray(keys, { minLength: 1 }).map((drop) => Object.fromEntries(Object.entries(example).filter(([k]) => !drop.includes(k))))),
      // A line-forging or text-reordering character inside one field's own value (issue 27, item 3).
      json(fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...LINE_FORGING), fc.nat()).map(([key, character, at]) => ({ ...example, [key]: withInside(example[key], character, at) }))),
      // Extra fields, some of them names that mean something to the database.
      json(
        fc
          .subarray(['role', 'isActive', 'walletBalanceCentavos', 'userId', 'id', 'passwordHash', 'status', 'extra', '__proto__', 'constructor', 'toString'], { minLength: 1 })
          .map((extra) => ({ ...example, ...Object.fromEntries(extra.map((k) => [k, MARKER])) })),
      ),
    );
  }
  return fc.oneof(...variants);
}

// Issue 10, item 2: `?q=abc%00def` was a 500 that the junk above never
// produced (its strings were short and printable). The query and path junk
// below draws from the classes of text that break parsers and query
// builders, sent as a client really can send them.
const CONTROL_CHARS = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];
const ODD_CHARS = ['\ud800', '\udfff', '\ufeff', '\u200b', '\u202e', '\u2028', '\ufffd', '\u{10ffff}'];
const FTS_AND_SQL = [
  '"', '""', 'a"b', '" OR "', 'abc OR def', 'abc AND def', 'NOT abc', 'NEAR(abc def, 2)', 'abc*', '^abc', 'full_name:abc',
  'contact_number : 0917', '{full_name contact_number}: abc', '(abc', 'abc)', '-abc', '+abc',
  "' or 1=1 --", "'; drop table users; --", '1; select * from sessions', '%', '_', '\\', '%_\\', "Juan' --",
];
const NUMBERISH = ['-1', '0', '1.5', '1e3', '1e999', 'NaN', 'Infinity', '9'.repeat(40), '0x10', ' 1', '1 ', '١٢٣', '１２３'];
const HUGE_TEXT = ['x'.repeat(100_000), 'ñ'.repeat(50_000), '\u0000'.repeat(100_000), '"'.repeat(100_000)];
/** Percent-escapes that do not decode: truncated, not hex, invalid or overlong UTF-8, a surrogate's bytes. */
const RAW_ESCAPES = ['%', '%%', '%zz', '%E0%A4%A', '%ED%A0%80', '%FF%FE', '%C0%80', '%2500', '%00'];

const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc
    .tuple(fc.string({ minLength: 3, maxLength: 10 }), fc.constantFrom(...CONTROL_CHARS, ...ODD_CHARS), fc.string({ minLength: 3, maxLength: 10 }))
    .map((parts) => parts.join('')),
  fc.constantFrom(...FTS_AND_SQL, ...NUMBERISH, ...HUGE_TEXT),
);

/** Percent-encodes text for a URL; a lone surrogate goes as its (invalid) UTF-8 bytes, the only way it can travel. */
function encodeText(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(ch);
  });
}

/** What a server reads from an encoded value: every escape that decodes, decoded; the rest left as sent. */
function decodeText(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** A value shaped like `example` (a row id, a day, an account code, an upload token) that names nothing stored. */
function absentLike(example: string): string {
  if (/^[1-5]\d{3}$/.test(example)) return '5999';
  if (/^\d+$/.test(example)) return '987654321';
  if (/^\d{4}-\d{2}-\d{2}$/.test(example)) return '2099-12-31';
  if (UPLOAD_TOKEN_PATTERN.test(example)) return 'a'.repeat(32);
  return example;
}

/** An encoded URL part: nasty text, an undecodable escape, or both. */
const encodedJunk: fc.Arbitrary<string> = fc.oneof(
  nastyText.map(encodeText),
  fc.constantFrom(...RAW_ESCAPES),
  fc.tuple(fc.string({ minLength: 3, maxLength: 6 }), fc.constantFrom(...RAW_ESCAPES)).map(([text, raw]) => `${encodeText(text)}${raw}`),
);

/** Query pairs as sent (keys may repeat, a key may come without `=`). */
type QueryPair = { key: string; value: string; hasValue: boolean };
const QUERY_KEYS = ['limit', 'offset', 'q', 'sort', 'order', 'page', 'pageSize', 'status', 'x', '__proto__', 'constructor', 'toString'];
const queryPairs: fc.Arbitrary<QueryPair[]> = fc.array(
  fc.record({
    key: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: encodedJunk }),
    value: encodedJunk,
    hasValue: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  }),
  { minLength: 1, maxLength: 5 },
);

const queryString = (pairs: QueryPair[]) => pairs.map(({ key, value, hasValue }) => (hasValue ? `${key}=${value}` : key)).join('&');

/** The query as a route's validator reads it: decoded, `+` as a space, a repeated key as a list. */
function parsedQuery(pairs: QueryPair[]): Record<string, string | string[]> {
  const values = new Map<string, string[]>();
  for (const { key, value, hasValue } of pairs) {
    const name = decodeText(key.replace(/\+/g, ' '));
    if (name === '') continue;
    values.set(name, [...(values.get(name) ?? []), hasValue ? decodeText(value.replace(/\+/g, ' ')) : '']);
  }
  return Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? (list[0] as string) : list]));
}

/** The path with each parameter as given, already encoded. */
function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '');
}

const actorFor = (route: string) => (route.includes('/api/admin/') ? 'mainAdmin' : 'borrowerA');

async function send(world: World, route: string, path: string, input: BodyInput | null) {
  const client = world.client(actorFor(route));
  if (!input) return client.request(methodOf(route), path);
  if (input.kind === 'json') return client.request(methodOf(route), path, { json: input.value });
  return client.request(methodOf(route), path, { body: input.text, headers: { 'content-type': input.contentType } });
}

const totals = { requests: 0, refused: 0, accepted: 0 };
/** Requests by the part that carried the junk, and what the query and path fuzz covered. */
const byPart = { body: 0, query: 0, path: 0 };
const fuzzed = { routes: 0, params: 0 };
/** Requests that put a forging character inside one free-text field (issue 27, item 3). */
const forging = { requests: 0 };

/**
 * One generated request against the world: a refusal is a 4xx with a message
 * and writes nothing; nothing is a 500; an accepted request stores no extra field.
 */
async function check(world: World, state: { snapshot: string }, route: string, path: string, input: BodyInput | null, isValid: boolean, part: keyof typeof byPart) {
  const res = await send(world, route, path, input);
  totals.requests += 1;
  byPart[part] += 1;
  const where = `${route} ${path.slice(0, 120)} ${JSON.stringify(input).slice(0, 200)}`;
  expect(res.status, where).toBeLessThan(500);
  const after = await snapshotData(world.ctx);
  if (res.status >= 400) {
    totals.refused += 1;
    expect(typeof res.body?.message === 'string' && res.body.message.length > 0, `no message: ${where} → ${JSON.stringify(res.body)}`).toBe(true);
    expect(after === state.snapshot, `refused with ${res.status} but wrote: ${where}`).toBe(true);
  } else {
    totals.accepted += 1;
    expect(isValid, `accepted what the schema refuses (${res.status}): ${where}`).toBe(true);
    expect(after.includes(MARKER), `stored an extra field: ${where}`).toBe(false);
  }
  state.snapshot = after;
}

const routesWithCases = [...new Set(CASES.map((c) => c.route))];

describe('generated bad input on every route', () => {
  it('knows the inputs of every route the app serves, and fuzzes each one', async () => {
    const world = await buildWorld();
    const served = appRoutes(world.ctx.app);
    const missing = served.filter((route) => !INPUTS[route]);
    expect(missing, `Routes without an entry in INPUTS of bad-input.test.ts: ${missing.join(', ')}`).toEqual([]);
    const unfuzzed = served.filter((route) => !routesWithCases.includes(route));
    expect(unfuzzed, `Routes without an example in route-cases.ts, so without query and path fuzz: ${unfuzzed.join(', ')}`).toEqual([]);
    await world.ctx.close();
  });

  it.each(routesWithCases)('%s', async (route) => {
    const spec = INPUTS[route];
    if (!spec) throw new Error(`no INPUTS entry for ${route}`);
    const example = CASES.find((c) => c.route === route) as (typeof CASES)[number];
    const world = await buildWorld();
    await example.prepare?.(world);
    const state = { snapshot: await snapshotData(world.ctx) };
    const valid = example.request(world, actorFor(route));
    const exampleBody = isPlainObject(valid.json) ? valid.json : undefined;
    const names = (route.match(/:(\w+)/g) ?? []).map((p) => p.slice(1));
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(valid.path.split('/')[route.split(' ')[1]?.split('/').indexOf(`:${name}`) ?? i] ?? '')]));
    const validBody = valid.json === undefined ? null : ({ kind: 'json', value: valid.json } as const);

    // Every free-text field of the example refuses each forging character, with a message on that field;
    // first, before the junk below uses up the route's rate limits.
    if (spec.body !== null && exampleBody) {
      for (const [key, value] of Object.entries(exampleBody)) {
        if (typeof value !== 'string' || NOT_FREE_TEXT.test(key)) continue;
        for (const character of LINE_FORGING) {
          // A text of several lines keeps its line feeds; a CR there becomes one.
          if ((character === '\n' || character === '\r') && MANY_LINES[route]?.includes(key)) continue;
          const input = { kind: 'json', value: { ...exampleBody, [key]: withInside(value, character, value.length) } } as const;
          const res = await send(world, route, valid.path, input);
          const where = `${route} ${key} ${JSON.stringify(character)}`;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expect(res.body?.fieldErrors?.[key], `${where}: no field message in ${JSON.stringify(res.body)}`).toBeDefined();
          expect(await snapshotData(world.ctx), `${where}: refused but wrote`).toBe(state.snapshot);
          totals.requests += 1;
          totals.refused += 1;
          forging.requests += 1;
        }
      }
    }

    // Body: junk for routes that read one; for routes that read none, junk must not matter.
    if (methodOf(route) !== 'GET') await fc.assert(
      fc.asyncProperty(bodyArbitrary(exampleBody), async (input) => {
        if (spec.body === null) {
          await check(world, state, route, valid.path, input, true, 'body');
          return;
        }
        let parsed: unknown;
        let isJson = true;
        if (input.kind === 'raw') {
          try {
            parsed = JSON.parse(input.text);
          } catch {
            isJson = false;
          }
          if (input.contentType !== 'application/json') isJson = false;
        } else {
          parsed = JSON.parse(JSON.stringify(input.value) ?? 'null');
        }
        await check(world, state, route, valid.path, input, isJson && spec.body(parsed), 'body');
      }),
      { numRuns: spec.body === null ? 10 : 60 },
    );

    // Query: junk keys and values on every route; only the admin lists read one.
    await fc.assert(
      fc.asyncProperty(queryPairs, async (pairs) => {
        const path = `${valid.path}${valid.path.includes('?') ? '&' : '?'}${queryString(pairs)}`;
        await check(world, state, route, path, validBody, spec.query ? spec.query(parsedQuery(pairs)) : true, 'query');
      }),
      {
        numRuns: spec.query ? 120 : 12,
        // The search of the report (issue 10, item 2), first on every route.
        examples: [[[{ key: 'q', value: 'abc%00def', hasValue: true }]]],
      },
    );

    // Path: junk in each parameter, the others kept valid or junk too.
    if (names.length > 0) {
      const paramsSpec = spec.params;
      if (!paramsSpec) throw new Error(`${route} has path parameters but no params oracle in INPUTS`);
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(fc.constant(encodeText(params[n] ?? '')), encodedJunk, fc.constantFrom('..', '.', '%2e%2e', '..%2F..%2Fapp.db'))]))),
          async (encoded) => {
            const decoded = Object.fromEntries(Object.entries(encoded).map(([n, raw]) => [n, decodeText(raw)]));
            await check(world, state, route, fillPath(route.split(' ')[1] as string, encoded), validBody, paramsSpec({ ...params, ...decoded }), 'path');
          },
        ),
        {
          numRuns: 40,
          examples: [
            [Object.fromEntries(names.map((n) => [n, 'abc%00def']))],
            // Well-formed but absent, one parameter at a time: the route's "not found" refusal, every run,
            // not only when the junk happens to be a number (the answer checker wants it listed).
            ...names.map((absent) => [Object.fromEntries(names.map((n) => [n, encodeText(n === absent ? absentLike(params[n] ?? '') : (params[n] ?? ''))]))]),
          ],
        },
      );
      fuzzed.params += names.length;
    }
    fuzzed.routes += 1;
    // A junk constant can be accepted as a password and also be stored as,
    // say, a name: it is test data in public fields, not a secret to hunt for.
    for (const constant of JUNK_STRINGS) world.ctx.traffic.secrets.delete(constant);
    await world.ctx.close();
  }, 120_000);

  afterAll(() => {
    recordFigure('badinput.requests', totals.requests);
    recordFigure('badinput.refused', totals.refused);
    recordFigure('badinput.accepted', totals.accepted);
    recordFigure('badinput.body.requests', byPart.body);
    recordFigure('badinput.query.requests', byPart.query);
    recordFigure('badinput.path.requests', byPart.path);
    recordFigure('badinput.routes', fuzzed.routes);
    recordFigure('badinput.path.params', fuzzed.params);
    recordFigure('badinput.forging.requests', forging.requests);
  });
});
