import { COMPLIANCE_MESSAGES, toManilaIsoDate, type AlertDecision, type ComplianceAlert, type ComplianceReport, type ListImportRecord, type ReportFiling } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite } from '../../db/run-write';
import type { ComplianceAlertRow, ComplianceReportRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { evidenceOf } from './evidence.queries';
import { openReport } from './monitoring.service';

/**
 * The compliance desk's own trail (decision 069): who decided an alert or a
 * case, filed a report or imported a list, when and why. Kept apart from the
 * audit log, which staff without `compliance` read.
 */
export async function appendComplianceAudit(
  trx: Db,
  { actor, action, targetType, targetId, detail, now }: { actor: UserRow; action: string; targetType: string; targetId: number | null; detail: Record<string, unknown>; now: string },
): Promise<void> {
  await trx.insertInto('complianceAudit').values({ actorId: actor.id, action, targetType, targetId, detailJson: JSON.stringify(detail), createdAt: now }).execute();
}

const membersOf = async (db: Db, ids: readonly number[]) =>
  new Map(ids.length === 0 ? [] : (await db.selectFrom('users').select(['id', 'fullName', 'email']).where('id', 'in', [...new Set(ids)]).execute()).map((row) => [row.id, row]));

const instantOf = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** Reports as the desk reads them; `today` (a Manila day) tells which are overdue. */
async function toReports(db: Db, rows: readonly ComplianceReportRow[], today: string): Promise<ComplianceReport[]> {
  const members = await membersOf(db, rows.map((row) => row.userId));
  const evidence = await evidenceOf(db, { table: 'complianceReportTransactions', ownerIds: rows.map((row) => row.id) });
  return rows.map((row) => {
    const transactions = evidence.get(row.id) ?? [];
    return {
      id: row.id,
      kind: row.kind,
      state: row.state,
      dueDate: row.dueDate,
      isOverdue: row.state === 'due' && row.dueDate < today,
      reason: row.reason,
      bankingDay: row.bankingDay,
      alertId: row.alertId,
      caseId: row.caseId,
      member: members.get(row.userId)!,
      evidence: { total: Math.round(transactions.reduce((sum, t) => sum + t.amount * 100, 0)) / 100, transactions },
      createdAt: new Date(row.createdAt).toISOString(),
      filedAt: instantOf(row.filedAt),
      filedReference: row.filedReference,
    };
  });
}

/** Reports still due first, the earliest deadline (so the overdue) on top; then the filed, newest first. */
export async function listReports(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<ComplianceReport[]> {
  const rows = await deps.db.selectFrom('complianceReports').selectAll().orderBy('id', 'desc').execute();
  const due = rows.filter((row) => row.state === 'due').sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
  return toReports(deps.db, [...due, ...rows.filter((row) => row.state === 'filed')], toManilaIsoDate(deps.clock.now()));
}

export async function findReport(deps: Pick<AppDeps, 'db' | 'clock'>, reportId: number): Promise<ComplianceReport> {
  const row = await deps.db.selectFrom('complianceReports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!row) throw notFound(COMPLIANCE_MESSAGES.reportNotFound);
  const [report] = await toReports(deps.db, [row], toManilaIsoDate(deps.clock.now()));
  return report!;
}

/**
 * Filing: the report was submitted to the AMLC under the reference it
 * acknowledged. The member's records are held from then on (five years
 * after the report or after the account closes, whichever is later).
 */
export async function fileReport(deps: AppDeps, { actor, reportId, input }: { actor: UserRow; reportId: number; input: ReportFiling }): Promise<ComplianceReport> {
  const now = deps.clock.now().toISOString();
  await runWrite(deps, async ({ trx }) => {
    const row = await trx.selectFrom('complianceReports').selectAll().where('id', '=', reportId).executeTakeFirst();
    if (!row) throw notFound(COMPLIANCE_MESSAGES.reportNotFound);
    if (row.state === 'filed') throw conflict(COMPLIANCE_MESSAGES.reportFiled);
    await trx.updateTable('complianceReports').set({ state: 'filed', filedAt: now, filedBy: actor.id, filedReference: input.reference }).where('id', '=', reportId).where('state', '=', 'due').execute();
    await trx.insertInto('amlHolds').values({ userId: row.userId, caseId: null, reason: 'report_filed', heldAt: now, reportedAt: now, createdBy: actor.id, reportId }).execute();
    await appendComplianceAudit(trx, { actor, action: 'report.filed', targetType: 'compliance_report', targetId: reportId, detail: { kind: row.kind, reference: input.reference }, now });
  });
  return findReport(deps, reportId);
}

type Facts = ComplianceAlert['evidence']['facts'];

async function toAlerts(db: Db, rows: readonly ComplianceAlertRow[]): Promise<ComplianceAlert[]> {
  const members = await membersOf(db, rows.map((row) => row.userId));
  const evidence = await evidenceOf(db, { table: 'complianceAlertTransactions', ownerIds: rows.map((row) => row.id) });
  const ids = rows.map((row) => row.id);
  const reports = ids.length === 0 ? [] : await db.selectFrom('complianceReports').select(['id', 'alertId', 'dueDate']).where('alertId', 'in', ids).execute();
  const reportOf = new Map(reports.map((report) => [report.alertId, report]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.rule,
    state: row.state,
    dueDate: reportOf.get(row.id)?.dueDate ?? null,
    member: members.get(row.userId)!,
    evidence: { facts: JSON.parse(row.factsJson) as Facts, transactions: evidence.get(row.id) ?? [] },
    reportId: reportOf.get(row.id)?.id ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: instantOf(row.decidedAt),
    decisionReason: row.decisionReason,
  }));
}

/** Open alerts first, then the decided; newest first within each. */
export async function listAlerts(db: Db): Promise<ComplianceAlert[]> {
  const rows = await db.selectFrom('complianceAlerts').selectAll().orderBy('id', 'desc').execute();
  return toAlerts(db, [...rows.filter((row) => row.state === 'open'), ...rows.filter((row) => row.state !== 'open')]);
}

/**
 * Compliance decides an alert, with why: closed (nothing to report), or
 * reported: a suspicious-transaction report of the alert's transactions,
 * due five working days after the Manila day of this decision.
 */
export async function decideAlert(deps: AppDeps, { actor, alertId, input }: { actor: UserRow; alertId: number; input: AlertDecision }): Promise<ComplianceAlert> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return runWrite(deps, async ({ trx }) => {
    const before = await trx.selectFrom('complianceAlerts').selectAll().where('id', '=', alertId).executeTakeFirst();
    if (!before) throw notFound(COMPLIANCE_MESSAGES.alertNotFound);
    if (before.state !== 'open') throw conflict(COMPLIANCE_MESSAGES.alertDecided);
    const isReported = input.decision === 'report';
    await trx
      .updateTable('complianceAlerts')
      .set({ state: isReported ? 'reported' : 'closed', decidedBy: actor.id, decidedAt: at, decisionReason: input.reason })
      .where('id', '=', alertId)
      .where('state', '=', 'open')
      .execute();
    if (isReported) {
      const linked = await trx.selectFrom('complianceAlertTransactions').select('transactionId').where('alertId', '=', alertId).orderBy('transactionId').execute();
      await openReport(trx, {
        kind: 'suspicious',
        userId: before.userId,
        reason: before.rule,
        bankingDay: null,
        alertId,
        transactionIds: linked.map((row) => row.transactionId),
        from: toManilaIsoDate(now),
        now: at,
      });
    }
    await appendComplianceAudit(trx, { actor, action: `alert.${isReported ? 'reported' : 'closed'}`, targetType: 'compliance_alert', targetId: alertId, detail: { rule: before.rule, reason: input.reason }, now: at });
    const [after] = await toAlerts(trx, [await trx.selectFrom('complianceAlerts').selectAll().where('id', '=', alertId).executeTakeFirstOrThrow()]);
    return after!;
  });
}

/** Every list import kept, newest first. */
export async function listImports(db: Db): Promise<ListImportRecord[]> {
  const rows = await db
    .selectFrom('complianceListImports')
    .innerJoin('users', 'users.id', 'complianceListImports.importedBy')
    .select(['complianceListImports.id', 'source', 'version', 'entryCount', 'importedAt', 'users.id as userId', 'users.fullName'])
    .orderBy('complianceListImports.id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, source: row.source, version: row.version, entries: row.entryCount, importedAt: new Date(row.importedAt).toISOString(), importedBy: { id: row.userId, fullName: row.fullName } }));
}

/** RA 9160 as amended, sec. 9(b): records are kept five years after the account closes, or after a report, whichever is later. */
const AML_RECORD_YEARS = 5;

/**
 * Until when the AML law keeps a member's records (decision 069): five years
 * after the later of the account's closing and the latest hold or report on
 * the member (a confirmed match, a report owed or filed). Null when nothing
 * holds them; retention then follows its own rule.
 */
export async function amlRecordsKeptUntil(db: Db, { userId, closedAt }: { userId: number; closedAt: string }): Promise<string | null> {
  const holds = await db.selectFrom('amlHolds').select(['heldAt', 'reportedAt']).where('userId', '=', userId).execute();
  const reports = await db.selectFrom('complianceReports').select(['createdAt', 'filedAt']).where('userId', '=', userId).execute();
  const marks = [...holds.flatMap((hold) => [hold.heldAt, hold.reportedAt]), ...reports.flatMap((report) => [report.createdAt, report.filedAt])].filter((mark): mark is string => mark !== null);
  if (marks.length === 0) return null;
  const latest = [closedAt, ...marks].map((mark) => new Date(mark)).reduce((a, b) => (b > a ? b : a));
  latest.setUTCFullYear(latest.getUTCFullYear() + AML_RECORD_YEARS);
  return latest.toISOString();
}
