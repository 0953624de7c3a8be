import { sql, type Kysely, type Migration } from 'kysely';
import { randomBytes } from 'node:crypto';

// Forward-only, numbered. Identifiers are written in camelCase; the
// CamelCasePlugin turns them into snake_case columns. Types stick to what
// SQLite and PostgreSQL share (integer, text) so the queries port unchanged.

const initial: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('passwordHash', 'text', (c) => c.notNull())
      .addColumn('fullName', 'text', (c) => c.notNull())
      .addColumn('contactNumber', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('countryWorking', 'text')
      .addColumn('monthlyIncomeCentavos', 'integer')
      .addColumn('loanPurpose', 'text')
      .addColumn('contactPersonName', 'text')
      .addColumn('contactPersonTel', 'text')
      .addColumn('bankName', 'text')
      .addColumn('accountNumber', 'text')
      .addColumn('creditScore', 'integer', (c) => c.notNull().defaultTo(500))
      .addColumn('walletBalanceCentavos', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('borrower'))
      .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('registrationCountry', 'text')
      .addColumn('personalDetailsAt', 'text')
      .addColumn('bankInfoAt', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .addColumn('deletedAt', 'text')
      .addCheckConstraint('users_balance_not_negative', sql`wallet_balance_centavos >= 0`)
      .addCheckConstraint('users_credit_score_range', sql`credit_score between 0 and 1000`)
      .execute();
    // An email is unique among live accounts; a deleted member's row stays
    // for the ledger and the audit trail.
    await db.schema
      .createIndex('users_email_live')
      .on('users')
      .column('email')
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema.createIndex('users_role_created').on('users').columns(['role', 'createdAt']).execute();
    await db.schema.createIndex('users_contact').on('users').column('contactNumber').execute();
    await db.schema.createIndex('users_full_name').on('users').column('fullName').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('isRemembered', 'integer', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('lastSeenAt', 'text', (c) => c.notNull())
      .addColumn('idleExpiresAt', 'text', (c) => c.notNull())
      .addColumn('absoluteExpiresAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

    await db.schema
      .createTable('loans')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amountCentavos', 'integer', (c) => c.notNull())
      .addColumn('term', 'integer', (c) => c.notNull())
      .addColumn('interestRateBp', 'integer', (c) => c.notNull())
      .addColumn('monthlyPaymentCentavos', 'integer', (c) => c.notNull())
      .addColumn('totalRepaymentCentavos', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('startDate', 'text')
      .addColumn('disbursedAt', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .addColumn('deletedAt', 'text')
      .addCheckConstraint('loans_amount_positive', sql`amount_centavos > 0`)
      .execute();
    // One pending application per borrower, enforced by the database so two
    // simultaneous submissions cannot both pass.
    await db.schema
      .createIndex('loans_one_pending')
      .on('loans')
      .column('userId')
      .unique()
      .where(sql<boolean>`status = 'pending' and deleted_at is null`)
      .execute();
    await db.schema.createIndex('loans_user_created').on('loans').columns(['userId', 'createdAt']).execute();
    await db.schema.createIndex('loans_created').on('loans').column('createdAt').execute();

    await db.schema
      .createTable('withdrawals')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amountCentavos', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('codeHash', 'text')
      .addColumn('codeSentAt', 'text', (c) => c.notNull())
      .addColumn('codeExpiresAt', 'text', (c) => c.notNull())
      .addColumn('codeAttempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('codeNotificationId', 'integer')
      .addColumn('verifiedAt', 'text')
      .addColumn('decidedAt', 'text')
      .addColumn('decidedBy', 'integer', (c) => c.references('users.id'))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('deletedAt', 'text')
      .addCheckConstraint('withdrawals_amount_positive', sql`amount_centavos > 0`)
      .execute();
    await db.schema.createIndex('withdrawals_user_created').on('withdrawals').columns(['userId', 'createdAt']).execute();
    await db.schema.createIndex('withdrawals_created').on('withdrawals').column('createdAt').execute();

    await db.schema
      .createTable('ledgerEntries')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amountCentavos', 'integer', (c) => c.notNull())
      .addColumn('balanceAfterCentavos', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('actorId', 'integer', (c) => c.references('users.id'))
      .addColumn('loanId', 'integer', (c) => c.references('loans.id'))
      .addColumn('withdrawalId', 'integer', (c) => c.references('withdrawals.id'))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addCheckConstraint('ledger_balance_not_negative', sql`balance_after_centavos >= 0`)
      .execute();
    await db.schema.createIndex('ledger_user').on('ledgerEntries').columns(['userId', 'id']).execute();
    // A loan is disbursed and a withdrawal debited at most once, whatever
    // races or repeated clicks happen above.
    await db.schema
      .createIndex('ledger_one_disbursement')
      .on('ledgerEntries')
      .column('loanId')
      .unique()
      .where(sql<boolean>`kind = 'disbursement'`)
      .execute();
    await db.schema
      .createIndex('ledger_one_withdrawal_debit')
      .on('ledgerEntries')
      .column('withdrawalId')
      .unique()
      .where(sql<boolean>`kind = 'withdrawal'`)
      .execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('readAt', 'text')
      .execute();
    await db.schema.createIndex('notifications_user').on('notifications').columns(['userId', 'id']).execute();

    await db.schema
      .createTable('documents')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('objectKey', 'text', (c) => c.notNull().unique())
      .addColumn('contentType', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('uploadedBy', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('uploadedAt', 'text', (c) => c.notNull())
      .addColumn('deletedAt', 'text')
      .execute();
    await db.schema.createIndex('documents_user').on('documents').columns(['userId', 'type']).execute();

    await db.schema
      .createTable('uploadTokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('issuedTo', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('expiresAt', 'text', (c) => c.notNull())
      .addColumn('uploadedAt', 'text')
      .addColumn('consumedAt', 'text')
      .addColumn('objectKey', 'text')
      .addColumn('contentType', 'text')
      .addColumn('size', 'integer')
      .execute();

    await db.schema
      .createTable('auditLog')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('actorId', 'integer')
      .addColumn('actorEmail', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('targetType', 'text', (c) => c.notNull())
      .addColumn('targetId', 'integer')
      .addColumn('beforeJson', 'text')
      .addColumn('afterJson', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('prevHash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_target').on('auditLog').columns(['targetType', 'targetId']).execute();
  },
};

// Admin lists on 100,000 members and 300,000 loans (decision 011): one
// partial index per sort column holding only the rows a list shows, with
// the id as tiebreak (and the borrower's id on loans and withdrawals, so a
// page is found and counted without reading the table), and a trigram index
// for the search box's "contains" search.
const adminListIndexes: Migration = {
  async up(db: Kysely<any>) {
    // The members list's filter, written as its query writes it (members.queries.ts) so SQLite uses these.
    const members = sql.raw("deleted_at is null and role not in ('admin', 'main_admin')");
    const memberSorts = { created: 'created_at', name: 'full_name', email: 'email', credit: 'credit_score', wallet: 'wallet_balance_centavos', active: 'is_active' };
    for (const [name, column] of Object.entries(memberSorts)) {
      await sql`create index ${sql.raw(`users_members_${name}`)} on users (${sql.raw(column)}, id) where ${members}`.execute(db);
    }
    await sql`create index users_deleted on users (id) where deleted_at is not null`.execute(db);
    const loanSorts = { created: 'created_at', amount: 'amount_centavos', term: 'term', rate: 'interest_rate_bp', status: 'status' };
    for (const [name, column] of Object.entries(loanSorts)) {
      await sql`create index ${sql.raw(`loans_live_${name}`)} on loans (${sql.raw(column)}, id, user_id) where deleted_at is null`.execute(db);
    }
    await sql`create index loans_live_user on loans (user_id, id) where deleted_at is null`.execute(db);
    await sql`create index loans_deleted on loans (id) where deleted_at is not null`.execute(db);
    const withdrawalSorts = { created: 'created_at', amount: 'amount_centavos', status: 'status' };
    for (const [name, column] of Object.entries(withdrawalSorts)) {
      await sql`create index ${sql.raw(`withdrawals_live_${name}`)} on withdrawals (${sql.raw(column)}, id, user_id) where deleted_at is null`.execute(db);
    }
    await sql`create index withdrawals_live_user on withdrawals (user_id, id) where deleted_at is null`.execute(db);
    await sql`create index withdrawals_deleted on withdrawals (id) where deleted_at is not null`.execute(db);
    // Superseded by the partial indexes above; left in place, the planner may
    // pick them on a statistics tie and then read every row to skip deleted ones.
    await db.schema.dropIndex('loans_created').execute();
    await db.schema.dropIndex('withdrawals_created').execute();

    // 'Search by Name / Contact #' matches anywhere in the text (LIKE '%q%'),
    // which no b-tree index serves. FTS5's trigram tokenizer indexes every
    // 3-character piece of the name and number; the triggers keep it in step
    // with users. (On PostgreSQL: pg_trgm GIN indexes on the same columns.)
    await sql`create virtual table users_search using fts5(full_name, contact_number, content='users', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger users_search_insert after insert on users begin
      insert into users_search(rowid, full_name, contact_number) values (new.id, new.full_name, new.contact_number);
    end`.execute(db);
    await sql`create trigger users_search_delete after delete on users begin
      insert into users_search(users_search, rowid, full_name, contact_number) values ('delete', old.id, old.full_name, old.contact_number);
    end`.execute(db);
    await sql`create trigger users_search_update after update of full_name, contact_number on users begin
      insert into users_search(users_search, rowid, full_name, contact_number) values ('delete', old.id, old.full_name, old.contact_number);
      insert into users_search(rowid, full_name, contact_number) values (new.id, new.full_name, new.contact_number);
    end`.execute(db);
    await sql`insert into users_search(users_search) values ('rebuild')`.execute(db);
    },
  };

// The chain alone cannot show that its last entries were removed: the
// survivors still link up. The head records the count and the last hash,
// moved in the same transaction as each append, so verify can compare.
const auditHead: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auditHead')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('entryCount', 'integer', (c) => c.notNull())
      .addColumn('lastHash', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into audit_head (id, entry_count, last_hash)
      values (1, (select count(*) from audit_log), coalesce((select hash from audit_log order by id desc limit 1), ${'0'.repeat(64)}))`.execute(db);
  },
};

// An upload PUT claims its URL before it reads the body (decision 006), so
// a second PUT on the same URL is refused at once instead of buffering a
// file of its own. The claim lapses at claimedUntil (the upload's deadline),
// so a process that died mid-upload does not hold the URL for good.
const uploadClaims: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('uploadTokens').addColumn('claimedUntil', 'text').execute();
  },
};

// DEPARTURES 12. Verification completes once, at a known time; from then on
// the borrower's details are changed by staff only, even if staff later remove
// a document. A change of bank account by staff holds new withdrawals until a
// set time, the one the borrower was told. Members already complete count as
// verified from the latest of the steps they took.
const verifiedDetails: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('verificationCompletedAt', 'text').execute();
    await db.schema.alterTable('users').addColumn('withdrawalsHeldUntil', 'text').execute();
    await sql`update users set verification_completed_at = (
        select max(d.uploaded_at) from documents d where d.user_id = users.id and d.deleted_at is null)
      where full_name <> '' and email <> '' and contact_number <> ''
        and personal_details_at is not null and bank_info_at is not null
        and (select count(distinct d.type) from documents d
          where d.user_id = users.id and d.deleted_at is null and d.type in ('front_id', 'back_id', 'selfie_with_id')) = 3`.execute(db);
    for (const step of ['personal_details_at', 'bank_info_at']) {
      await sql`update users set verification_completed_at = ${sql.ref(step)}
        where verification_completed_at is not null and ${sql.ref(step)} > verification_completed_at`.execute(db);
    }
  },
};

// Issue 10: rate-limit counters move to the database so that every server
// instance shares them and no flood of other keys can evict one; the key of
// the signed device cookies (OWASP's device cookies against lockout denial)
// is made here, once, so every instance signs and checks with the same one.
const rateLimitsAndDeviceKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rateLimits')
      // SHA-256 of the limiter's key: fixed size, and no email or address kept for it.
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('resetAt', 'text', (c) => c.notNull())
      .modifyEnd(sql`without rowid`)
      .execute();
    await db.schema
      .createTable('serverKeys')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .execute();
    await db
      .insertInto('serverKeys')
      .values({ name: 'device_cookie', secret: randomBytes(32).toString('base64url'), createdAt: new Date().toISOString() })
      .execute();
  },
};

// Issue 12 (decision 013). A loan's money after approval is an append-only
// list of transactions; installments, balances and states are folded from
// them by the domain, never stored. The channel's own transaction id is
// unique per channel, so the same money is never posted twice (staff,
// settlement files and the gateway alike); a posting is reversed at most
// once, and an installment's late fee is charged at most once. Every
// wallet-side transaction names its ledger entry, so the two reconcile.
const repayments: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('loanTransactions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('loanId', 'integer', (c) => c.notNull().references('loans.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amountCentavos', 'integer', (c) => c.notNull())
      .addColumn('installment', 'integer')
      .addColumn('linesJson', 'text')
      .addColumn('source', 'text')
      .addColumn('externalReference', 'text')
      .addColumn('receivedAt', 'text')
      .addColumn('reason', 'text')
      .addColumn('actorId', 'integer', (c) => c.references('users.id'))
      .addColumn('reversesId', 'integer', (c) => c.references('loanTransactions.id'))
      .addColumn('ledgerEntryId', 'integer', (c) => c.references('ledgerEntries.id'))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addCheckConstraint('loan_transactions_amount_positive', sql`amount_centavos > 0`)
      .addCheckConstraint('loan_transactions_kind', sql`kind in ('disbursement', 'repayment', 'late_fee', 'waiver', 'reversal')`)
      .execute();
    await db.schema.createIndex('loan_transactions_loan').on('loanTransactions').columns(['loanId', 'id']).execute();
    await db.schema
      .createIndex('loan_transactions_channel_reference')
      .on('loanTransactions')
      .columns(['source', 'externalReference'])
      .unique()
      .where(sql.ref('external_reference'), 'is not', null)
      .execute();
    await db.schema.createIndex('loan_transactions_reverses').on('loanTransactions').column('reversesId').unique().where(sql.ref('reverses_id'), 'is not', null).execute();
    await db.schema.createIndex('loan_transactions_ledger').on('loanTransactions').column('ledgerEntryId').unique().where(sql.ref('ledger_entry_id'), 'is not', null).execute();
    await db.schema
      .createIndex('loan_transactions_late_fee_once')
      .on('loanTransactions')
      .columns(['loanId', 'installment'])
      .unique()
      .where(sql.ref('kind'), '=', 'late_fee')
      .execute();
    // Money that came in but could not be posted (a settlement row or a
    // gateway call naming no open loan, or more than its payoff), held until
    // an officer assigns it. A channel's transaction is held at most once.
    await db.schema
      .createTable('unmatchedPayments')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('line', 'integer')
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('amountCentavos', 'integer')
      .addColumn('paidAt', 'text')
      .addColumn('transactionId', 'text', (c) => c.notNull())
      .addColumn('channel', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('assignedLoanId', 'integer', (c) => c.references('loans.id'))
      .addColumn('assignedTransactionId', 'integer', (c) => c.references('loanTransactions.id'))
      .execute();
    await db.schema
      .createIndex('unmatched_payments_channel_transaction')
      .on('unmatchedPayments')
      .columns(['channel', 'transactionId'])
      .unique()
      .where(sql.ref('channel'), 'is not', null)
      .execute();
    // Loans disbursed before this release get their disbursement transaction from the ledger.
    await sql`insert into loan_transactions (loan_id, kind, amount_centavos, reason, actor_id, ledger_entry_id, created_at)
      select loan_id, 'disbursement', amount_centavos, reason, actor_id, id, created_at
      from ledger_entries where kind = 'disbursement' and loan_id is not null order by id`.execute(db);
  },
};

// Issue 12: each payment reminder (3 days before a due date, on it, and
// overdue) goes to the borrower once per installment and kind. The row is
// written in the transaction of the in-app notification, before the SMS is
// sent, so a second run, or a second server running at the same time, finds
// it and sends nothing.
const paymentReminders: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('paymentReminders')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('loanId', 'integer', (c) => c.notNull().references('loans.id'))
      .addColumn('installment', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sentAt', 'text', (c) => c.notNull())
      .addCheckConstraint('payment_reminders_kind', sql`kind in ('before_due', 'due_today', 'overdue')`)
      .execute();
    await db.schema.createIndex('payment_reminders_once').on('paymentReminders').columns(['loanId', 'installment', 'kind']).unique().execute();
  },
};

// Issue 15, maker-checker: an action on more than MAKER_CHECKER_THRESHOLD
// waits here for a second staff member (decision 022). The payload is the
// request as validated, replayed through the same service on approval;
// seenJson what the maker saw of the target, which must not have changed by
// then. One request per target may wait at a time.
const makerChecker: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('approvals')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('targetType', 'text', (c) => c.notNull())
      .addColumn('targetId', 'integer', (c) => c.notNull())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('loanId', 'integer', (c) => c.references('loans.id'))
      .addColumn('payloadJson', 'text', (c) => c.notNull())
      .addColumn('seenJson', 'text')
      .addColumn('amountCentavos', 'integer', (c) => c.notNull())
      .addColumn('makerId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('checkerId', 'integer', (c) => c.references('users.id'))
      .addColumn('decidedAt', 'text')
      .addColumn('reason', 'text')
      .addCheckConstraint('approvals_kind', sql`kind in ('loan_approval', 'balance_adjustment', 'payment_reversal')`)
      .addCheckConstraint('approvals_state', sql`state in ('pending', 'approved', 'rejected')`)
      .addCheckConstraint('approvals_amount_positive', sql`amount_centavos > 0`)
      .execute();
    await db.schema.createIndex('approvals_one_pending').on('approvals').columns(['targetType', 'targetId']).unique().where(sql.ref('state'), '=', 'pending').execute();
    await db.schema.createIndex('approvals_inbox').on('approvals').columns(['state', 'id']).execute();
  },
};

// Issue 15, data privacy (decision 023): staff views of ID images, the
// borrower's consents to the privacy notice, and when an account was closed
// (deactivated or deleted) for the retention run, which erases its personal
// fields and marks it with a pseudonymous reference. Accounts closed before
// this release take their deletion time, or else their last update: never
// earlier than the real closing, so retention can only wait longer.
const PRIVACY_USER_COLUMNS = ['privacy_consent_version', 'closed_at', 'erased_at', 'erased_reference'] as const;
const privacy: Migration = {
  async up(db: Kysely<any>) {
    for (const column of PRIVACY_USER_COLUMNS) await sql`alter table users add column ${sql.ref(column)} text`.execute(db);
    await sql`update users set closed_at = coalesce(deleted_at, updated_at) where is_active = 0 or deleted_at is not null`.execute(db);
    await sql`create table document_views (id integer primary key autoincrement, document_id integer not null references documents (id), owner_id integer not null references users (id), viewer_id integer not null references users (id), viewed_at text not null)`.execute(db);
    await sql`create index document_views_owner on document_views (owner_id, viewed_at, id)`.execute(db);
    await sql`create table privacy_consents (id integer primary key autoincrement, user_id integer not null references users (id), notice_version text not null, consented_at text not null)`.execute(db);
    await sql`create index privacy_consents_user on privacy_consents (user_id, id)`.execute(db);
    await sql`create index users_closed on users (closed_at) where closed_at is not null and erased_at is null`.execute(db);
  },
};

// Issue 15: the complaints desk (RA 11765, decision 021). A complaint's
// reference is derived from its id in the filing transaction; its images are
// private objects like ID documents.
const complaints: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('complaints')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('reference', 'text', (c) => c.unique())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('assigneeId', 'integer', (c) => c.references('users.id'))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('acknowledgedAt', 'text')
      .addColumn('ackDueAt', 'text', (c) => c.notNull())
      .addColumn('resolveDueAt', 'text', (c) => c.notNull())
      .addColumn('resolvedAt', 'text')
      .addCheckConstraint('complaints_state', sql`state in ('submitted', 'acknowledged', 'in_progress', 'escalated', 'resolved')`)
      .addCheckConstraint(
        'complaints_category',
        sql`category in ('loan_terms', 'payment_not_credited', 'collection_conduct', 'data_privacy', 'app_problem', 'other')`,
      )
      .execute();
    await db.schema.createIndex('complaints_user').on('complaints').columns(['userId', 'id']).execute();
    await db.schema.createIndex('complaints_open_due').on('complaints').columns(['resolvedAt', 'resolveDueAt']).execute();
    await db.schema
      .createTable('complaintMessages')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('complaintId', 'integer', (c) => c.notNull().references('complaints.id'))
      .addColumn('authorId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addCheckConstraint('complaint_messages_kind', sql`kind in ('reply', 'escalation', 'resolution')`)
      .execute();
    await db.schema.createIndex('complaint_messages_complaint').on('complaintMessages').columns(['complaintId', 'id']).execute();
    await db.schema
      .createTable('complaintEvidence')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('complaintId', 'integer', (c) => c.notNull().references('complaints.id'))
      .addColumn('objectKey', 'text', (c) => c.notNull().unique())
      .addColumn('contentType', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('complaint_evidence_complaint').on('complaintEvidence').column('complaintId').execute();
  },
};

/** The borrower's language for screens, notifications and SMS (issue 15, decision 024). */
const language: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table users add column language text not null default 'en' check (language in ('en', 'fil'))`.execute(db);
  },
};

/**
 * The rows behind a borrower's polled lists, by table: how a row names its
 * member. Triggers bump the member's version on every write to them (decision
 * 025), so that a poll can tell "unchanged" from one indexed read, whichever
 * code path or API instance wrote.
 */
export const POLLED_ROWS = {
  loans: (row: string) => `${row}.user_id`,
  loan_transactions: (row: string) => `(select user_id from loans where id = ${row}.loan_id)`,
  withdrawals: (row: string) => `${row}.user_id`,
  notifications: (row: string) => `${row}.user_id`,
  documents: (row: string) => `${row}.user_id`,
} as const;

/** Tables the triggers fill: whoever loads saved rows replaces what the triggers wrote while the other tables were loaded. */
export const TRIGGER_MADE_TABLES = ['poll_versions'];

const pollVersions: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table "poll_versions" ("user_id" integer primary key, "version" integer not null)`.execute(db);
    for (const [table, memberOf] of Object.entries(POLLED_ROWS)) {
      for (const [event, rows] of [['insert', ['new']], ['update', ['old', 'new']], ['delete', ['old']]] as const) {
        const bumps = rows
          .map((row) => `insert into poll_versions (user_id, version) values (${memberOf(row)}, 1) on conflict (user_id) do update set version = version + 1;`)
          .join(' ');
        await sql.raw(`create trigger "${table}_poll_version_${event}" after ${event} on "${table}" begin ${bumps} end`).execute(db);
      }
    }
  },
};

/**
 * Decision 026: a write to a member's own row bumps their version too, so
 * that an API instance may keep the row it read under that version (the
 * member cache) and know, from the session lookup alone, when it is stale.
 */
const memberVersion: Migration = {
  async up(db: Kysely<any>) {
    for (const [event, row] of [['update', 'new'], ['delete', 'old']] as const) {
      await sql
        .raw(
          `create trigger "users_poll_version_${event}" after ${event} on "users" begin insert into poll_versions (user_id, version) values (${row}.id, 1) on conflict (user_id) do update set version = version + 1; end`,
        )
        .execute(db);
    }
  },
};

// Issue 27 (DEPARTURES 15-17). Four migrations, one per concern, each written
// for both dialects in this file and its twin in migrations-postgres.ts.

/**
 * Staff duties (DEPARTURES 15): a JSON array of duty names on each staff
 * account, null for borrowers. A column, not a table: the duties are read
 * with the member's row on every request (one read, and the member cache of
 * decision 026 keeps them under the version a write to the row bumps), and
 * seven names fit a short text. Existing staff keep every duty, so SPEC.md's
 * panel is unchanged for them; the main admin holds all whatever is stored.
 */
/** The duties as 015 knew them: written out, so that a duty added later does not change what 015 did. */
export const DUTIES_OF_015 = JSON.stringify(['lending', 'payments', 'payouts', 'members', 'collections', 'compliance', 'finance']);

const staffDuties: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table users add column duties text`.execute(db);
    await sql`update users set duties = ${DUTIES_OF_015} where role in ('admin', 'main_admin')`.execute(db);
  },
};

/**
 * Staff second factor (TOTP, recovery codes) and sessions that wait for it
 * (decision 032). The TOTP secret is stored encrypted with a server key made
 * here, once, like the device-cookie key; `last_step` is the last 30-second
 * step whose code was accepted, so a code is never accepted twice.
 */
const secondFactor: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table "second_factors" ("user_id" integer primary key references "users" ("id"), "secret" text not null, "enabled_at" text, "last_step" integer, "created_at" text not null)`.execute(db);
    await sql`create table "recovery_codes" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id"), "code_hash" text not null, "used_at" text, "created_at" text not null)`.execute(db);
    await sql`create index "recovery_codes_user" on "recovery_codes" ("user_id")`.execute(db);
    await sql`alter table "sessions" add column "mfa_pending" integer not null default 0`.execute(db);
    await db
      .insertInto('serverKeys')
      .values({ name: 'second_factor', secret: randomBytes(32).toString('base64url'), createdAt: new Date().toISOString() })
      .execute();
  },
};

/**
 * SQLite cannot change a check constraint: the approvals table is rebuilt
 * with the kinds it allows and its amount check (017, 026, 027), the rows
 * copied by their columns, its indexes made again.
 */
function rebuildApprovalsSqlite({ kinds, amountCheck, columns }: { kinds: string; amountCheck: string; columns: string }): string[] {
  return [
    `create table "approvals_new" ("id" integer primary key autoincrement, "kind" text not null, "target_type" text not null, "target_id" integer not null, "user_id" integer not null references "users" ("id"), "loan_id" integer references "loans" ("id"), "payload_json" text not null, "seen_json" text, "amount_centavos" integer not null, "maker_id" integer not null references "users" ("id"), "created_at" text not null, "state" text not null, "checker_id" integer references "users" ("id"), "decided_at" text, "reason" text, "maker_reason" text, constraint "approvals_kind" check (kind in ${kinds}), constraint "approvals_state" check (state in ('pending', 'approved', 'rejected')), constraint "approvals_amount_positive" check (${amountCheck}))`,
    `insert into "approvals_new" (${columns}) select ${columns} from "approvals"`,
    'drop table "approvals"',
    'alter table "approvals_new" rename to "approvals"',
    `create unique index "approvals_one_pending" on "approvals" ("target_type", "target_id") where "state" = 'pending'`,
    'create index "approvals_inbox" on "approvals" ("state", "id")',
  ];
}

/** The columns of approvals since 017 (maker_reason arrived with it). */
const APPROVAL_COLUMNS = 'id, kind, target_type, target_id, user_id, loan_id, payload_json, seen_json, amount_centavos, maker_id, created_at, state, checker_id, decided_at, reason, maker_reason';

/**
 * Four eyes on every action that moves money or debt, summed per officer and
 * member over 24 hours (decision 033). `staff_money_actions` is what the sum
 * reads: one row per direct action (without a second officer), written in
 * the action's transaction. The approvals table accepts the new kinds and
 * carries the maker's reason; SQLite cannot change a check constraint, so the
 * table is rebuilt (nothing references it) with its rows and indexes.
 */
const fourEyesEverywhere: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('staffMoneyActions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('actorId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amountCentavos', 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addCheckConstraint('staff_money_actions_amount_positive', sql`amount_centavos > 0`)
      .execute();
    await db.schema.createIndex('staff_money_actions_window').on('staffMoneyActions').columns(['actorId', 'userId', 'at']).execute();
    // 017 copies the columns approvals had before it: maker_reason starts empty.
    for (const statement of rebuildApprovalsSqlite({
      kinds: "('loan_approval', 'balance_adjustment', 'payment_reversal', 'withdrawal_approval', 'payment_record', 'settlement_import', 'unmatched_assign', 'fee_waiver', 'write_off')",
      amountCheck: 'amount_centavos > 0',
      columns: 'id, kind, target_type, target_id, user_id, loan_id, payload_json, seen_json, amount_centavos, maker_id, created_at, state, checker_id, decided_at, reason',
    })) {
      await sql.raw(statement).execute(db);
    }
  },
};

/**
 * A payment's evidence (issue 27): the collection partner beside the channel,
 * the channel's reference unique per channel and partner compared without
 * case, and an officer's photo of the receipt. Rows already stored that
 * differ from an earlier one only by case are kept as they are (both were
 * posted; nothing is rewritten) and set apart by `reference_legacy_id`, so
 * the migration never fails on them; new rows leave it null (decision 035).
 */
export const LEGACY_CASE_DUPLICATES = `update loan_transactions set reference_legacy_id = id
  where external_reference is not null and exists (select 1 from loan_transactions earlier
    where earlier.source = loan_transactions.source and lower(earlier.external_reference) = lower(loan_transactions.external_reference)
    and earlier.id < loan_transactions.id)`;

export const CHANNEL_REFERENCE_INDEX = `create unique index "loan_transactions_channel_reference" on "loan_transactions"
  ("source", coalesce("channel_partner", ''), lower("external_reference"), coalesce("reference_legacy_id", 0)) where "external_reference" is not null`;

export const UNMATCHED_CHANNEL_INDEX = `create unique index "unmatched_payments_channel_transaction" on "unmatched_payments"
  ("channel", coalesce("channel_partner", ''), "transaction_id") where "channel" is not null`;

const paymentEvidence: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table "loan_transactions" add column "channel_partner" text`.execute(db);
    await sql`alter table "loan_transactions" add column "reference_legacy_id" integer`.execute(db);
    await sql`alter table "loan_transactions" add column "receipt_object_key" text`.execute(db);
    await sql`alter table "loan_transactions" add column "receipt_content_type" text`.execute(db);
    await sql`alter table "unmatched_payments" add column "channel_partner" text`.execute(db);
    await sql.raw(LEGACY_CASE_DUPLICATES).execute(db);
    await sql`drop index "loan_transactions_channel_reference"`.execute(db);
    await sql.raw(CHANNEL_REFERENCE_INDEX).execute(db);
    await sql`drop index "unmatched_payments_channel_transaction"`.execute(db);
    await sql.raw(UNMATCHED_CHANNEL_INDEX).execute(db);
  },
};

/**
 * Issue 27, item 8: registration must not tell anyone which emails staff use.
 * An email is unique among the live borrowers and, separately, among the
 * live staff, so a registration with a staff member's email creates a
 * borrower account as any new email would; sign-in tries the staff account's
 * password first, then the borrower's (decision 034).
 */
export const EMAIL_PER_SIDE_STATEMENTS = [
  'drop index users_email_live',
  "create unique index users_email_borrowers on users (email) where deleted_at is null and role not in ('admin', 'main_admin')",
  "create unique index users_email_staff on users (email) where deleted_at is null and role in ('admin', 'main_admin')",
];
const emailPerSide: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of EMAIL_PER_SIDE_STATEMENTS) await sql.raw(statement).execute(db);
  },
};

/**
 * 020 on both dialects (issue 29): one row per message per channel, written
 * in the transaction of the event that causes it. `destination` is what the
 * message was addressed to when it was queued (E.164 number or email).
 */
export const MESSAGE_OUTBOX_STATEMENTS = (time: string, id: string): string[] => [
  `create table "outbox_messages" ("id" ${id}, "user_id" integer not null references "users" ("id"), "channel" text not null, "purpose" text not null, "destination" text not null, "language" text not null, "subject" text, "body" text not null, "html" text, "state" text not null default 'queued', "attempts" integer not null default 0, "not_before" ${time} not null, "lease_owner" text, "lease_until" ${time}, "provider" text, "provider_message_id" text, "failure_reason" text, "created_at" ${time} not null, "sent_at" ${time}, "delivered_at" ${time}, "updated_at" ${time} not null, constraint "outbox_messages_channel" check (channel in ('sms', 'email')), constraint "outbox_messages_purpose" check (purpose in ('code', 'reminder', 'receipt', 'notice', 'email_verification')), constraint "outbox_messages_state" check (state in ('queued', 'sending', 'sent', 'delivered', 'failed')))`,
  'create index "outbox_messages_due" on "outbox_messages" ("state", "not_before")',
  'create index "outbox_messages_user" on "outbox_messages" ("user_id", "id")',
  `alter table "users" add column "message_channels" text not null default 'sms' check (message_channels in ('sms', 'email', 'both'))`,
  `alter table "users" add column "email_verified_at" ${time}`,
];

// Issues 28 and 29. One reserved migration per concern, each written for
// both dialects in this file and its twin in migrations-postgres.ts.

/** The outbox of every message to a borrower (SMS and email) and the borrower's channel choice. */
const messageOutbox: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of MESSAGE_OUTBOX_STATEMENTS('text', 'integer primary key autoincrement')) await sql.raw(statement).execute(db);
  },
};

/** Outbox delivery: leases, attempts, provider ids and states (issue 29). */
const outboxDelivery: Migration = {
  async up() {},
};

/**
 * 022 on both dialects (issue 29): the links that verify an email address,
 * kept as hashes (single use, for the address they were sent to), and where
 * a withdrawal's code was sent (a JSON list of masked destinations; empty =
 * in the app), so a reopened dialog says it too.
 */
export const EMAIL_VERIFICATION_STATEMENTS = (time: string, id: string): string[] => [
  `create table "email_verification_tokens" ("id" ${id}, "user_id" integer not null references "users" ("id"), "token_hash" text not null, "email" text not null, "created_at" ${time} not null, "expires_at" ${time} not null, "used_at" ${time})`,
  'create unique index "email_verification_tokens_hash" on "email_verification_tokens" ("token_hash")',
  'create index "email_verification_tokens_user" on "email_verification_tokens" ("user_id")',
  `alter table "withdrawals" add column "code_sent_to" text not null default '[]'`,
];

/** Email addresses verified by a link before codes go to them (issue 29). */
const emailVerification: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of EMAIL_VERIFICATION_STATEMENTS('text', 'integer primary key autoincrement')) await sql.raw(statement).execute(db);
  },
};

/**
 * Automatic payment of the installment from the wallet on its due date
 * (issue 28, item 4): when the borrower consented, per loan (null: off; the
 * audit log keeps every change). A payment made is its own claim: a wallet
 * repayment whose external reference names the loan and the installment,
 * unique under loan_transactions_channel_reference.
 */
const autoPay: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table "loans" add column "auto_pay_consent_at" text`.execute(db);
  },
};

/**
 * 024 on both dialects (issue 31, decision 052): the books. The chart of
 * accounts as shipped (Philippine-style codes: 1xxx assets, 2xxx
 * liabilities, 3xxx equity, 4xxx income, 5xxx expense), and the journal: an
 * entry is written open (`posted` 0), its lines, then `posted` 1; the store
 * refuses to post one whose debits and credits differ, and refuses any
 * change to a posted entry or its lines. PostgreSQL also checks every entry
 * at commit (a deferred constraint trigger); SQLite has no deferred
 * triggers, so there the posting update is the check and only posted
 * entries count (see decision 052).
 */
export const BOOKS_CHART_OF_024: readonly { code: string; name: string; type: 'asset' | 'liability' | 'equity' | 'income' | 'expense'; normalSide: 'debit' | 'credit'; isContra: boolean }[] = [
  { code: '1010', name: 'Cash in bank', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '1110', name: 'Collections clearing – GCash', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '1120', name: 'Collections clearing – Maya', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '1130', name: 'Collections clearing – bank transfer', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '1140', name: 'Collections clearing – over the counter', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '1190', name: 'Wallet-to-loan transfers (clearing)', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '1200', name: 'Loans receivable', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '1210', name: 'Unearned interest', type: 'asset', normalSide: 'credit', isContra: true },
  { code: '1220', name: 'Allowance for credit losses', type: 'asset', normalSide: 'credit', isContra: true },
  { code: '1300', name: 'Late fees receivable', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '2100', name: 'Borrowers’ wallet balances', type: 'liability', normalSide: 'credit', isContra: false },
  { code: '2200', name: 'Unapplied collections', type: 'liability', normalSide: 'credit', isContra: false },
  { code: '2300', name: 'Documentary stamp tax payable', type: 'liability', normalSide: 'credit', isContra: false },
  { code: '3100', name: 'Capital', type: 'equity', normalSide: 'credit', isContra: false },
  { code: '3200', name: 'Retained earnings', type: 'equity', normalSide: 'credit', isContra: false },
  { code: '4100', name: 'Interest income', type: 'income', normalSide: 'credit', isContra: false },
  { code: '4200', name: 'Late-fee income', type: 'income', normalSide: 'credit', isContra: false },
  { code: '4210', name: 'Late-fee waivers', type: 'income', normalSide: 'debit', isContra: true },
  { code: '4300', name: 'Recoveries', type: 'income', normalSide: 'credit', isContra: false },
  { code: '5100', name: 'Documentary stamp tax expense', type: 'expense', normalSide: 'debit', isContra: false },
  { code: '5200', name: 'Credit-loss expense', type: 'expense', normalSide: 'debit', isContra: false },
  { code: '5300', name: 'Wallet adjustments (corrections and goodwill)', type: 'expense', normalSide: 'debit', isContra: false },
];

export const BOOKS_STATEMENTS = (time: string, id: string): string[] => [
  `create table "accounts" ("code" text primary key, "name" text not null, "type" text not null check ("type" in ('asset', 'liability', 'equity', 'income', 'expense')), "normal_side" text not null check ("normal_side" in ('debit', 'credit')), "is_contra" integer not null default 0, "is_active" integer not null default 1)`,
  `create table "journal_entries" ("id" ${id}, "year" integer not null, "number" integer not null, "date" text not null, "memo" text not null, "source_kind" text not null, "source_id" integer, "created_by" integer, "created_at" ${time} not null, "posted" integer not null default 0 check ("posted" in (0, 1)))`,
  'create unique index "journal_entries_number" on "journal_entries" ("year", "number")',
  'create index "journal_entries_date" on "journal_entries" ("date")',
  'create index "journal_entries_source" on "journal_entries" ("source_kind", "source_id")',
  `create table "journal_lines" ("id" ${id}, "entry_id" integer not null references "journal_entries" ("id"), "account_code" text not null references "accounts" ("code"), "debit_centavos" integer not null default 0, "credit_centavos" integer not null default 0, check (("debit_centavos" > 0 and "credit_centavos" = 0) or ("credit_centavos" > 0 and "debit_centavos" = 0)))`,
  'create index "journal_lines_entry" on "journal_lines" ("entry_id")',
  'create index "journal_lines_account" on "journal_lines" ("account_code")',
  ...BOOKS_CHART_OF_024.map(
    ({ code, name, type, normalSide, isContra }) =>
      `insert into "accounts" ("code", "name", "type", "normal_side", "is_contra", "is_active") values ('${code}', '${name.replaceAll("'", "''")}', '${type}', '${normalSide}', ${isContra ? 1 : 0}, 1)`,
  ),
];

/** SQLite's side of the balance rule: checked when an entry is posted; a posted entry and its lines are final. */
const BOOKS_SQLITE_TRIGGERS = [
  `create trigger "journal_entries_born_open" before insert on "journal_entries" when new."posted" <> 0 begin select raise(abort, 'journal entry posted before its lines'); end`,
  `create trigger "journal_entries_post_balanced" before update on "journal_entries" when old."posted" = 0 and new."posted" = 1 begin
     select raise(abort, 'journal entry does not balance')
     where (select count(*) from "journal_lines" where "entry_id" = new."id") < 2
        or (select sum("debit_centavos") - sum("credit_centavos") from "journal_lines" where "entry_id" = new."id") <> 0;
   end`,
  `create trigger "journal_entries_final" before update on "journal_entries" when old."posted" = 1 begin select raise(abort, 'a posted journal entry is final'); end`,
  `create trigger "journal_entries_kept" before delete on "journal_entries" when old."posted" = 1 begin select raise(abort, 'a posted journal entry is final'); end`,
  `create trigger "journal_lines_insert_open" before insert on "journal_lines" when (select "posted" from "journal_entries" where "id" = new."entry_id") = 1 begin select raise(abort, 'a posted journal entry is final'); end`,
  `create trigger "journal_lines_update_open" before update on "journal_lines" when (select "posted" from "journal_entries" where "id" = old."entry_id") = 1 or (select "posted" from "journal_entries" where "id" = new."entry_id") = 1 begin select raise(abort, 'a posted journal entry is final'); end`,
  `create trigger "journal_lines_delete_open" before delete on "journal_lines" when (select "posted" from "journal_entries" where "id" = old."entry_id") = 1 begin select raise(abort, 'a posted journal entry is final'); end`,
];

/** The books (issue 31): chart of accounts and journal. */
const books: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of [...BOOKS_STATEMENTS('text', 'integer primary key autoincrement'), ...BOOKS_SQLITE_TRIGGERS]) await sql.raw(statement).execute(db);
  },
};

