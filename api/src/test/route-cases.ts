import { centavos, paymentReference, PRIVACY_NOTICE_VERSION, type StaffDuty } from '@app/domain';
import type { App } from '../app';
import { booksPostingHook } from '../features/books';
import { bankDetails, registration, verificationDetails } from './builders';
import { markVerified, PASSWORD, uploadImage, fundWallet } from './harness';
import { PNG } from './images';
import { WORLD_CODE, type Actor, type World } from './world';

// One row per route (and per kind of target where it matters) with a request
// that the rightful actor can make on a fresh world, and the status each
// actor gets. The access matrix runs them all; the bad-input tests start
// from their bodies.

type Expect = Record<Actor, number>;

/** The id of the approval request a row prepares (maker-checker, issue 15). */
const WORLD_APPROVAL_ID = 9001;
export interface Case {
  route: string;
  /** What the cell is about, when a route has several. */
  on?: string;
  /** For a member-scoped row: which kind of member it targets. */
  target?: Target;
  /** The request `actor` makes (most rows make the same one for everyone). */
  request(w: World, actor: Actor): { path: string; json?: unknown; body?: Uint8Array; headers?: Record<string, string> };
  /** A change to the world before the request (e.g. a withdrawal that is already verified). */
  prepare?(w: World): Promise<void>;
  expect: Expect;
}

const same = (status: number): Expect => ({ anonymous: status, borrowerA: status, borrowerB: status, inactive: status, deleted: status, admin: status, mainAdmin: status });
/** Any live account; an old cookie of a deactivated or deleted one is no session. */
const signedIn = (ok: number): Expect => ({ ...same(ok), anonymous: 401, inactive: 401, deleted: 401 });
const adminsOnly = (ok: number): Expect => ({ ...signedIn(ok), borrowerA: 403, borrowerB: 403 });
const mainAdminOnly = (ok: number): Expect => ({ ...adminsOnly(ok), admin: 403 });
/** Borrower A's own thing: A gets `owner`, others as given. */
const ownerOnly = ({ owner, others, admins = others }: { owner: number; others: number; admins?: number }): Expect => ({
  ...signedIn(others),
  borrowerA: owner,
  admin: admins,
  mainAdmin: admins,
});

/** A UN list in its published XML format whose one entry matches nobody in the world. */
const WORLD_UN_LIST = `<?xml version="1.0" encoding="UTF-8"?><CONSOLIDATED_LIST dateGenerated="2026-11-20T10:00:00Z"><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>ZEPHYRINUS</FIRST_NAME><SECOND_NAME>QUIXBY</SECOND_NAME><REFERENCE_NUMBER>QDi.999</REFERENCE_NUMBER></INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;

/** The case `openWorldCase` opens: the first of a fresh world. */
const WORLD_CASE_ID = 1;
/** An imported entry bearing borrower A's name, and the open case it made, written as the import would. */
const openWorldCase = async (w: World) => {
  const now = w.ctx.clock.now().toISOString();
  const borrower = await w.ctx.db.selectFrom('users').select('fullName').where('id', '=', w.ids.borrowerA).executeTakeFirstOrThrow();
  const listImport = await w.ctx.db.insertInto('complianceListImports').values({ source: 'un', version: '2026-11-20', entryCount: 1, importedAt: now, importedBy: w.ids.mainAdmin }).returning('id').executeTakeFirstOrThrow();
  const person = await w.ctx.db
    .insertInto('listedPersons')
    .values({ importId: listImport.id, reference: 'QDi.998', kind: 'individual', name: borrower.fullName, aliasesJson: '[]', birthDatesJson: '[]', listedOn: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const opened = await w.ctx.db
    .insertInto('screeningCases')
    .values({ userId: w.ids.borrowerA, listedPersonId: person.id, listSource: 'un', listReference: 'QDi.998', listedName: borrower.fullName, scorePermille: 1000, reasonsJson: '["exact"]', occasion: 'list_import', state: 'open', createdAt: now, decidedBy: null, decidedAt: null, decisionReason: null, reportDueDate: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opened.id !== WORLD_CASE_ID) throw new Error(`The world's case was not the first: ${opened.id}`);
};

