import { COMPLIANCE_MESSAGES, toManilaIsoDate, type ListImport, type ScreeningCase, type ScreeningCaseDecision } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import type { ScreeningCaseRow, UserRow } from '../../db/schema';
import { invalidateUserSessions } from '../../http/sessions';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { parseAmlcList } from './amlc-list.service';
import { appendComplianceAudit } from './desk.service';
import { openReport, reportDueDate } from './monitoring.service';
import { screenEveryoneIn } from './screening.service';
import { parseUnList } from './un-list.service';


/**
 * A designation list imported whole (issue 33): its version and date kept,
 * its entries stored under this import, and every borrower screened again
 * in the same transaction. A file that is not the list changes nothing.
 */
export async function importList(deps: AppDeps, { actor, source, body }: { actor: UserRow; source: 'un' | 'amlc'; body: string }): Promise<ListImport> {
  const parsed = source === 'un' ? parseUnList(body) : parseAmlcList(body);
  if (!parsed.ok) throw badRequest(source === 'un' ? COMPLIANCE_MESSAGES.listNotUnList : COMPLIANCE_MESSAGES.listNotAmlcCsv);
  const { version, designations } = parsed.list;
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx }) => {
    const { id } = await trx
      .insertInto('complianceListImports')
      .values({ source, version, entryCount: designations.length, importedAt: now.toISOString(), importedBy: actor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const designation of designations) {
      await trx
        .insertInto('listedPersons')
        .values({
          importId: id,
          reference: designation.reference,
          kind: designation.kind,
          name: designation.name,
          aliasesJson: JSON.stringify(designation.aliases),
          birthDatesJson: JSON.stringify(designation.birthDates),
          listedOn: designation.listedOn,
        })
        .execute();
    }
    const { screened, opened } = await screenEveryoneIn(trx, { now });
    await appendComplianceAudit(trx, { actor, action: 'list.imported', targetType: 'compliance_list_import', targetId: id, detail: { source, version, entries: designations.length, casesOpened: opened }, now: now.toISOString() });
    return { id, source, version, entries: designations.length, importedAt: now.toISOString(), screened, casesOpened: opened };
  });
}

type CaseWithMember = ScreeningCaseRow & { fullName: string; email: string };

function toScreeningCase(row: CaseWithMember): ScreeningCase {
  return {
    id: row.id,
    kind: 'list_match',
    state: row.state,
    dueDate: row.reportDueDate,
    member: { id: row.userId, fullName: row.fullName, email: row.email },
    evidence: {
      score: row.scorePermille / 1000,
      reasons: JSON.parse(row.reasonsJson) as string[],
      listedName: row.listedName,
      listSource: row.listSource,
      listReference: row.listReference,
    },
    occasion: row.occasion,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
    decisionReason: row.decisionReason,
  };
}

const casesWithMembers = (db: AppDeps['db']) =>
  db.selectFrom('screeningCases').innerJoin('users', 'users.id', 'screeningCases.userId').selectAll('screeningCases').select(['users.fullName', 'users.email']);

/** Open cases first, then the rest, newest first. */
export async function listScreeningCases(db: AppDeps['db']): Promise<ScreeningCase[]> {
  const rows = await casesWithMembers(db).orderBy('screeningCases.id', 'desc').execute();
  const cases = rows.map(toScreeningCase);
  return [...cases.filter((c) => c.state === 'open'), ...cases.filter((c) => c.state !== 'open')];
}

/**
 * Compliance decides a case, with why. Clearing (a false positive) lets the
 * held payout or disbursement go, unless another case still holds the
 * member. Confirming freezes the account (deactivated, signed out
 * everywhere; the held money stays where it is), puts an AML hold on the
 * member's records and opens the suspicious-transaction report it owes
 * (reason `confirmed_match`, naming the case and every money event of the
 * member), due five working days after the Manila day of the decision
 * (decision 073).
 */
export async function decideScreeningCase(
  deps: AppDeps,
  { actor, caseId, input }: { actor: UserRow; caseId: number; input: ScreeningCaseDecision },
): Promise<ScreeningCase> {
  const now = deps.clock.now();
  return runWrite(deps, async (w) => {
    const { trx } = w;
    const before = await trx.selectFrom('screeningCases').selectAll().where('id', '=', caseId).executeTakeFirst();
    if (!before) throw notFound(COMPLIANCE_MESSAGES.screeningCaseNotFound);
    if (before.state !== 'open') throw conflict(COMPLIANCE_MESSAGES.screeningCaseDecided);
    const isConfirmed = input.decision === 'confirm';
    const today = toManilaIsoDate(now);
    const dueDate = isConfirmed ? await reportDueDate(trx, today) : null;
    await trx
      .updateTable('screeningCases')
      .set({
        state: isConfirmed ? 'confirmed' : 'cleared',
        decidedBy: actor.id,
        decidedAt: now.toISOString(),
        decisionReason: input.reason,
        reportDueDate: dueDate,
      })
      .where('id', '=', caseId)
      .where('state', '=', 'open')
      .execute();
    if (isConfirmed) {
      await trx.updateTable('users').set({ isActive: 0, updatedAt: now.toISOString() }).where('id', '=', before.userId).execute();
      await invalidateUserSessions(trx, { userId: before.userId });
      await trx.insertInto('amlHolds').values({ userId: before.userId, caseId, reason: 'confirmed_match', heldAt: now.toISOString(), reportedAt: null, createdBy: actor.id }).execute();
      // A designated person's every transaction with the lender is the report's evidence.
      const events = await trx.selectFrom('amlTransactions').select('id').where('userId', '=', before.userId).orderBy('id').execute();
      await openReport(trx, { kind: 'suspicious', userId: before.userId, reason: 'confirmed_match', bankingDay: null, alertId: null, caseId, transactionIds: events.map((event) => event.id), from: today, now: now.toISOString() });
      w.publish({ type: 'session_revoked', userId: before.userId });
    }
    await appendComplianceAudit(trx, { actor, action: `case.${isConfirmed ? 'confirmed' : 'cleared'}`, targetType: 'screening_case', targetId: caseId, detail: { reason: input.reason }, now: now.toISOString() });
    const after = await casesWithMembers(trx).where('screeningCases.id', '=', caseId).executeTakeFirstOrThrow();
    return toScreeningCase(after);
  });
}