/**
 * Collecting (issue 32, decision 058): each contact with a borrower about a
 * loan past due (its promise to pay, if any), the loan's assigned collector,
 * and the borrower's written agreement to be contacted outside 06:00–22:00.
 */
const collections: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('collectionContacts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('loanId', 'integer', (c) => c.notNull().references('loans.id'))
      .addColumn('actorId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('nextActionAt', 'text')
      .addColumn('promiseAmountCentavos', 'integer')
      .addColumn('promiseDate', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addCheckConstraint('collection_contacts_channel', sql`channel in ('call', 'sms', 'email', 'visit')`)
      .addCheckConstraint('collection_contacts_outcome', sql`outcome in ('reached', 'no_answer', 'promise_to_pay', 'dispute', 'wrong_number')`)
      .execute();
    await db.schema.createIndex('collection_contacts_loan').on('collectionContacts').columns(['loanId', 'id']).execute();
    await db.schema
      .createTable('collectionAssignments')
      .addColumn('loanId', 'integer', (c) => c.primaryKey().references('loans.id'))
      .addColumn('collectorId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('assignedBy', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('assignedAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('collectionConsents')
      .addColumn('loanId', 'integer', (c) => c.primaryKey().references('loans.id'))
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('recordedBy', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('recordedAt', 'text', (c) => c.notNull())
      .execute();
  },
};

/** An approval moves money, above zero; a month-end close moves none (decision 060). */
const MONTH_CLOSE_AMOUNT_CHECK = "amount_centavos > 0 or (kind = 'month_close' and amount_centavos = 0)";

/** The approval kinds once the month-end close waits for a second officer (issue 31, decision 060). */
const APPROVAL_KINDS_OF_026 = "'loan_approval', 'balance_adjustment', 'payment_reversal', 'withdrawal_approval', 'payment_record', 'settlement_import', 'unmatched_assign', 'fee_waiver', 'write_off', 'month_close'";

/**
 * The month-end close (issue 31, decision 060) on both stores: the closed
 * months with the allowance each required, what each loan earned at each
 * close, the original value date of an entry moved out of a closed month,
 * and the approval kind. A month-end close moves no member's money, so it
 * may wait with no amount.
 */
export const BOOK_CLOSE_STATEMENTS = (time: string): string[] => [
  'alter table "journal_entries" add column "value_date" text',
  `create table "book_closes" ("month" text primary key, "closed_at" ${time} not null, "requested_by" integer not null references "users" ("id"), "approved_by" integer not null references "users" ("id"), "interest_centavos" bigint not null, "allowance_centavos" bigint not null check ("allowance_centavos" >= 0), "allowance_change_centavos" bigint not null, "net_income_centavos" bigint)`,
  `create table "book_close_loans" ("month" text not null references "book_closes" ("month"), "loan_id" integer not null references "loans" ("id"), "earned_centavos" bigint not null, primary key ("month", "loan_id"))`,
  'create index "book_close_loans_loan" on "book_close_loans" ("loan_id")',
];

/** SQLite: a posted entry is never dated in a closed month (entries are born open, so posting is where it is checked). */
const BOOK_CLOSE_SQLITE = [
  `create trigger "journal_entries_month_open" before update on "journal_entries" when old."posted" = 0 and new."posted" = 1 and exists (select 1 from "book_closes" where "month" = substr(new."date", 1, 7)) begin select raise(abort, 'journal entry dated in a closed month'); end`,
  ...rebuildApprovalsSqlite({ kinds: `(${APPROVAL_KINDS_OF_026})`, amountCheck: MONTH_CLOSE_AMOUNT_CHECK, columns: APPROVAL_COLUMNS }),
];

/** PostgreSQL's side of 026: the same check on posting and on a row inserted posted; the approvals' constraints altered in place. */
export const BOOK_CLOSE_POSTGRES = [
  `create function "journal_entries_month_open"() returns trigger language plpgsql as $$
   begin
     if new."posted" = 1 and (tg_op = 'INSERT' or old."posted" = 0) and exists (select 1 from "book_closes" where "month" = substr(new."date", 1, 7)) then
       raise exception 'journal entry dated in a closed month' using errcode = '23514';
     end if;
     return new;
   end $$`,
  `create trigger "journal_entries_month_open" before insert or update on "journal_entries" for each row execute function "journal_entries_month_open"()`,
  `alter table "approvals" drop constraint "approvals_kind", add constraint "approvals_kind" check (kind in (${APPROVAL_KINDS_OF_026})), drop constraint "approvals_amount_positive", add constraint "approvals_amount_positive" check (${MONTH_CLOSE_AMOUNT_CHECK})`,
];

const bookClose: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of [...BOOK_CLOSE_STATEMENTS('text'), ...BOOK_CLOSE_SQLITE]) await sql.raw(statement).execute(db);
  },
};

