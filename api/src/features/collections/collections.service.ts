import {
  agingBucketOf,
  contactHoursRefusal,
  loanDaysPastDue,
  DESK_MESSAGES,
  manilaToday,
  outstandingOf,
  promiseState,
  SERVER_MESSAGES,
  sumCentavos,
  toCentavos,
  toPesos,
  type CollectionAssign,
  type CollectionContact,
  type CollectionContactInput,
  type CollectionQueueItem,
  type CollectionsQuery,
  type Centavos,
  type InstallmentAccount,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite } from '../../db/run-write';
import type { CollectionContactRow, LoanRow, LoanTransactionRow, UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { staffDutiesOf } from '../../lib/staff-duties';
import { appendAudit } from '../audit';
import { accountsAt, hasAccount, isReversed, openLoans, transactionsOf } from '../repayments';
import { loadOwnerForStaff } from '../users';

/** What is owed on the installments whose due date has passed, their late fees included. */
function pastDueAmount(accounts: readonly InstallmentAccount[], today: string): Centavos {
  return sumCentavos(accounts.filter((account) => account.dueDate < today).map((account) => outstandingOf(account).total));
}

/** Payments on the loan (not reversed) from the promise until the end of its Manila date, in pesos. */
export function paidTowards(contact: { createdAt: string; promiseDate: string | null }, rows: readonly LoanTransactionRow[]): number {
  const paid = rows
    .filter((row) => row.kind === 'repayment' && !isReversed(row, rows))
    .filter((row) => {
      const at = row.receivedAt ?? row.createdAt;
      return at >= contact.createdAt && contact.promiseDate !== null && manilaToday(new Date(at)) <= contact.promiseDate;
    })
    .reduce((sum, row) => sum + row.amountCentavos, 0);
  return toPesos(toCentavos(paid / 100));
}

/**
 * GET /api/admin/collections (issue 32): every paid-out loan past due, with
 * what brings it up to date, the borrower's name and number (never the
 * emergency contact: MC 18), the last contact, the newest promise to pay and
 * the collector. A broken promise comes first, then the most days past due.
 */
export async function collectionsQueue(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, { query }: { query: CollectionsQuery }): Promise<Page<CollectionQueueItem>> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const today = manilaToday(now);
  const open = (await openLoans(db)).filter(hasAccount);
  const rows = await transactionsOf(
    db,
    open.map((loan) => loan.id),
  );
  const late = open.flatMap((loan) => {
    const own = rows.filter((row) => row.loanId === loan.id);
    const accounts = accountsAt({ loan, rows: own, now, graceDays: config.lateFeeGraceDays });
    const days = loanDaysPastDue(accounts, today);
    const bucket = agingBucketOf(days);
    return bucket ? [{ loan, own, days, bucket, amountDue: pastDueAmount(accounts, today) }] : [];
  });
  const loanIds = late.map(({ loan }) => loan.id);
  const userIds = [...new Set(late.map(({ loan }) => loan.userId))];
  const [users, contacts, assignments, consents] = loanIds.length === 0
    ? [[], [], [], []]
    : await Promise.all([
        db.selectFrom('users').select(['id', 'fullName', 'contactNumber']).where('id', 'in', userIds).execute(),
        db.selectFrom('collectionContacts').selectAll().where('loanId', 'in', loanIds).orderBy('id').execute(),
        db
          .selectFrom('collectionAssignments')
          .innerJoin('users', 'users.id', 'collectionAssignments.collectorId')
          .select(['collectionAssignments.loanId', 'users.id', 'users.fullName'])
          .where('collectionAssignments.loanId', 'in', loanIds)
          .execute(),
        db.selectFrom('collectionConsents').select('loanId').where('loanId', 'in', loanIds).execute(),
      ]);
  const items: CollectionQueueItem[] = late.map(({ loan, own, days, bucket, amountDue }) => {
    const user = users.find((row) => row.id === loan.userId);
    const ofLoan = contacts.filter((contact) => contact.loanId === loan.id);
    const last = ofLoan.at(-1);
    const promised = ofLoan.filter((contact) => contact.promiseAmountCentavos !== null && contact.promiseDate !== null).at(-1);
    const collector = assignments.find((row) => row.loanId === loan.id);
    return {
      loanId: loan.id,
      userId: loan.userId,
      fullName: user?.fullName ?? '',
      contactNumber: user?.contactNumber ?? '',
      daysPastDue: days,
      bucket,
      amountDue: toPesos(amountDue),
      lastContact: last ? { at: last.createdAt, channel: last.channel, outcome: last.outcome } : null,
      promise: promised
        ? {
            amount: toPesos(promised.promiseAmountCentavos!),
            date: promised.promiseDate!,
            state: promiseState({ amount: toPesos(promised.promiseAmountCentavos!), date: promised.promiseDate!, paidBy: paidTowards(promised, own), today }),
          }
        : null,
      collector: collector ? { id: collector.id, fullName: collector.fullName } : null,
      hasNightConsent: consents.some((row) => row.loanId === loan.id),
    };
  });
  const filtered = items
    .filter((item) => query.bucket === undefined || item.bucket === query.bucket)
    .filter((item) => query.collector === undefined || item.collector?.id === query.collector)
    .sort((a, b) => Number(b.promise?.state === 'broken') - Number(a.promise?.state === 'broken') || b.daysPastDue - a.daysPastDue || a.loanId - b.loanId);
  return { rows: filtered.slice(query.offset, query.offset + query.limit), total: filtered.length };
}