/** The alert and the report `openWorldAlertAndReport` writes: the first of a fresh world. */
const WORLD_ALERT_ID = 1;
const WORLD_REPORT_ID = 1;
/** A structuring alert and a covered report on borrower A's approved loan's disbursement, written as the compliance hook would. */
const openWorldAlertAndReport = async (w: World) => {
  const now = w.ctx.clock.now().toISOString();
  const movement = await w.ctx.db.selectFrom('loanTransactions').select('id').where('loanId', '=', w.approvedLoanId).where('kind', '=', 'disbursement').executeTakeFirstOrThrow();
  const event = await w.ctx.db
    .insertInto('amlTransactions')
    .values({ userId: w.ids.borrowerA, kind: 'disbursement', amountCentavos: centavos(15_000_000), occurredAt: now, bankingDay: now.slice(0, 10), movementKind: 'loan_transaction', movementId: movement.id, loanId: w.approvedLoanId, channel: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alert = await w.ctx.db
    .insertInto('complianceAlerts')
    .values({ userId: w.ids.borrowerA, rule: 'structuring', dedupeKey: 'day:2026-11-21', state: 'open', factsJson: '{"window":"day"}', createdAt: now, decidedBy: null, decidedAt: null, decisionReason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await w.ctx.db.insertInto('complianceAlertTransactions').values({ alertId: alert.id, transactionId: event.id }).execute();
  const report = await w.ctx.db
    .insertInto('complianceReports')
    .values({ kind: 'covered', userId: w.ids.borrowerA, state: 'due', reason: 'single', bankingDay: now.slice(0, 10), alertId: null, dueDate: '2026-11-27', createdAt: now, filedAt: null, filedBy: null, filedReference: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await w.ctx.db.insertInto('complianceReportTransactions').values({ reportId: report.id, transactionId: event.id }).execute();
  if (alert.id !== WORLD_ALERT_ID || report.id !== WORLD_REPORT_ID) throw new Error(`The world's alert and report were not the first: ${alert.id}, ${report.id}`);
};

/** The offer `makeWorldOffer` makes: the first of a fresh world. */
const WORLD_OFFER_ID = 1;
const makeWorldOffer = async (w: World) => {
  const made = await w.client('mainAdmin').post(`/api/admin/loans/${w.approvedLoanId}/offers`, { kind: 'holiday', installments: 1 });
  if (made.status !== 201 || made.body.id !== WORLD_OFFER_ID) throw new Error(`The world's offer was not made: ${made.status}`);
};

/** The template `addWorldTemplate` writes: the first of a fresh world, by an officer none of the actors is. */
const WORLD_TEMPLATE_ID = 1;
const addWorldTemplate = async (w: World, { approvedBy }: { approvedBy: number | null }) => {
  const now = w.ctx.clock.now().toISOString();
  const made = await w.ctx.db
    .insertInto('collectionTemplates')
    .values({ name: 'Reminder', channel: 'sms', language: 'en', subject: null, body: 'Hi {name}, {amountDue} is due. Ref {paymentReference}.', createdBy: w.ids.otherAdmin, createdAt: now, approvedBy, approvedAt: approvedBy === null ? null : now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (made.id !== WORLD_TEMPLATE_ID) throw new Error(`The world's template was not the first: ${made.id}`);
};

const verification = verificationDetails();
const NEW_PASSWORD = 'another long secret';
const bankInfo = bankDetails();
/** A verified borrower's own write: refused, whoever's session; staff and the unverified go through. */
const verifiedRefused: Expect = { ...signedIn(200), borrowerA: 409, borrowerB: 409 };
/** Borrower A back before the last verification step: bank details not yet given. */
const unverifyA = async (w: World) => {
  await w.ctx.db.updateTable('users').set({ bankName: null, accountNumber: null, bankInfoAt: null, verificationCompletedAt: null }).where('id', '=', w.ids.borrowerA).execute();
};

type Target = 'borrower A' | 'another admin' | 'the main admin' | 'self';

/**
 * Every staff action keyed by a member (a path id, `userId` or
 * `targetUserId`), on four kinds of target. SPEC.md 6: only the main admin
 * manages admins; nobody manages the main admin; and nobody manages their
 * own account from the back office ('self' is the acting account).
 */
function memberCases({ route, what, ok, request }: { route: string; what?: string; ok: number; request: (w: World, id: number, actor: Actor) => ReturnType<Case['request']> }): Case[] {
  const targets: [Target, (w: World, actor: Actor) => number, Expect][] = [
    ['borrower A', (w) => w.ids.borrowerA, adminsOnly(ok)],
    ['another admin', (w) => w.ids.otherAdmin, { ...adminsOnly(ok), admin: 403 }],
    ['the main admin', (w) => w.ids.mainAdmin, adminsOnly(403)],
    ['self', (w, actor) => (actor === 'anonymous' ? w.ids.borrowerA : w.ids[actor]), adminsOnly(403)],
  ];
  return targets.map(([target, idOf, expect]) => ({
    route,
    on: what ? `${what}, ${target}` : target,
    target,
    request: (w, actor) => request(w, idOf(w, actor), actor),
    expect,
  }));
}

/** Hands one of A's requests to another account first (the state an older release could leave behind). */
const handTo = (table: 'loans' | 'withdrawals', owner: keyof World['ids']) => async (w: World) => {
  const id = table === 'loans' ? w.pendingLoanId : w.withdrawalId;
  await w.ctx.db.updateTable(table).set({ userId: w.ids[owner] }).where('id', '=', id).execute();
};
const fund = (w: World, owner: keyof World['ids'], amountCentavos: number) =>
  fundWallet(w.ctx, { userId: w.ids[owner], amountCentavos: centavos(amountCentavos), kind: 'adjustment', reason: 'Test funds', actorId: w.ids.mainAdmin, now: w.ctx.clock.now() });
const verifyWithdrawal = async (w: World) => {
  await w.ctx.db.updateTable('withdrawals').set({ status: 'pending', codeHash: null, verifiedAt: w.ctx.clock.now().toISOString() }).where('id', '=', w.withdrawalId).execute();
};

/**
 * Issue 10: nothing is decided on a deleted or inactive member's requests
 * (closing the account rejected them); 409 for staff, and nothing written.
 */
const closedOwnerCases = (['deleted', 'inactive'] as const).flatMap((owner): Case[] => [
  {
    route: 'POST /api/admin/loans/:id',
    on: `the ${owner} member's pending loan`,
    prepare: handTo('loans', owner),
    request: (w) => ({ path: `/api/admin/loans/${w.pendingLoanId}`, json: { status: 'approve' } }),
    expect: adminsOnly(409),
  },
  {
    route: 'POST /api/admin/withdrawals/:id',
    on: `the ${owner} member's verified request`,
    prepare: async (w) => {
      await verifyWithdrawal(w);
      await handTo('withdrawals', owner)(w);
      // The owner holds the money: only the closed account may stand in the way.
      await fund(w, owner, 100_000);
    },
    request: (w) => ({ path: `/api/admin/withdrawals/${w.withdrawalId}`, json: { status: 'approved' } }),
    expect: adminsOnly(409),
  },
  {
    route: 'POST /api/admin/withdrawals/:id/resend-code',
    on: `the ${owner} member's request`,
    prepare: handTo('withdrawals', owner),
    request: (w) => ({ path: `/api/admin/withdrawals/${w.withdrawalId}/resend-code` }),
    expect: adminsOnly(409),
  },
]);

/**
 * Issue 10: no officer decides a loan or withdrawal of their own account,
 * and the owner of one follows the rule of every member action.
 */
const staffOwnerCases = (['admin', 'mainAdmin'] as const).flatMap((owner): Case[] => {
  const whose = owner === 'admin' ? "a plain admin's own" : "the main admin's own";
  // A plain admin's request may be decided by the main admin (who manages admins); the main admin's by nobody.
  const expect: Expect = { ...adminsOnly(403), mainAdmin: owner === 'admin' ? 200 : 403 };
  return [
    { route: 'POST /api/admin/loans/:id', on: `${whose} pending loan`, prepare: handTo('loans', owner), request: (w) => ({ path: `/api/admin/loans/${w.pendingLoanId}`, json: { status: 'approve' } }), expect },
    {
      route: 'POST /api/admin/withdrawals/:id',
      on: `${whose} verified request`,
      prepare: async (w) => {
        await verifyWithdrawal(w);
        await handTo('withdrawals', owner)(w);
        await fund(w, owner, 100_000);
      },
      request: (w) => ({ path: `/api/admin/withdrawals/${w.withdrawalId}`, json: { status: 'approved' } }),
      expect,
    },
    { route: 'POST /api/admin/withdrawals/:id/resend-code', on: `${whose} request`, prepare: handTo('withdrawals', owner), request: (w) => ({ path: `/api/admin/withdrawals/${w.withdrawalId}/resend-code` }), expect },
  ];
});

const dropWithdrawal = async (w: World) => {
  await w.ctx.db.updateTable('withdrawals').set({ deletedAt: w.ctx.clock.now().toISOString(), codeHash: null }).where('id', '=', w.withdrawalId).execute();
};
const staffPayment = { amount: 1_000, channel: 'gcash', reference: 'GC-0001', receivedAt: '2026-11-21T09:00:00+08:00' };
/** The world's loan transactions are its disbursement (1); a payment added by a row's prepare is the next. */
const WORLD_PAYMENT_ID = 2;
/** The world holds no unmatched payment; one added by a row's prepare is the first. */
const WORLD_UNMATCHED_ID = 1;

/** A GCash payment of 1,000 on A's approved loan, loan transaction WORLD_PAYMENT_ID. */
const addGcashPayment = async (w: World) => {
  const lines = { lines: [{ installment: 1, lateFee: 0, interest: 75_000, principal: 25_000 }], forgiven: [] };
  const row = await w.ctx.db
    .insertInto('loanTransactions')
    .values({ loanId: w.approvedLoanId, kind: 'repayment', amountCentavos: centavos(100_000), linesJson: JSON.stringify(lines), source: 'gcash', externalReference: 'GC-1', createdAt: w.ctx.clock.now().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await w.ctx.db.transaction().execute((trx) => booksPostingHook(trx, { kind: 'loan_transaction', row }));
  if (row.id !== WORLD_PAYMENT_ID) throw new Error(`the world's payment has id ${row.id}`);
};
/** Issue 27: an officer's payment on A's loan with a photo of its receipt; its id, once recorded. */
let receiptPhotoPaymentId = 0;
const addPaymentWithReceiptPhoto = async (w: World) => {
  const receiptUploadURL = await uploadImage(w.client('mainAdmin'));
  const res = await w.client('mainAdmin').post(`/api/admin/loans/${w.approvedLoanId}/payments`, { amount: 1_000, channel: 'otc', reference: 'OR-PHOTO', receivedAt: '2026-11-21T09:00:00+08:00', receiptUploadURL });
  if (res.status !== 201) throw new Error(`the world's payment with a receipt photo failed: ${res.status} ${JSON.stringify(res.body)}`);
  receiptPhotoPaymentId = res.body.transaction.id;
};
/** A's approved loan paid off through an officer (150,000 + the current period's 750 interest): closed. */
const closeApprovedLoan = async (w: World) => {
  const res = await w.client('mainAdmin').post(`/api/admin/loans/${w.approvedLoanId}/payments`, { amount: 150_750, channel: 'gcash', reference: 'GC-PAYOFF', receivedAt: '2026-11-21T09:00:00+08:00' });
  if (res.status !== 201 || res.body.isLoanClosed !== true) throw new Error(`the world's loan did not close: ${res.status} ${JSON.stringify(res.body)}`);
};

/** A file the actor uploaded: staff file with their own upload, anyone else tries A's. */
const uploadedFileOf = (w: World, actor: Actor) => ({
  type: 'front_id',
  uploadURL: `/api/objects/upload/${actor === 'admin' || actor === 'mainAdmin' ? w.staffUploadTokens[actor] : w.uploadedUploadToken}`,
});

export const CASES: Case[] = [
  { route: 'GET /api/auth/me', request: () => ({ path: '/api/auth/me' }), expect: signedIn(200) },
  {
    route: 'POST /api/auth/register',
    request: () => ({ path: '/api/auth/register', json: registration({ fullName: 'New Member', email: 'new@example.com' }) }),
    expect: same(201),
  },
  { route: 'POST /api/auth/login', request: (w) => ({ path: '/api/auth/login', json: { email: w.emails.borrowerA, password: PASSWORD } }), expect: same(200) },
  { route: 'POST /api/auth/logout', request: () => ({ path: '/api/auth/logout' }), expect: same(200) },
  // Decision 032: the world's sessions are full ones, so there is no code step to take and no authenticator waiting.
  { route: 'POST /api/auth/mfa/enroll', request: () => ({ path: '/api/auth/mfa/enroll', json: { code: '123456' } }), expect: signedIn(400) },
  { route: 'POST /api/auth/mfa/verify', request: () => ({ path: '/api/auth/mfa/verify', json: { code: '123456' } }), expect: signedIn(400) },
  { route: 'GET /api/auth/mfa', request: () => ({ path: '/api/auth/mfa' }), expect: signedIn(200) },
  { route: 'POST /api/auth/mfa/setup', request: () => ({ path: '/api/auth/mfa/setup' }), expect: { ...signedIn(200), admin: 409, mainAdmin: 409 } },
  { route: 'POST /api/auth/mfa/disable', request: () => ({ path: '/api/auth/mfa/disable', json: { code: '123456' } }), expect: { ...signedIn(409), admin: 403, mainAdmin: 403 } },

  // DEPARTURES 12: A and B are verified, so their own details are read-only (409);
  // the first row of each (the bad-input fuzz starts from it) has A still verifying.
  { route: 'POST /api/user/verification', on: 'A still verifying', prepare: unverifyA, request: () => ({ path: '/api/user/verification', json: verification }), expect: { ...signedIn(200), borrowerB: 409 } },
  { route: 'POST /api/user/verification', on: 'verified borrowers', request: () => ({ path: '/api/user/verification', json: verification }), expect: verifiedRefused },
  { route: 'POST /api/user/bank-info', on: 'A still verifying', prepare: unverifyA, request: () => ({ path: '/api/user/bank-info', json: bankInfo }), expect: { ...signedIn(200), borrowerB: 409 } },
  { route: 'POST /api/user/bank-info', on: 'verified borrowers', request: () => ({ path: '/api/user/bank-info', json: bankInfo }), expect: verifiedRefused },
  { route: 'GET /api/user/withdrawals', request: () => ({ path: '/api/user/withdrawals' }), expect: signedIn(200) },
  { route: 'GET /api/user/ledger', request: () => ({ path: '/api/user/ledger' }), expect: signedIn(200) },
  // Issue 15: the member's own privacy requests.
  { route: 'GET /api/user/document-views', request: () => ({ path: '/api/user/document-views' }), expect: signedIn(200) },
  { route: 'POST /api/user/consent', request: () => ({ path: '/api/user/consent', json: { version: PRIVACY_NOTICE_VERSION } }), expect: signedIn(200) },
  { route: 'GET /api/user/export', request: () => ({ path: '/api/user/export' }), expect: signedIn(200) },
  { route: 'PUT /api/user/preferences', request: () => ({ path: '/api/user/preferences', json: { language: 'fil' } }), expect: signedIn(200) },
  // Issue 29: a borrower's channels and the proof of their email; staff have neither. The world has no email configured.
  { route: 'PUT /api/user/message-channels', request: () => ({ path: '/api/user/message-channels', json: { messageChannels: 'both' } }), expect: { ...signedIn(200), admin: 403, mainAdmin: 403 } },
  { route: 'POST /api/user/email-verification', request: () => ({ path: '/api/user/email-verification' }), expect: { ...signedIn(409), admin: 403, mainAdmin: 403 } },
  { route: 'POST /api/auth/verify-email', request: () => ({ path: '/api/auth/verify-email', json: { token: 'a'.repeat(32) } }), expect: same(400) },
  {
    route: 'POST /api/user/change-password',
    request: (w) => ({ path: '/api/user/change-password', json: { email: w.emails.borrowerA, currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
    expect: signedIn(200),
  },

  // The load balancer's probes: anyone, no session (issue 13).
  { route: 'GET /healthz', request: () => ({ path: '/healthz' }), expect: same(200) },
  { route: 'GET /readyz', request: () => ({ path: '/readyz' }), expect: same(200) },
  // The published API (decision 054): anyone, no session.
  { route: 'GET /api/openapi.json', request: () => ({ path: '/api/openapi.json' }), expect: same(200) },
  { route: 'POST /api/objects/upload', request: () => ({ path: '/api/objects/upload', json: {} }), expect: signedIn(200) },
  {
    route: 'PUT /api/objects/upload/:token',
    on: "A's upload URL",
    request: (w) => ({ path: `/api/objects/upload/${w.freshUploadToken}`, body: PNG, headers: { 'content-type': 'image/png' } }),
    expect: ownerOnly({ owner: 200, others: 403 }),
  },
  { route: 'GET /api/documents', request: () => ({ path: '/api/documents' }), expect: signedIn(200) },
  {
    route: 'POST /api/documents/upload-from-storage',
    on: "A's uploaded file, A still verifying",
    prepare: unverifyA,
    request: (w) => ({ path: '/api/documents/upload-from-storage', json: { uploadedFiles: [{ type: 'front_id', uploadURL: `/api/objects/upload/${w.uploadedUploadToken}` }] } }),
    // B is verified: refused for that before the token is looked at.
    expect: { ...ownerOnly({ owner: 201, others: 403 }), borrowerB: 409 },
  },
  {
    route: 'POST /api/documents/upload-from-storage',
    on: "A's uploaded file, A verified",
    request: (w) => ({ path: '/api/documents/upload-from-storage', json: { uploadedFiles: [{ type: 'front_id', uploadURL: `/api/objects/upload/${w.uploadedUploadToken}` }] } }),
    expect: { ...ownerOnly({ owner: 409, others: 403 }), borrowerB: 409 },
  },
  {
    route: 'POST /api/documents/upload-from-storage',
    on: 'a borrower filing for someone else',
    request: (w) => ({
      path: '/api/documents/upload-from-storage',
      json: { targetUserId: w.ids.borrowerB, uploadedFiles: [{ type: 'front_id', uploadURL: `/api/objects/upload/${w.uploadedUploadToken}` }] },
    }),
    // Admins may file for a member, but not with A's upload.
    expect: ownerOnly({ owner: 403, others: 403 }),
  },
  ...memberCases({
    route: 'POST /api/documents/upload-from-storage',
    what: 'filing for a member',
    ok: 201,
    request: (w, id, actor) => ({ path: '/api/documents/upload-from-storage', json: { targetUserId: id, uploadedFiles: [uploadedFileOf(w, actor)] } }),
  }),

  { route: 'GET /api/loans', request: () => ({ path: '/api/loans' }), expect: signedIn(200) },
  { route: 'GET /api/loans/affordability', request: () => ({ path: '/api/loans/affordability' }), expect: signedIn(200) },
  { route: 'GET /api/loans/documentary-stamp-tax', request: () => ({ path: '/api/loans/documentary-stamp-tax' }), expect: signedIn(200) },
  {
    route: 'POST /api/loans',
    on: 'staff with complete details and documents',
    prepare: async (w) => {
      for (const staff of ['admin', 'mainAdmin'] as const) {
        await markVerified(w.ctx, w.ids[staff]);
        await w.ctx.db.updateTable('users').set({ contactNumber: '+639171234567' }).where('id', '=', w.ids[staff]).execute();
      }
    },
    request: () => ({ path: '/api/loans', json: { amount: 1_200_000, term: 24, interestRate: 0.3 } }),
    // A already has a pending application (409); staff never borrow, however complete their details (403).
    expect: { ...signedIn(201), borrowerA: 409, admin: 403, mainAdmin: 403 },
  },

  // Issue 12: A's approved loan (start 2026-11-21, wallet 150,000, 1,000 reserved by the waiting withdrawal).
  { route: 'GET /api/loans/:id/payoff', request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/payoff` }), expect: ownerOnly({ owner: 200, others: 404 }) },
  { route: 'GET /api/loans/:id/transactions', request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/transactions` }), expect: ownerOnly({ owner: 200, others: 404 }) },
  { route: 'POST /api/loans/:id/pay', request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/pay`, json: { amount: 100 } }), expect: ownerOnly({ owner: 200, others: 404 }) },
  { route: 'PUT /api/loans/:id/auto-pay', request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/auto-pay`, json: { enabled: true } }), expect: ownerOnly({ owner: 200, others: 404 }) },
  // Issue 32, decision 062: asking for help on A's loan, and accepting the offer the main admin made (the world's first, id 1).
  { route: 'POST /api/loans/:id/extension', request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/extension`, json: { months: 3 } }), expect: ownerOnly({ owner: 201, others: 404 }) },
  {
    route: 'POST /api/loans/:id/hardship',
    request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/hardship`, json: { reason: 'delayed_salary', note: 'Salary is two weeks late' } }),
    expect: ownerOnly({ owner: 201, others: 404 }),
  },
  { route: 'GET /api/loans/:id/offers', request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/offers` }), expect: ownerOnly({ owner: 200, others: 404 }) },
  {
    route: 'POST /api/loans/:id/offers/:offerId/accept',
    prepare: makeWorldOffer,
    request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/offers/${WORLD_OFFER_ID}/accept` }),
    expect: ownerOnly({ owner: 200, others: 404 }),
  },
  {
    route: 'POST /api/loans/:id/cancel',
    on: 'within cooling-off, nothing withdrawn',
    prepare: dropWithdrawal,
    request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/cancel` }),
    expect: ownerOnly({ owner: 200, others: 404 }),
  },
  {
    route: 'POST /api/loans/:id/cancel',
    on: 'a withdrawal requested since the disbursement',
    request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/cancel` }),
    expect: ownerOnly({ owner: 409, others: 404 }),
  },

  // The loan documents (PDF): the owner's own; staff through /api/admin.
  { route: 'GET /api/loans/:id/statement.pdf', request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/statement.pdf` }), expect: ownerOnly({ owner: 200, others: 404 }) },
  {
    route: 'GET /api/loans/:id/certificate.pdf',
    on: 'a loan not yet paid in full',
    request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/certificate.pdf` }),
    expect: ownerOnly({ owner: 409, others: 404 }),
  },
  {
    route: 'GET /api/loans/:id/certificate.pdf',
    on: 'a closed loan',
    prepare: closeApprovedLoan,
    request: (w) => ({ path: `/api/loans/${w.approvedLoanId}/certificate.pdf` }),
    expect: ownerOnly({ owner: 200, others: 404 }),
  },
  {
    route: 'GET /api/payments/:id/receipt.pdf',
    on: "a payment on A's loan",
    prepare: addGcashPayment,
    request: () => ({ path: `/api/payments/${WORLD_PAYMENT_ID}/receipt.pdf` }),
    expect: ownerOnly({ owner: 200, others: 404 }),
  },

  // The gateway's signed call: off in the world (no PAYMENT_CALLBACK_SECRET); sessions play no part.
  { route: 'POST /api/payments/callback', on: 'no secret configured', request: () => ({ path: '/api/payments/callback', json: {} }), expect: same(404) },
  // Twilio's signed status report: off in the world (SMS by the development stand-in); sessions play no part.
  { route: 'POST /api/messages/twilio/status', on: 'Twilio not configured', request: () => ({ path: '/api/messages/twilio/status', json: {} }), expect: same(404) },

  {
    route: 'POST /api/withdrawals',
    on: 'with A holding no open request',
    prepare: async (w) => {
      await w.ctx.db.updateTable('withdrawals').set({ deletedAt: w.ctx.clock.now().toISOString(), codeHash: null }).where('id', '=', w.withdrawalId).execute();
      await fund(w, 'admin', 100_000);
      await fund(w, 'mainAdmin', 100_000);
    },
    request: () => ({ path: '/api/withdrawals', json: { amount: 500 } }),
    // A and the staff have money; B has none (409); staff never withdraw, even their own money (403).
    expect: { ...ownerOnly({ owner: 201, others: 409 }), admin: 403, mainAdmin: 403 },
  },
  {
    route: 'POST /api/withdrawals/verify',
    on: "A's code",
    request: () => ({ path: '/api/withdrawals/verify', json: { amount: 1000, otp: WORLD_CODE } }),
    // Nobody but A has a request waiting for this code; staff have none at all.
    expect: { ...ownerOnly({ owner: 200, others: 409 }), admin: 403, mainAdmin: 403 },
  },
  {
    route: 'POST /api/withdrawals/verify',
    on: "a staff member's own code",
    prepare: async (w) => {
      await handTo('withdrawals', 'admin')(w);
      await fund(w, 'admin', 100_000);
    },
    request: () => ({ path: '/api/withdrawals/verify', json: { amount: 1000, otp: WORLD_CODE } }),
    expect: { ...signedIn(409), admin: 403, mainAdmin: 403 },
  },
  {
    route: 'POST /api/withdrawals/resend-code',
    on: "A's request, its code sent two minutes ago",
    prepare: async (w) => {
      const sentAt = new Date(w.ctx.clock.now().getTime() - 2 * 60_000).toISOString();
      await w.ctx.db.updateTable('withdrawals').set({ codeSentAt: sentAt }).where('id', '=', w.withdrawalId).execute();
    },
    request: () => ({ path: '/api/withdrawals/resend-code' }),
    // Only A has a request waiting for a code; staff never withdraw.
    expect: { ...ownerOnly({ owner: 200, others: 409 }), admin: 403, mainAdmin: 403 },
  },

  { route: 'GET /api/notifications', request: () => ({ path: '/api/notifications' }), expect: signedIn(200) },
  {
    route: 'POST /api/notifications/:id/read',
    on: "A's notification",
    request: (w) => ({ path: `/api/notifications/${w.notificationId}/read` }),
    // Notifications are personal: not even an admin marks someone else's.
    expect: ownerOnly({ owner: 200, others: 404 }),
  },

  { route: 'GET /api/admin/loans', request: () => ({ path: '/api/admin/loans' }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/loans/:id',
    request: (w) => ({ path: `/api/admin/loans/${w.pendingLoanId}`, json: { status: 'approve', title: 'Loan Approved', message: 'Approved.' } }),
    expect: adminsOnly(200),
  },
  { route: 'DELETE /api/admin/loans/:id', request: (w) => ({ path: `/api/admin/loans/${w.pendingLoanId}` }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/loans/:id', request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}` }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/approvals', request: () => ({ path: '/api/admin/approvals' }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/approvals/:id',
    on: "another officer's pending balance adjustment",
    prepare: async (w) => {
      await w.ctx.db
        .insertInto('approvals')
        .values({
          id: WORLD_APPROVAL_ID,
          kind: 'balance_adjustment',
          targetType: 'user',
          targetId: w.ids.borrowerA,
          userId: w.ids.borrowerA,
          loanId: null,
          payloadJson: JSON.stringify({ walletBalance: 1_000_000, expectedBalance: 0, reason: 'Grant' }),
          seenJson: null,
          amountCentavos: centavos(100_000_000),
          makerId: w.ids.otherAdmin,
          createdAt: w.ctx.clock.now().toISOString(),
          state: 'pending',
          checkerId: null,
          decidedAt: null,
          reason: null,
        })
        .execute();
    },
    request: () => ({ path: `/api/admin/approvals/${WORLD_APPROVAL_ID}`, json: { decision: 'reject', reason: 'Not justified' } }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/reports/aging', request: () => ({ path: '/api/admin/reports/aging' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/reports/aging.csv', request: () => ({ path: '/api/admin/reports/aging.csv' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/accounts', request: () => ({ path: '/api/admin/books/accounts' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/trial-balance', request: () => ({ path: '/api/admin/books/trial-balance?at=2026-11-21' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/trial-balance.csv', request: () => ({ path: '/api/admin/books/trial-balance.csv?at=2026-11-21' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/trial-balance.pdf', request: () => ({ path: '/api/admin/books/trial-balance.pdf?at=2026-11-21' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/journal', request: () => ({ path: '/api/admin/books/journal?from=2026-11-01&to=2026-11-30' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/journal.csv', request: () => ({ path: '/api/admin/books/journal.csv?from=2026-11-01&to=2026-11-30' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/reconciliation', request: () => ({ path: '/api/admin/books/reconciliation' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/closes', request: () => ({ path: '/api/admin/books/closes' }), expect: adminsOnly(200) },
  { route: 'POST /api/admin/books/accounts', request: () => ({ path: '/api/admin/books/accounts', json: { code: '1150', name: 'Collections clearing – 7-Eleven', type: 'asset' } }), expect: adminsOnly(201) },
  { route: 'PATCH /api/admin/books/accounts/:code', request: () => ({ path: '/api/admin/books/accounts/1010', json: { name: 'Cash in bank – BDO' } }), expect: adminsOnly(200) },
  // October has ended and nothing is dated before it: the close is asked, and always waits for a second officer.
  { route: 'POST /api/admin/books/close', request: () => ({ path: '/api/admin/books/close', json: { month: '2026-10' } }), expect: adminsOnly(202) },
  // Always held for a second officer.
  { route: 'POST /api/admin/books/opening', request: () => ({ path: '/api/admin/books/opening', json: { date: '2026-11-02', memo: 'Capital paid in', lines: [{ account: '1010', debit: 1_000_000, credit: 0 }, { account: '3100', debit: 0, credit: 1_000_000 }] } }), expect: adminsOnly(202) },
  {
    route: 'POST /api/admin/books/remittances',
    on: 'money held from over the counter, which the channel owes',
    prepare: async (w) => {
      const row = await w.ctx.db
        .insertInto('unmatchedPayments')
        .values({ origin: 'settlement', line: 2, reference: '70000000991', amountCentavos: centavos(100_000), paidAt: '2026-11-21T01:00:00.000Z', transactionId: 'OTC-9', channel: 'otc', reason: 'unknown_reference', message: 'unknown reference', createdAt: w.ctx.clock.now().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await w.ctx.db.transaction().execute((trx) => booksPostingHook(trx, { kind: 'unmatched_payment', row }));
    },
    request: () => ({ path: '/api/admin/books/remittances', json: { channel: 'otc', amount: 1_000, date: '2026-11-21', reference: 'BDO-1' } }),
    expect: adminsOnly(201),
  },
  { route: 'GET /api/admin/books/dst', request: () => ({ path: '/api/admin/books/dst?month=2026-11' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/dst.csv', request: () => ({ path: '/api/admin/books/dst.csv?month=2026-11' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/statements', request: () => ({ path: '/api/admin/books/statements?from=2026-11-01&to=2026-11-30' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/statements.csv', request: () => ({ path: '/api/admin/books/statements.csv?from=2026-11-01&to=2026-11-30' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/statements.pdf', request: () => ({ path: '/api/admin/books/statements.pdf?from=2026-11-01&to=2026-11-30' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/ledger', request: () => ({ path: '/api/admin/books/ledger?account=1200&from=2026-11-01&to=2026-11-30' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/ledger.csv', request: () => ({ path: '/api/admin/books/ledger.csv?account=1200&from=2026-11-01&to=2026-11-30' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/books/ledger.pdf', request: () => ({ path: '/api/admin/books/ledger.pdf?account=1200&from=2026-11-01&to=2026-11-30' }), expect: adminsOnly(200) },
  { route: 'POST /api/admin/loans/:id/payments', request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/payments`, json: staffPayment }), expect: adminsOnly(201) },
  {
    route: 'POST /api/admin/loans/:id/payments',
    on: "a plain admin's own loan",
    prepare: async (w) => {
      await w.ctx.db.updateTable('loans').set({ userId: w.ids.admin }).where('id', '=', w.approvedLoanId).execute();
    },
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/payments`, json: staffPayment }),
    // Nobody acts on their own loan; the main admin manages admins.
    expect: { ...adminsOnly(403), mainAdmin: 201 },
  },
  {
    route: 'POST /api/admin/loans/:id/waive-fee',
    on: 'an installment with a late fee',
    prepare: async (w) => {
      const row = await w.ctx.db.insertInto('loanTransactions').values({ loanId: w.approvedLoanId, kind: 'late_fee', amountCentavos: centavos(66_250), installment: 1, createdAt: w.ctx.clock.now().toISOString() }).returningAll().executeTakeFirstOrThrow();
      await w.ctx.db.transaction().execute((trx) => booksPostingHook(trx, { kind: 'loan_transaction', row }));
    },
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/waive-fee`, json: { installment: 1, reason: 'Hardship' } }),
    expect: adminsOnly(200),
  },
  { route: 'POST /api/admin/loans/:id/offers', request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/offers`, json: { kind: 'restructure', term: 24 } }), expect: adminsOnly(201) },
  {
    route: 'POST /api/admin/loans/:id/write-off',
    on: 'a loan whose first installment fell due a year and a half ago',
    prepare: async (w) => {
      await w.ctx.db.updateTable('loans').set({ startDate: '2025-04-21' }).where('id', '=', w.approvedLoanId).execute();
    },
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/write-off`, json: { reason: 'No payment in 18 months; borrower unreachable' } }),
    // Always held: a second officer with Finance carries it out.
    expect: adminsOnly(202),
  },
  { route: 'GET /api/admin/collections', request: () => ({ path: '/api/admin/collections' }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/collections/assign',
    request: (w) => ({ path: '/api/admin/collections/assign', json: { loanIds: [w.approvedLoanId], collectorId: w.ids.mainAdmin } }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/loans/:id/contacts', request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/contacts` }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/loans/:id/contacts',
    on: 'a borrower who agreed in writing to be called at any hour',
    prepare: async (w) => {
      await w.ctx.db.insertInto('collectionConsents').values({ loanId: w.approvedLoanId, note: 'Signed form', recordedBy: w.ids.mainAdmin, recordedAt: w.ctx.clock.now().toISOString() }).execute();
    },
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/contacts`, json: { channel: 'call', outcome: 'reached', note: 'Spoke with the borrower' } }),
    expect: adminsOnly(201),
  },
  { route: 'GET /api/admin/collections/reports/roll-rates', request: () => ({ path: '/api/admin/collections/reports/roll-rates?month=2026-11' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/collections/reports/roll-rates.csv', request: () => ({ path: '/api/admin/collections/reports/roll-rates.csv?month=2026-11' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/collections/reports/efficiency', request: () => ({ path: '/api/admin/collections/reports/efficiency?month=2026-11' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/collections/reports/efficiency.csv', request: () => ({ path: '/api/admin/collections/reports/efficiency.csv?month=2026-11' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/collections/reports/promises', request: () => ({ path: '/api/admin/collections/reports/promises?month=2026-11' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/collections/reports/promises.csv', request: () => ({ path: '/api/admin/collections/reports/promises.csv?month=2026-11' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/collections/templates', request: () => ({ path: '/api/admin/collections/templates' }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/collections/templates',
    request: () => ({ path: '/api/admin/collections/templates', json: { name: 'First reminder', channel: 'sms', language: 'en', body: 'Hi {name}, PHP due: {amountDue}. Ref {paymentReference}.' } }),
    expect: adminsOnly(201),
  },
  {
    route: 'POST /api/admin/collections/templates/:id/approve',
    on: "a template another officer wrote",
    prepare: (w) => addWorldTemplate(w, { approvedBy: null }),
    request: () => ({ path: `/api/admin/collections/templates/${WORLD_TEMPLATE_ID}/approve` }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/loans/:id/messages', request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/messages` }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/loans/:id/messages',
    on: 'an approved SMS template, to a borrower who agreed in writing to be contacted at any hour',
    prepare: async (w) => {
      await addWorldTemplate(w, { approvedBy: w.ids.mainAdmin });
      await w.ctx.db.insertInto('collectionConsents').values({ loanId: w.approvedLoanId, note: 'Signed form', recordedBy: w.ids.mainAdmin, recordedAt: w.ctx.clock.now().toISOString() }).execute();
    },
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/messages`, json: { templateId: WORLD_TEMPLATE_ID } }),
    expect: adminsOnly(201),
  },
  {
    route: 'POST /api/admin/loans/:id/consents',
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/consents`, json: { note: 'Signed consent form of 2026-11-20, filed at the head office' } }),
    expect: adminsOnly(201),
  },
  {
    route: 'DELETE /api/admin/loans/:id/consents',
    prepare: async (w) => {
      await w.ctx.db.insertInto('collectionConsents').values({ loanId: w.approvedLoanId, note: 'Signed form', recordedBy: w.ids.mainAdmin, recordedAt: w.ctx.clock.now().toISOString() }).execute();
    },
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/consents` }),
    expect: adminsOnly(204),
  },
  {
    route: 'POST /api/admin/payments/:id/reverse',
    on: 'a GCash payment',
    prepare: addGcashPayment,
    request: () => ({ path: `/api/admin/payments/${WORLD_PAYMENT_ID}/reverse`, json: { reason: 'Bounced' } }),
    expect: adminsOnly(200),
  },

  {
    route: 'POST /api/admin/payments/import',
    on: "a row paying the world's approved loan",
    request: (w) => ({
      path: '/api/admin/payments/import',
      body: new TextEncoder().encode(`reference,amount,paid_at,transaction_id,channel\n${paymentReference({ loanId: w.approvedLoanId })},1000,2026-11-21,OTC-1,otc\n`),
      headers: { 'content-type': 'text/csv' },
    }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/loans/:id/statement.pdf', request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/statement.pdf` }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/compliance/lists',
    on: 'a UN list naming nobody in the world',
    request: () => ({ path: '/api/admin/compliance/lists?source=un', body: new TextEncoder().encode(WORLD_UN_LIST), headers: { 'content-type': 'application/xml' } }),
    expect: adminsOnly(201),
  },
  { route: 'GET /api/admin/compliance/cases', request: () => ({ path: '/api/admin/compliance/cases' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/compliance/lists', request: () => ({ path: '/api/admin/compliance/lists' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/compliance/alerts', prepare: openWorldAlertAndReport, request: () => ({ path: '/api/admin/compliance/alerts' }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/compliance/alerts/:id',
    on: "an open structuring alert on borrower A's disbursement",
    prepare: openWorldAlertAndReport,
    request: () => ({ path: `/api/admin/compliance/alerts/${WORLD_ALERT_ID}`, json: { decision: 'close', reason: 'Explained by the borrower: a business payment' } }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/compliance/reports', prepare: openWorldAlertAndReport, request: () => ({ path: '/api/admin/compliance/reports' }), expect: adminsOnly(200) },
  {
    route: 'GET /api/admin/compliance/reports/:file',
    on: "a covered report of borrower A's disbursement, as JSON",
    prepare: openWorldAlertAndReport,
    request: () => ({ path: `/api/admin/compliance/reports/${WORLD_REPORT_ID}.json` }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/compliance/non-working-days', request: () => ({ path: '/api/admin/compliance/non-working-days?year=2026' }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/compliance/non-working-days',
    on: 'a special non-working day not yet on the calendar',
    request: () => ({ path: '/api/admin/compliance/non-working-days', json: { day: '2026-12-29', name: 'Special non-working day (Proclamation)' } }),
    expect: adminsOnly(201),
  },
  {
    route: 'DELETE /api/admin/compliance/non-working-days/:day',
    on: 'Rizal Day, on the calendar',
    request: () => ({ path: '/api/admin/compliance/non-working-days/2026-12-30' }),
    expect: adminsOnly(200),
  },
  {
    route: 'PUT /api/admin/compliance/fatf',
    request: () => ({ path: '/api/admin/compliance/fatf', json: { callForAction: ['North Korea', 'Iran', 'Myanmar'], increasedMonitoring: ['Vietnam'] } }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/compliance/members/:id/risk', request: (w) => ({ path: `/api/admin/compliance/members/${w.ids.borrowerA}/risk` }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/compliance/members/:id/pep',
    request: (w) => ({ path: `/api/admin/compliance/members/${w.ids.borrowerA}/pep`, json: { isPep: true, reason: 'A provincial board member' } }),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/compliance/members/:id/due-diligence',
    request: (w) => ({ path: `/api/admin/compliance/members/${w.ids.borrowerA}/due-diligence`, json: { note: 'Source of funds seen: salary' } }),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/compliance/reports/:id/file',
    on: 'a covered report still due',
    prepare: openWorldAlertAndReport,
    request: () => ({ path: `/api/admin/compliance/reports/${WORLD_REPORT_ID}/file`, json: { reference: 'CTR-2026-11-000001' } }),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/compliance/cases/:id',
    on: "an open case on borrower A's name",
    prepare: openWorldCase,
    request: () => ({ path: `/api/admin/compliance/cases/${WORLD_CASE_ID}`, json: { decision: 'clear', reason: 'False positive: another person' } }),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/loans/:id/statement.pdf',
    on: "a plain admin's own loan",
    prepare: async (w) => {
      await w.ctx.db.updateTable('loans').set({ userId: w.ids.admin }).where('id', '=', w.approvedLoanId).execute();
    },
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/statement.pdf` }),
    // As the loan detail: nobody reads their own loan from the back office; the main admin manages admins.
    expect: { ...adminsOnly(403), mainAdmin: 200 },
  },
  { route: 'GET /api/admin/loans/:id/certificate.pdf', on: 'a loan not yet paid in full', request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/certificate.pdf` }), expect: adminsOnly(409) },
  {
    route: 'GET /api/admin/loans/:id/certificate.pdf',
    on: 'a closed loan',
    prepare: closeApprovedLoan,
    request: (w) => ({ path: `/api/admin/loans/${w.approvedLoanId}/certificate.pdf` }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/payments/:id/receipt.pdf', on: 'a GCash payment', prepare: addGcashPayment, request: () => ({ path: `/api/admin/payments/${WORLD_PAYMENT_ID}/receipt.pdf` }), expect: adminsOnly(200) },
  {
    route: 'GET /api/admin/payments/:id/receipt-photo',
    on: 'a payment with its receipt photo',
    prepare: addPaymentWithReceiptPhoto,
    request: () => ({ path: `/api/admin/payments/${receiptPhotoPaymentId}/receipt-photo` }),
    expect: adminsOnly(200),
  },
  { route: 'GET /api/admin/payments/unmatched', request: () => ({ path: '/api/admin/payments/unmatched' }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/payments/unmatched/:id/assign',
    on: 'money held under an unknown reference',
    prepare: async (w) => {
      const row = await w.ctx.db
        .insertInto('unmatchedPayments')
        .values({ origin: 'settlement', line: 2, reference: '70000000990', amountCentavos: centavos(100_000), paidAt: '2026-11-21T01:00:00.000Z', transactionId: 'BT-9', channel: 'bank_transfer', reason: 'unknown_reference', message: 'unknown reference', createdAt: w.ctx.clock.now().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await w.ctx.db.transaction().execute((trx) => booksPostingHook(trx, { kind: 'unmatched_payment', row }));
      if (row.id !== WORLD_UNMATCHED_ID) throw new Error(`the world's unmatched payment has id ${row.id}`);
    },
    request: (w) => ({ path: `/api/admin/payments/unmatched/${WORLD_UNMATCHED_ID}/assign`, json: { loanId: w.approvedLoanId } }),
    expect: adminsOnly(200),
  },

  { route: 'GET /api/admin/withdrawals', request: () => ({ path: '/api/admin/withdrawals' }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/withdrawals/:id',
    on: 'a verified request',
    prepare: verifyWithdrawal,
    request: (w) => ({ path: `/api/admin/withdrawals/${w.withdrawalId}`, json: { status: 'approved' } }),
    expect: adminsOnly(200),
  },
  { route: 'POST /api/admin/withdrawals/:id/resend-code', request: (w) => ({ path: `/api/admin/withdrawals/${w.withdrawalId}/resend-code` }), expect: adminsOnly(200) },
  ...closedOwnerCases,
  ...staffOwnerCases,
  { route: 'DELETE /api/admin/withdrawals/:id', request: (w) => ({ path: `/api/admin/withdrawals/${w.withdrawalId}` }), expect: adminsOnly(200) },

  { route: 'GET /api/admin/users', request: () => ({ path: '/api/admin/users' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/messages/attention', request: () => ({ path: '/api/admin/messages/attention' }), expect: adminsOnly(200) },
  ...memberCases({ route: 'GET /api/admin/users/:id', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}` }) }),
  ...memberCases({ route: 'GET /api/admin/users/:id/ledger', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}/ledger` }) }),
  ...memberCases({ route: 'GET /api/admin/users/:id/audit', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}/audit` }) }),
  ...memberCases({ route: 'GET /api/admin/users/:id/messages', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}/messages` }) }),
  ...memberCases({ route: 'GET /api/admin/users/:id/documents', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}/documents` }) }),
  ...memberCases({ route: 'GET /api/admin/users/:id/document-views', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}/document-views` }) }),
  // Every target holds a front_id document, so a 200 is a real deletion and a refusal protects a real file.
  ...memberCases({ route: 'DELETE /api/admin/users/:id/documents/:type', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}/documents/front_id` }) }),
  ...memberCases({ route: 'POST /api/admin/users/:id/status', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}/status`, json: { isActive: false } }) }),
  ...memberCases({ route: 'DELETE /api/admin/users/:id', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}` }) }),
  ...memberCases({ route: 'PUT /api/admin/users/:id', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}`, json: { creditScore: 700 } }) }),
  ...memberCases({ route: 'POST /api/admin/users/:id/password', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}/password`, json: { password: NEW_PASSWORD } }) }),
  ...memberCases({ route: 'POST /api/admin/users/:id', what: 'details', ok: 200, request: (_w, id) => ({ path: `/api/admin/users/${id}`, json: { fullName: 'Renamed Member' } }) }),
  ...memberCases({
    route: 'POST /api/admin/users/:id',
    what: 'balance',
    ok: 200,
    // A's balance is 150,000 (the approved loan); staff hold none.
    request: (w, id) => ({ path: `/api/admin/users/${id}`, json: { walletBalance: 140_000, expectedBalance: id === w.ids.borrowerA ? 150_000 : 0, reason: 'Correction' } }),
  }),
  // Issue 10: an edit made from a balance that has since changed, or made without saying which balance it saw, changes nothing.
  {
    route: 'POST /api/admin/users/:id',
    on: "balance, A's balance changed since it was seen",
    request: (w) => ({ path: `/api/admin/users/${w.ids.borrowerA}`, json: { walletBalance: 140_000, expectedBalance: 149_000, reason: 'Correction' } }),
    expect: adminsOnly(409),
  },
  {
    route: 'POST /api/admin/users/:id',
    on: 'balance, without the balance seen',
    request: (w) => ({ path: `/api/admin/users/${w.ids.borrowerA}`, json: { walletBalance: 140_000, reason: 'Correction' } }),
    expect: adminsOnly(400),
  },

  { route: 'GET /api/admin/admins', request: () => ({ path: '/api/admin/admins' }), expect: adminsOnly(200) },
  { route: 'GET /api/complaints', request: () => ({ path: '/api/complaints' }), expect: signedIn(200) },
  // Borrowers file complaints; staff answer them.
  {
    route: 'POST /api/complaints',
    request: () => ({ path: '/api/complaints', json: { category: 'other', description: 'The app logged me out.' } }),
    expect: { ...signedIn(201), admin: 403, mainAdmin: 403 },
  },
  {
    route: 'GET /api/complaints/evidence/:id',
    request: (w) => ({ path: `/api/complaints/evidence/${w.complaintEvidenceId}` }),
    expect: ownerOnly({ owner: 200, others: 403, admins: 200 }),
  },
  { route: 'GET /api/admin/complaints', request: () => ({ path: '/api/admin/complaints' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/complaints.csv', request: () => ({ path: '/api/admin/complaints.csv' }), expect: adminsOnly(200) },
  { route: 'GET /api/admin/complaints/:id/history', request: (w) => ({ path: `/api/admin/complaints/${w.complaintId}/history` }), expect: adminsOnly(200) },
  {
    route: 'POST /api/admin/complaints/:id',
    request: (w) => ({ path: `/api/admin/complaints/${w.complaintId}`, json: { action: 'reply', message: 'We are looking into it.' } }),
    expect: adminsOnly(200),
  },
  { route: 'POST /api/admin/add-admin', request: () => ({ path: '/api/admin/add-admin', json: { email: 'officer@example.com', password: NEW_PASSWORD } }), expect: mainAdminOnly(201) },
  { route: 'POST /api/admin/create', request: () => ({ path: '/api/admin/create', json: { email: 'officer@example.com', password: NEW_PASSWORD } }), expect: mainAdminOnly(201) },
  { route: 'DELETE /api/admin/delete-admin/:id', on: 'another admin', request: (w) => ({ path: `/api/admin/delete-admin/${w.ids.otherAdmin}` }), expect: mainAdminOnly(200) },
  { route: 'DELETE /api/admin/delete-admin/:id', on: 'the main admin', request: (w) => ({ path: `/api/admin/delete-admin/${w.ids.mainAdmin}` }), expect: mainAdminOnly(403) },
  { route: 'DELETE /api/admin/delete-admin/:id', on: 'a borrower', request: (w) => ({ path: `/api/admin/delete-admin/${w.ids.borrowerA}` }), expect: mainAdminOnly(404) },
  {
    route: 'POST /api/admin/update-admin-password/:id',
    on: 'another admin',
    request: (w) => ({ path: `/api/admin/update-admin-password/${w.ids.otherAdmin}`, json: { password: NEW_PASSWORD } }),
    expect: mainAdminOnly(200),
  },
  {
    route: 'POST /api/admin/update-admin-password/:id',
    on: 'the main admin',
    request: (w) => ({ path: `/api/admin/update-admin-password/${w.ids.mainAdmin}`, json: { password: NEW_PASSWORD } }),
    expect: mainAdminOnly(403),
  },
  // Issue 27: the main admin gives duties to another admin, never to themself or a borrower.
  {
    route: 'PUT /api/admin/admins/:id/duties',
    on: 'another admin',
    request: (w) => ({ path: `/api/admin/admins/${w.ids.otherAdmin}/duties`, json: { duties: ['payments', 'finance'] } }),
    expect: mainAdminOnly(200),
  },
  { route: 'PUT /api/admin/admins/:id/duties', on: 'the main admin', request: (w) => ({ path: `/api/admin/admins/${w.ids.mainAdmin}/duties`, json: { duties: ['finance'] } }), expect: mainAdminOnly(403) },
  { route: 'PUT /api/admin/admins/:id/duties', on: 'a borrower', request: (w) => ({ path: `/api/admin/admins/${w.ids.borrowerA}/duties`, json: { duties: ['finance'] } }), expect: mainAdminOnly(404) },
  { route: 'POST /api/admin/admins/:id/mfa/reset', on: 'another admin', request: (w) => ({ path: `/api/admin/admins/${w.ids.otherAdmin}/mfa/reset` }), expect: mainAdminOnly(200) },
  { route: 'POST /api/admin/admins/:id/mfa/reset', on: 'the main admin', request: (w) => ({ path: `/api/admin/admins/${w.ids.mainAdmin}/mfa/reset` }), expect: mainAdminOnly(403) },
  { route: 'POST /api/admin/admins/:id/mfa/reset', on: 'a borrower', request: (w) => ({ path: `/api/admin/admins/${w.ids.borrowerA}/mfa/reset` }), expect: mainAdminOnly(404) },
  ...memberCases({
    route: 'POST /api/admin/send-notification',
    ok: 201,
    request: (_w, id) => ({ path: '/api/admin/send-notification', json: { userId: id, title: 'Hello', message: 'A message.' } }),
  }),
  { route: 'GET /api/admin/audit/verify', request: () => ({ path: '/api/admin/audit/verify' }), expect: mainAdminOnly(200) },

  ...['GET /objects/:key', 'GET /uploads/:filename'].flatMap((route): Case[] => {
    const path = (key: string) => `${route.includes('uploads') ? '/uploads' : '/objects'}/${key}`;
    return [
      { route, on: "A's document", request: (w) => ({ path: path(w.documentKey) }), expect: ownerOnly({ owner: 200, others: 403, admins: 200 }) },
      // The bytes follow the rule of the member routes: a plain admin reaches no other staff member's document.
      { route, on: "another admin's document", request: (w) => ({ path: path(w.staffDocumentKeys.otherAdmin) }), expect: { ...adminsOnly(403), mainAdmin: 200 } },
      { route, on: "the main admin's document", request: (w) => ({ path: path(w.staffDocumentKeys.mainAdmin) }), expect: { ...adminsOnly(403), mainAdmin: 200 } },
      { route, on: "an admin's own document", request: (w) => ({ path: path(w.staffDocumentKeys.admin) }), expect: { ...adminsOnly(403), admin: 200, mainAdmin: 200 } },
    ];
  }),
];

/*
 * Issue 27, DEPARTURES 15: the duties that open each staff route, written out
 * here (not read from the code) as docs/security.md's "Separation of duties"
 * states them. 'main admin': the main admin's own calls (the main admin holds
 * every duty); 'any staff': every admin, whatever their duties.
 */
const READ_MEMBERS = ['lending', 'payments', 'payouts', 'members', 'compliance'] as const;
const READ_DOCUMENTS = ['lending', 'members', 'compliance'] as const;
const READ_LOANS = ['lending', 'payments', 'compliance', 'finance'] as const;
export const ROUTE_DUTIES: Readonly<Record<string, readonly StaffDuty[] | 'main admin' | 'any staff'>> = {
  'GET /api/admin/loans': READ_LOANS,
  'GET /api/admin/loans/:id': READ_LOANS,
  'POST /api/admin/loans/:id': ['lending'],
  'DELETE /api/admin/loans/:id': ['lending'],
  'GET /api/admin/loans/:id/statement.pdf': READ_LOANS,
  'GET /api/admin/loans/:id/certificate.pdf': READ_LOANS,
  'GET /api/admin/payments/:id/receipt.pdf': READ_LOANS,
  'GET /api/admin/payments/:id/receipt-photo': READ_LOANS,
  'POST /api/admin/loans/:id/payments': ['payments'],
  'POST /api/admin/loans/:id/waive-fee': ['payments'],
  'POST /api/admin/loans/:id/offers': ['lending'],
  'POST /api/admin/loans/:id/write-off': ['collections'],
  'GET /api/admin/collections': ['collections'],
  'POST /api/admin/collections/assign': ['collections'],
  'GET /api/admin/loans/:id/contacts': ['collections'],
  'POST /api/admin/loans/:id/contacts': ['collections'],
  'GET /api/admin/collections/reports/roll-rates': ['collections'],
  'GET /api/admin/collections/reports/roll-rates.csv': ['collections'],
  'GET /api/admin/collections/reports/efficiency': ['collections'],
  'GET /api/admin/collections/reports/efficiency.csv': ['collections'],
  'GET /api/admin/collections/reports/promises': ['collections'],
  'GET /api/admin/collections/reports/promises.csv': ['collections'],
  'GET /api/admin/collections/templates': ['collections', 'compliance'],
  'POST /api/admin/collections/templates': ['collections', 'compliance'],
  'POST /api/admin/collections/templates/:id/approve': ['compliance'],
  'GET /api/admin/loans/:id/messages': ['collections'],
  'POST /api/admin/loans/:id/messages': ['collections'],
  'POST /api/admin/loans/:id/consents': ['collections'],
  'DELETE /api/admin/loans/:id/consents': ['collections'],
  'POST /api/admin/payments/:id/reverse': ['payments'],
  'POST /api/admin/payments/import': ['payments'],
  'GET /api/admin/payments/unmatched': ['payments'],
  'POST /api/admin/payments/unmatched/:id/assign': ['payments'],
  'GET /api/admin/reports/aging': ['finance'],
  'GET /api/admin/reports/aging.csv': ['finance'],
  'GET /api/admin/books/accounts': ['finance'],
  'GET /api/admin/books/trial-balance': ['finance'],
  'GET /api/admin/books/trial-balance.csv': ['finance'],
  'GET /api/admin/books/trial-balance.pdf': ['finance'],
  'GET /api/admin/books/journal': ['finance'],
  'GET /api/admin/books/journal.csv': ['finance'],
  'GET /api/admin/books/reconciliation': ['finance'],
  'GET /api/admin/books/closes': ['finance'],
  'POST /api/admin/books/accounts': ['finance'],
  'PATCH /api/admin/books/accounts/:code': ['finance'],
  'POST /api/admin/books/close': ['finance'],
  'POST /api/admin/books/opening': ['finance'],
  'GET /api/admin/books/dst': ['finance'],
  'GET /api/admin/books/dst.csv': ['finance'],
  'POST /api/admin/books/remittances': ['finance'],
  'GET /api/admin/books/statements': ['finance'],
  'GET /api/admin/books/statements.csv': ['finance'],
  'GET /api/admin/books/statements.pdf': ['finance'],
  'GET /api/admin/books/ledger': ['finance'],
  'GET /api/admin/books/ledger.csv': ['finance'],
  'GET /api/admin/books/ledger.pdf': ['finance'],
  'GET /api/admin/withdrawals': ['payouts'],
  'POST /api/admin/withdrawals/:id': ['payouts'],
  'POST /api/admin/withdrawals/:id/resend-code': ['payouts'],
  'DELETE /api/admin/withdrawals/:id': ['payouts'],
  // The inbox is the duties' of its kinds; the world's request is a balance adjustment, which only Members decides.
  // Collections proposes a write-off, but Finance decides it (decision 064): Collections has no kind of its own to decide.
  'GET /api/admin/approvals': ['lending', 'payments', 'payouts', 'members', 'finance'],
  'POST /api/admin/approvals/:id': ['members'],
  'GET /api/admin/users': READ_MEMBERS,
  'GET /api/admin/users/:id': READ_MEMBERS,
  'GET /api/admin/users/:id/ledger': READ_MEMBERS,
  'GET /api/admin/users/:id/audit': ['members', 'compliance'],
  'GET /api/admin/users/:id/messages': ['members'],
  'GET /api/admin/messages/attention': ['members'],
  'GET /api/admin/users/:id/documents': READ_DOCUMENTS,
  'GET /api/admin/users/:id/document-views': READ_DOCUMENTS,
  'DELETE /api/admin/users/:id/documents/:type': ['members'],
  'POST /api/admin/users/:id/status': ['members'],
  'DELETE /api/admin/users/:id': ['members'],
  'PUT /api/admin/users/:id': ['members'],
  'POST /api/admin/users/:id': ['members'],
  'POST /api/admin/users/:id/password': ['members'],
  'POST /api/admin/send-notification': ['members'],
  'GET /api/admin/complaints': ['compliance'],
  'POST /api/admin/compliance/lists': ['compliance'],
  'GET /api/admin/compliance/cases': ['compliance'],
  'POST /api/admin/compliance/cases/:id': ['compliance'],
  'GET /api/admin/compliance/lists': ['compliance'],
  'GET /api/admin/compliance/alerts': ['compliance'],
  'POST /api/admin/compliance/alerts/:id': ['compliance'],
  'GET /api/admin/compliance/reports': ['compliance'],
  'GET /api/admin/compliance/reports/:file': ['compliance'],
  'POST /api/admin/compliance/reports/:id/file': ['compliance'],
  'PUT /api/admin/compliance/fatf': ['compliance'],
  'GET /api/admin/compliance/non-working-days': ['compliance'],
  'POST /api/admin/compliance/non-working-days': ['compliance'],
  'DELETE /api/admin/compliance/non-working-days/:day': ['compliance'],
  'GET /api/admin/compliance/members/:id/risk': ['compliance'],
  'POST /api/admin/compliance/members/:id/pep': ['compliance'],
  'POST /api/admin/compliance/members/:id/due-diligence': ['compliance'],
  'GET /api/admin/complaints.csv': ['compliance'],
  'GET /api/admin/complaints/:id/history': ['compliance'],
  'POST /api/admin/complaints/:id': ['compliance'],
  // The staff directory: the Settings screen of every officer.
  'GET /api/admin/admins': 'any staff',
  'POST /api/admin/add-admin': 'main admin',
  'POST /api/admin/create': 'main admin',
  'DELETE /api/admin/delete-admin/:id': 'main admin',
  'POST /api/admin/update-admin-password/:id': 'main admin',
  'PUT /api/admin/admins/:id/duties': 'main admin',
  'POST /api/admin/admins/:id/mfa/reset': 'main admin',
  'GET /api/admin/audit/verify': 'main admin',
  // Outside /api/admin, where staff act on a member: filing their documents, reading their files.
  'POST /api/documents/upload-from-storage': ['members'],
  'GET /objects/:key': READ_DOCUMENTS,
  'GET /uploads/:filename': READ_DOCUMENTS,
  'GET /api/complaints/evidence/:id': ['compliance'],
};

/**
 * The duties one of which the plain admin needs for this row, or null when
 * duties play no part (not a staff route, the main admin's own, or a row
 * where the admin acts on their own account).
 */
export function dutiesOfCase(c: Case): readonly StaffDuty[] | null {
  const duties = ROUTE_DUTIES[c.route];
  if (duties === undefined || typeof duties === 'string') return null;
  // Filing one's own upload, or reading one's own file, is nobody's duty.
  if (c.route === 'POST /api/documents/upload-from-storage' && !c.on?.startsWith('filing for a member')) return null;
  if (c.on === "an admin's own document") return null;
  return duties;
}

/** Server-to-server routes, authenticated by their signature, not by a browser's Origin. */
export const SIGNED_ROUTES: ReadonlySet<string> = new Set(['POST /api/payments/callback', 'POST /api/messages/twilio/status']);

export const methodOf = (route: string) => route.split(' ')[0] as string;
export const label = (c: Case) => (c.on ? `${c.route} (${c.on})` : c.route);

/** Every endpoint the app serves, read from its own route table, without the middleware and the catch-all 404. */
export function appRoutes(app: App): string[] {
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' && route.path.endsWith('*')) continue;
    routes.add(`${route.method} ${route.path}`);
  }
  return [...routes].sort();
}