/**
 * Helping a borrower in trouble (issue 32, decision 062): a borrower's
 * request (an extension or hardship), staff's offer answering it with the
 * new schedule and disclosure, and on the loan the schedule an accepted
 * offer started and when (the loan book's "restructured" flag).
 */
export const HARDSHIP_STATEMENTS_027 = (time: string, id: string, money: string): string[] => [
  `create table "loan_requests" ("id" ${id}, "loan_id" integer not null references "loans" ("id"), "user_id" integer not null references "users" ("id"), "kind" text not null, "months" integer, "reason" text, "note" text, "state" text not null, "created_at" ${time} not null, constraint "loan_requests_kind" check (kind in ('extension', 'hardship')), constraint "loan_requests_state" check (state in ('open', 'answered')))`,
  `create index "loan_requests_loan" on "loan_requests" ("loan_id", "id")`,
  `create table "loan_offers" ("id" ${id}, "loan_id" integer not null references "loans" ("id"), "request_id" integer references "loan_requests" ("id"), "kind" text not null, "term" integer, "installments" integer, "anchor_date" text not null, "plan_json" text not null, "finance_charge_centavos" ${money} not null, "carried_centavos" ${money} not null, "state" text not null, "created_by" integer not null references "users" ("id"), "created_at" ${time} not null, "accepted_at" ${time}, constraint "loan_offers_kind" check (kind in ('restructure', 'holiday')), constraint "loan_offers_state" check (state in ('open', 'accepted', 'superseded')))`,
  `create index "loan_offers_loan" on "loan_offers" ("loan_id", "id")`,
  `alter table "loans" add column "schedule_json" text`,
  `alter table "loans" add column "restructured_at" ${time}`,
];