function toContact(row: CollectionContactRow): CollectionContact {
  return {
    id: row.id,
    loanId: row.loanId,
    actorId: row.actorId,
    channel: row.channel,
    outcome: row.outcome,
    note: row.note,
    nextActionAt: row.nextActionAt === null ? null : new Date(row.nextActionAt).toISOString(),
    promise: row.promiseAmountCentavos === null || row.promiseDate === null ? null : { amount: toPesos(row.promiseAmountCentavos), date: row.promiseDate },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A paid-out loan for the desk, its owner not the officer themself. */
export async function loadCollectable(db: Db, { actor, loanId }: { actor: UserRow; loanId: number }): Promise<{ loan: LoanRow & { disbursedAt: string; startDate: string }; owner: UserRow }> {
  const loan = await db.selectFrom('loans').selectAll().where('id', '=', loanId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  const owner = await loadOwnerForStaff(db, { actor, userId: loan.userId });
  if (!hasAccount(loan)) throw conflict(DESK_MESSAGES.contactLoanNotPaidOut);
  return { loan, owner };
}

/**
 * POST /api/admin/loans/{id}/contacts (issue 32, decision 058): logs a
 * contact with the borrower, refused by SEC MC 18 s.2019 between 22:00 and
 * 06:00 in Manila or where the borrower works, unless the loan is more than
 * 15 days past due or the borrower agreed in writing. The clock is the app's.
 */
export async function logContact(deps: AppDeps, { actor, loanId, input }: { actor: UserRow; loanId: number; input: CollectionContactInput }): Promise<CollectionContact> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx }) => {
    const { loan, owner } = await loadCollectable(trx, { actor, loanId });
    const { daysPastDue: days } = await refuseQuietHours(trx, deps, { loan, owner, now });
    const row = await trx
      .insertInto('collectionContacts')
      .values({
        loanId,
        actorId: actor.id,
        channel: input.channel,
        outcome: input.outcome,
        note: input.note,
        nextActionAt: input.nextActionAt ? input.nextActionAt : null,
        promiseAmountCentavos: input.promise ? toCentavos(input.promise.amount) : null,
        promiseDate: input.promise?.date ?? null,
        createdAt: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const contact = toContact(row);
    await appendAudit(trx, { actor, action: 'collection.contact', targetType: 'loan', targetId: loanId, before: null, after: { ...contact, daysPastDue: days }, now });
    return contact;
  });
}

/**
 * SEC MC 18 s.2019's hours (decision 058): refused between 22:00 and 06:00 in
 * Manila or where the borrower works, unless the loan is more than 15 days
 * past due or the borrower agreed in writing. Answers what the loan owes now.
 */
export async function refuseQuietHours(
  trx: Db,
  deps: Pick<AppDeps, 'config'>,
  { loan, owner, now }: { loan: LoanRow & { disbursedAt: string; startDate: string }; owner: UserRow; now: Date },
): Promise<{ daysPastDue: number; amountDue: Centavos }> {
  const rows = await transactionsOf(trx, [loan.id]);
  const today = manilaToday(now);
  const accounts = accountsAt({ loan, rows, now, graceDays: deps.config.lateFeeGraceDays });
  const days = loanDaysPastDue(accounts, today);
  const consent = await trx.selectFrom('collectionConsents').select('loanId').where('loanId', '=', loan.id).executeTakeFirst();
  const refusal = contactHoursRefusal({ now, countryWorking: owner.countryWorking, daysPastDue: days, hasWrittenConsent: consent !== undefined });
  if (refusal) throw conflict(DESK_MESSAGES.mc18QuietHours);
  return { daysPastDue: days, amountDue: pastDueAmount(accounts, today) };
}

/** GET /api/admin/loans/{id}/contacts: the loan's contact log, newest first. */
export async function contactsOf(deps: Pick<AppDeps, 'db'>, { actor, loanId }: { actor: UserRow; loanId: number }): Promise<CollectionContact[]> {
  await loadCollectable(deps.db, { actor, loanId });
  const rows = await deps.db.selectFrom('collectionContacts').selectAll().where('loanId', '=', loanId).orderBy('id', 'desc').execute();
  return rows.map(toContact);
}

/** POST /api/admin/collections/assign: the loans go to one collector, who holds the Collections duty. */
export async function assignCollector(deps: AppDeps, { actor, input }: { actor: UserRow; input: CollectionAssign }): Promise<{ assigned: number }> {
  const now = deps.clock.now();
  const loanIds = [...new Set(input.loanIds)];
  return runWrite(deps, async ({ trx }) => {
    const collector = await trx.selectFrom('users').selectAll().where('id', '=', input.collectorId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!collector || !staffDutiesOf(collector).includes('collections')) throw badRequest(DESK_MESSAGES.collectorNotStaff, { collectorId: [DESK_MESSAGES.collectorNotStaff] });
    const loans = await trx.selectFrom('loans').select(['id', 'disbursedAt', 'startDate', 'status']).where('id', 'in', loanIds).where('deletedAt', 'is', null).execute();
    if (loans.length !== loanIds.length) throw notFound(SERVER_MESSAGES.loanNotFound);
    if (!loans.every(hasAccount)) throw conflict(DESK_MESSAGES.contactLoanNotPaidOut);
    const before = await trx.selectFrom('collectionAssignments').selectAll().where('loanId', 'in', loanIds).execute();
    // One collector per loan: the earlier assignment gives way (a delete and an insert, the same on both stores).
    await trx.deleteFrom('collectionAssignments').where('loanId', 'in', loanIds).execute();
    await trx
      .insertInto('collectionAssignments')
      .values(loanIds.map((loanId) => ({ loanId, collectorId: collector.id, assignedBy: actor.id, assignedAt: now.toISOString() })))
      .execute();
    for (const loanId of loanIds) {
      const earlier = before.find((row) => row.loanId === loanId);
      await appendAudit(trx, {
        actor,
        action: 'collection.assign',
        targetType: 'loan',
        targetId: loanId,
        before: earlier ? { collectorId: earlier.collectorId } : null,
        after: { collectorId: collector.id },
        now,
      });
    }
    return { assigned: loanIds.length };
  });
}