/** The approvals' kinds of 026 and a restructuring offer held for a second officer (decision 062). */
export const APPROVAL_KINDS_027 = "('loan_approval', 'balance_adjustment', 'payment_reversal', 'withdrawal_approval', 'payment_record', 'settlement_import', 'unmatched_assign', 'fee_waiver', 'write_off', 'month_close', 'loan_offer')";

const hardship: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of [
      ...HARDSHIP_STATEMENTS_027('text', 'integer primary key autoincrement', 'integer'),
      ...rebuildApprovalsSqlite({ kinds: APPROVAL_KINDS_027, amountCheck: MONTH_CLOSE_AMOUNT_CHECK, columns: APPROVAL_COLUMNS }),
    ]) {
      await sql.raw(statement).execute(db);
    }
  },
};

/**
 * The write-off (issue 32, decision 064): one row per loan written off, with
 * what it took out of the books (the entry's figures, kept so the
 * reconciliation and the allowance check read them back), and on the loan
 * when (the loan book's "written off" flag).
 */
export const WRITE_OFF_STATEMENTS_028 = (time: string, id: string, money: string): string[] => [
  `create table "loan_write_offs" ("id" ${id}, "loan_id" integer not null references "loans" ("id"), "reason" text not null, "receivable_centavos" ${money} not null, "unearned_centavos" ${money} not null, "allowance_centavos" ${money} not null, "late_fees_centavos" ${money} not null, "proposed_by" integer not null references "users" ("id"), "approved_by" integer not null references "users" ("id"), "created_at" ${time} not null, constraint "loan_write_offs_one_per_loan" unique ("loan_id"))`,
  `alter table "loans" add column "written_off_at" ${time}`,
];

const writeOff: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of WRITE_OFF_STATEMENTS_028('text', 'integer primary key autoincrement', 'integer')) await sql.raw(statement).execute(db);
  },
};

/**
 * Issue 33 (decision 065): the designation lists as imported (each import
 * keeps its version and date, its entries by import), the screening cases a
 * possible match opens, and the AML holds that keep a member's records.
 */
export const SCREENING_STATEMENTS_029 = (time: string, id: string): string[] => [
  `create table "compliance_list_imports" ("id" ${id}, "source" text not null, "version" text not null, "entry_count" integer not null, "imported_at" ${time} not null, "imported_by" integer not null references "users" ("id"), constraint "compliance_list_imports_source" check (source in ('un', 'amlc')))`,
  `create index "compliance_list_imports_source" on "compliance_list_imports" ("source", "id")`,
  `create table "listed_persons" ("id" ${id}, "import_id" integer not null references "compliance_list_imports" ("id"), "reference" text not null, "kind" text not null, "name" text not null, "aliases_json" text not null, "birth_dates_json" text not null, "listed_on" text, constraint "listed_persons_kind" check (kind in ('individual', 'entity')))`,
  `create index "listed_persons_import" on "listed_persons" ("import_id")`,
  `create table "screening_cases" ("id" ${id}, "user_id" integer not null references "users" ("id"), "listed_person_id" integer not null references "listed_persons" ("id"), "list_source" text not null, "list_reference" text not null, "listed_name" text not null, "score_permille" integer not null, "reasons_json" text not null, "occasion" text not null, "state" text not null, "created_at" ${time} not null, "decided_by" integer references "users" ("id"), "decided_at" ${time}, "decision_reason" text, "report_due_date" text, constraint "screening_cases_state" check (state in ('open', 'cleared', 'confirmed')))`,
  `create unique index "screening_cases_one_per_entry" on "screening_cases" ("user_id", "list_source", "list_reference")`,
  `create index "screening_cases_state" on "screening_cases" ("state", "id")`,
  `create table "aml_holds" ("id" ${id}, "user_id" integer not null references "users" ("id"), "case_id" integer references "screening_cases" ("id"), "reason" text not null, "held_at" ${time} not null, "reported_at" ${time}, "created_by" integer not null references "users" ("id"))`,
  `create index "aml_holds_user" on "aml_holds" ("user_id")`,
];

const screening: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of SCREENING_STATEMENTS_029('text', 'integer primary key autoincrement')) await sql.raw(statement).execute(db);
  },
};

/** The approvals' kinds of 027 and opening balances held for a second officer (decision 066). */
export const APPROVAL_KINDS_030 = "('loan_approval', 'balance_adjustment', 'payment_reversal', 'withdrawal_approval', 'payment_record', 'settlement_import', 'unmatched_assign', 'fee_waiver', 'write_off', 'month_close', 'loan_offer', 'book_opening')";

/** The accounts the adjustment's reasons book to (decision 066), beside the chart of 024. */
const BOOKS_CHART_OF_030: typeof BOOKS_CHART_OF_024 = [
  { code: '1900', name: 'Suspense – wallet corrections', type: 'asset', normalSide: 'debit', isContra: false },
  { code: '5310', name: 'Goodwill credits to borrowers', type: 'expense', normalSide: 'debit', isContra: false },
];

/**
 * The books' own entries (issue 31, decision 066): opening balances and a
 * channel's remittances are rows of their own, told to the posting hook like
 * every movement, so a rebuild replays them; a staff wallet adjustment keeps
 * the kind of its reason (and the channel a deposit came through), which
 * picks its contra account.
 */
export const BOOK_ENTRIES_STATEMENTS_030 = (time: string, id: string, money: string): string[] => [
  `create table "book_openings" ("id" ${id}, "date" text not null, "memo" text not null, "lines_json" text not null, "created_by" integer not null references "users" ("id"), "approved_by" integer not null references "users" ("id"), "created_at" ${time} not null)`,
  `create table "channel_remittances" ("id" ${id}, "channel" text not null, "amount_centavos" ${money} not null check ("amount_centavos" > 0), "date" text not null, "reference" text not null, "created_by" integer not null references "users" ("id"), "created_at" ${time} not null, constraint "channel_remittances_channel" check (channel in ('gcash', 'maya', 'bank_transfer', 'otc')))`,
  'create unique index "channel_remittances_reference" on "channel_remittances" ("channel", lower("reference"))',
  'alter table "ledger_entries" add column "reason_kind" text',
  'alter table "ledger_entries" add column "deposit_channel" text',
  ...BOOKS_CHART_OF_030.map(
    ({ code, name, type, normalSide, isContra }) =>
      `insert into "accounts" ("code", "name", "type", "normal_side", "is_contra", "is_active") values ('${code}', '${name.replaceAll("'", "''")}', '${type}', '${normalSide}', ${isContra ? 1 : 0}, 1)`,
  ),
];

const bookEntries: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of [
      ...BOOK_ENTRIES_STATEMENTS_030('text', 'integer primary key autoincrement', 'integer'),
      ...rebuildApprovalsSqlite({ kinds: APPROVAL_KINDS_030, amountCheck: MONTH_CLOSE_AMOUNT_CHECK, columns: APPROVAL_COLUMNS }),
    ]) {
      await sql.raw(statement).execute(db);
    }
  },
};

/**
 * Issue 33 (decision 069): the money events the AML rules watch (one per
 * movement, with its banking day), the covered and suspicious transaction
 * reports and the alerts with the events that are their evidence, the
 * compliance desk's own audit trail (staff without `compliance` read the
 * general one), the FATF jurisdictions kept as data, and each borrower's
 * PEP mark and enhanced due diligence.
 */
/**
 * The FATF's public lists as its June 2025 plenary left them, in the
 * countries list's names, as the starting data: `compliance` replaces them
 * after each plenary (PUT /api/admin/compliance/fatf).
 */
const FATF_LISTS_2025 = {
  callForAction: ['North Korea', 'Iran', 'Myanmar'],
  increasedMonitoring: [
    'Algeria', 'Angola', 'Bolivia', 'Bulgaria', 'Burkina Faso', 'Cameroon', 'Croatia', 'Democratic Republic of the Congo', 'Haiti', 'Ivory Coast', 'Kenya', 'Laos',
    'Lebanon', 'Monaco', 'Mozambique', 'Namibia', 'Nepal', 'Nigeria', 'South Africa', 'South Sudan', 'Syria', 'Venezuela', 'Vietnam', 'Yemen',
  ],
} as const;

export const COMPLIANCE_DESK_STATEMENTS_033 = (time: string, id: string, money: string): string[] => [
  `create table "aml_transactions" ("id" ${id}, "user_id" integer not null references "users" ("id"), "kind" text not null, "amount_centavos" ${money} not null, "occurred_at" ${time} not null, "banking_day" text not null, "movement_kind" text not null, "movement_id" integer not null, "loan_id" integer references "loans" ("id"), "channel" text, constraint "aml_transactions_kind" check (kind in ('disbursement', 'payout', 'payment')))`,
  `create unique index "aml_transactions_movement" on "aml_transactions" ("movement_kind", "movement_id")`,
  `create index "aml_transactions_member_day" on "aml_transactions" ("user_id", "banking_day")`,
  `create table "compliance_alerts" ("id" ${id}, "user_id" integer not null references "users" ("id"), "rule" text not null, "dedupe_key" text not null, "state" text not null, "facts_json" text not null, "created_at" ${time} not null, "decided_by" integer references "users" ("id"), "decided_at" ${time}, "decision_reason" text, constraint "compliance_alerts_state" check (state in ('open', 'closed', 'reported')), constraint "compliance_alerts_rule" check (rule in ('structuring', 'quick_payoff', 'payouts_after_bank_change', 'repayments_above_income', 'country_mismatch')))`,
  `create unique index "compliance_alerts_one_per_key" on "compliance_alerts" ("user_id", "rule", "dedupe_key")`,
  `create table "compliance_alert_transactions" ("alert_id" integer not null references "compliance_alerts" ("id"), "transaction_id" integer not null references "aml_transactions" ("id"), primary key ("alert_id", "transaction_id"))`,
  `create table "compliance_reports" ("id" ${id}, "kind" text not null, "user_id" integer not null references "users" ("id"), "state" text not null, "reason" text not null, "banking_day" text, "alert_id" integer references "compliance_alerts" ("id"), "due_date" text not null, "created_at" ${time} not null, "filed_at" ${time}, "filed_by" integer references "users" ("id"), "filed_reference" text, constraint "compliance_reports_kind" check (kind in ('covered', 'suspicious')), constraint "compliance_reports_state" check (state in ('due', 'filed')))`,
  `create index "compliance_reports_member" on "compliance_reports" ("user_id", "kind", "banking_day")`,
  `create table "compliance_report_transactions" ("report_id" integer not null references "compliance_reports" ("id"), "transaction_id" integer not null references "aml_transactions" ("id"), primary key ("report_id", "transaction_id"))`,
  `create table "compliance_audit" ("id" ${id}, "actor_id" integer references "users" ("id"), "action" text not null, "target_type" text not null, "target_id" integer, "detail_json" text not null, "created_at" ${time} not null)`,
  `alter table "aml_holds" add column "report_id" integer references "compliance_reports" ("id")`,
  `create table "fatf_jurisdictions" ("country" text primary key, "list" text not null, "updated_at" ${time} not null, "updated_by" integer references "users" ("id"), constraint "fatf_jurisdictions_list" check (list in ('call_for_action', 'increased_monitoring')))`,
  `create table "compliance_profiles" ("user_id" integer primary key references "users" ("id"), "is_pep" integer not null, "pep_marked_by" integer references "users" ("id"), "pep_marked_at" ${time}, "pep_reason" text, "due_diligence_at" ${time}, "due_diligence_by" integer references "users" ("id"), "due_diligence_note" text)`,
  ...FATF_LISTS_2025.callForAction.map((country) => `insert into "fatf_jurisdictions" ("country", "list", "updated_at") values ('${country}', 'call_for_action', '2026-11-27T00:00:00.000Z')`),
  ...FATF_LISTS_2025.increasedMonitoring.map((country) => `insert into "fatf_jurisdictions" ("country", "list", "updated_at") values ('${country}', 'increased_monitoring', '2026-11-27T00:00:00.000Z')`),
];

const complianceDesk: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of COMPLIANCE_DESK_STATEMENTS_033('text', 'integer primary key autoincrement', 'integer')) await sql.raw(statement).execute(db);
  },
};

/**
 * Collection templates and the messages sent from them (issue 32, decision 070):
 * a template is approved by a compliance officer who did not write it (the
 * check is the store's too), and a message names its template.
 */
export const COLLECTION_MESSAGES_STATEMENTS_034 = (time: string, id: string): string[] => [
  `create table "collection_templates" ("id" ${id}, "name" text not null, "channel" text not null, "language" text not null, "subject" text, "body" text not null, "created_by" integer not null references "users" ("id"), "created_at" ${time} not null, "approved_by" integer references "users" ("id"), "approved_at" ${time}, constraint "collection_templates_channel" check (channel in ('sms', 'email')), constraint "collection_templates_language" check (language in ('en', 'fil')), constraint "collection_templates_four_eyes" check (approved_by is null or approved_by <> created_by))`,
  `create table "collection_messages" ("id" ${id}, "loan_id" integer not null references "loans" ("id"), "template_id" integer not null references "collection_templates" ("id"), "channel" text not null, "text" text not null, "reaches_json" text not null, "sent_by" integer not null references "users" ("id"), "sent_at" ${time} not null)`,
  `create index "collection_messages_loan" on "collection_messages" ("loan_id", "id")`,
];

const collectionMessages: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of COLLECTION_MESSAGES_STATEMENTS_034('text', 'integer primary key autoincrement')) await sql.raw(statement).execute(db);
  },
};

/**
 * Who bore a loan's documentary stamp tax, and how much (issue 31, decision
 * 072): written once, when the loan pays out, from DST_BORNE_BY, so a loan
 * keeps posting (and a rebuild replays it) as it was made after the
 * configuration changes. A loan paid out before this bore it as the lender,
 * as the books posted it (decision 052); its tax stays the one computed from
 * its principal and term (`dst_centavos` null), which cannot change.
 */
export const LOAN_DST_STATEMENTS_035 = (money: string): string[] => [
  `alter table "loans" add column "dst_borne_by" text check (dst_borne_by in ('lender', 'borrower'))`,
  `alter table "loans" add column "dst_centavos" ${money} check (dst_centavos >= 0)`,
  `update "loans" set "dst_borne_by" = 'lender' where "disbursed_at" is not null`,
];

const loanDst: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of LOAN_DST_STATEMENTS_035('integer')) await sql.raw(statement).execute(db);
  },
};

/**
 * Issue 33, the compliance desk's last pieces (decision 073): the Philippine
 * non-working days become data `compliance` edits (seeded with the 2026 and
 * 2027 proclamations the domain carried), a confirmed list match's report
 * names its case, and the FATF seed loses Croatia, which the June 2025
 * plenary took off increased monitoring (a list `compliance` already
 * replaced, `updated_by` set, is left alone).
 */
const NON_WORKING_DAYS_036: Readonly<Record<number, readonly string[]>> = {
  2026: [
    '2026-01-01', '2026-02-17', '2026-03-20', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-09', '2026-05-01', '2026-05-27', '2026-06-12',
    '2026-08-21', '2026-08-31', '2026-11-01', '2026-11-02', '2026-11-30', '2026-12-08', '2026-12-24', '2026-12-25', '2026-12-30', '2026-12-31',
  ],
  2027: [
    '2027-01-01', '2027-02-06', '2027-03-10', '2027-03-25', '2027-03-26', '2027-03-27', '2027-04-09', '2027-05-01', '2027-05-17', '2027-06-12',
    '2027-08-21', '2027-08-30', '2027-11-01', '2027-11-02', '2027-11-30', '2027-12-08', '2027-12-24', '2027-12-25', '2027-12-30', '2027-12-31',
  ],
};

export const COMPLIANCE_CALENDAR_STATEMENTS_036 = (time: string): string[] => [
  `create table "non_working_days" ("day" text primary key, "year" integer not null, "name" text, "created_at" ${time} not null, "created_by" integer references "users" ("id"))`,
  `create index "non_working_days_year" on "non_working_days" ("year", "day")`,
  ...Object.entries(NON_WORKING_DAYS_036).flatMap(([year, days]) =>
    days.map((day) => `insert into "non_working_days" ("day", "year", "created_at") values ('${day}', ${year}, '2026-11-28T00:00:00.000Z')`),
  ),
  `alter table "compliance_reports" add column "case_id" integer references "screening_cases" ("id")`,
  `delete from "fatf_jurisdictions" where "country" = 'Croatia' and "updated_by" is null`,
];

const complianceCalendar: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of COMPLIANCE_CALENDAR_STATEMENTS_036('text')) await sql.raw(statement).execute(db);
  },
};

/**
 * The journal's amounts in 64 bits on PostgreSQL (decision 052 amended): the
 * lines were created `integer`, 32 bits there, so a line above PHP
 * 21,474,836.47 (a company's capital, a month's interest of a large book)
 * failed with a server error. SQLite's integer is 64 bits already: nothing
 * to do here; the name is kept so both stores have the same migrations.
 */
const journalAmounts64: Migration = {
  async up() {},
};

export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_admin_list_indexes': adminListIndexes,
  '003_audit_head': auditHead,
  '004_rate_limits_and_device_keys': rateLimitsAndDeviceKeys,
  '005_verified_details': verifiedDetails,
  '006_upload_claims': uploadClaims,
  '007_repayments': repayments,
  '008_payment_reminders': paymentReminders,
  '009_complaints': complaints,
  '010_maker_checker': makerChecker,
  '011_privacy': privacy,
  '012_language': language,
  '013_poll_versions': pollVersions,
  '014_member_version': memberVersion,
  '015_staff_duties': staffDuties,
  '016_second_factor': secondFactor,
  '017_four_eyes_everywhere': fourEyesEverywhere,
  '018_payment_evidence': paymentEvidence,
  '019_email_per_side': emailPerSide,
  '020_message_outbox': messageOutbox,
  '021_outbox_delivery': outboxDelivery,
  '022_email_verification': emailVerification,
  '023_auto_pay': autoPay,
  '024_books': books,
  '025_collections': collections,
  '026_book_close': bookClose,
  '027_hardship': hardship,
  '028_write_off': writeOff,
  '029_screening': screening,
  '030_book_entries': bookEntries,
  '033_compliance_desk': complianceDesk,
  '034_collection_messages': collectionMessages,
  '035_loan_dst': loanDst,
  '036_compliance_calendar': complianceCalendar,
  '037_journal_amounts_64': journalAmounts64,
};
