import { COMPLIANCE_MESSAGES, riskRating, type Centavos, type DueDiligence, type FatfLists, type PepMark, type RiskRatingAnswer } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite } from '../../db/run-write';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { appendComplianceAudit } from './desk.service';

/**
 * A borrower's risk rating (decision 069) from the stored facts: the FATF
 * list of the country of work, the PEP mark, an open or confirmed list
 * match, earlier reports, and the largest loan asked for or held against the
 * declared income (`disbursing`, a loan about to be paid out, counts too).
 */
export async function ratingOf(trx: Db, { userId, disbursing }: { userId: number; disbursing?: Centavos }): Promise<RiskRatingAnswer | null> {
  const member = await trx.selectFrom('users').select(['id', 'fullName', 'email', 'countryWorking', 'monthlyIncomeCentavos']).where('id', '=', userId).where('role', '=', 'borrower').executeTakeFirst();
  if (!member) return null;
  const fatf = member.countryWorking === null ? undefined : await trx.selectFrom('fatfJurisdictions').select('list').where('country', '=', member.countryWorking).executeTakeFirst();
  const profile = await trx.selectFrom('complianceProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
  const match = await trx.selectFrom('screeningCases').select('id').where('userId', '=', userId).where('state', 'in', ['open', 'confirmed']).executeTakeFirst();
  const reports = await trx.selectFrom('complianceReports').select('kind').where('userId', '=', userId).execute();
  const loans = await trx.selectFrom('loans').select('amountCentavos').where('userId', '=', userId).where('deletedAt', 'is', null).where('status', 'in', ['pending', 'approved']).execute();
  const amounts = [...loans.map((loan) => loan.amountCentavos), ...(disbursing === undefined ? [] : [disbursing])];
  const { level, reasons } = riskRating({
    fatfList: fatf?.list ?? null,
    isPep: profile?.isPep === 1,
    hasPossibleMatch: match !== undefined,
    suspiciousReports: reports.filter((report) => report.kind === 'suspicious').length,
    coveredReports: reports.filter((report) => report.kind === 'covered').length,
    largestLoan: amounts.length === 0 ? null : amounts.reduce((a, b) => (b > a ? b : a)),
    monthlyIncome: member.monthlyIncomeCentavos,
  });
  const dueDiligence = profile?.dueDiligenceAt ? { recordedAt: new Date(profile.dueDiligenceAt).toISOString(), note: profile.dueDiligenceNote ?? '' } : null;
  return {
    member: { id: member.id, fullName: member.fullName, email: member.email },
    level,
    reasons,
    countryWorking: member.countryWorking,
    isPep: profile?.isPep === 1,
    dueDiligence,
    needsDueDiligence: level === 'high' && dueDiligence === null,
  };
}

export async function memberRating(db: Db, userId: number): Promise<RiskRatingAnswer> {
  const rating = await ratingOf(db, { userId });
  if (!rating) throw notFound(COMPLIANCE_MESSAGES.borrowerNotFound);
  return rating;
}

async function ensureProfile(trx: Db, userId: number): Promise<void> {
  const existing = await trx.selectFrom('complianceProfiles').select('userId').where('userId', '=', userId).executeTakeFirst();
  if (existing) return;
  await trx
    .insertInto('complianceProfiles')
    .values({ userId, isPep: 0, pepMarkedBy: null, pepMarkedAt: null, pepReason: null, dueDiligenceAt: null, dueDiligenceBy: null, dueDiligenceNote: null })
    .execute();
}

/** Compliance marks (or unmarks) a politically exposed person, with why; audited in the desk's own trail. */
export async function markPep(deps: AppDeps, { actor, userId, input }: { actor: UserRow; userId: number; input: PepMark }): Promise<RiskRatingAnswer> {
  const now = deps.clock.now().toISOString();
  return runWrite(deps, async ({ trx }) => {
    await memberRating(trx, userId);
    await ensureProfile(trx, userId);
    await trx.updateTable('complianceProfiles').set({ isPep: input.isPep ? 1 : 0, pepMarkedBy: actor.id, pepMarkedAt: now, pepReason: input.reason }).where('userId', '=', userId).execute();
    await appendComplianceAudit(trx, { actor, action: 'member.pep', targetType: 'user', targetId: userId, detail: { isPep: input.isPep, reason: input.reason }, now });
    return memberRating(trx, userId);
  });
}

/** Compliance records the enhanced due diligence a high-risk borrower needs before a disbursement; audited. */
export async function recordDueDiligence(deps: AppDeps, { actor, userId, input }: { actor: UserRow; userId: number; input: DueDiligence }): Promise<RiskRatingAnswer> {
  const now = deps.clock.now().toISOString();
  return runWrite(deps, async ({ trx }) => {
    await memberRating(trx, userId);
    await ensureProfile(trx, userId);
    await trx.updateTable('complianceProfiles').set({ dueDiligenceAt: now, dueDiligenceBy: actor.id, dueDiligenceNote: input.note }).where('userId', '=', userId).execute();
    await appendComplianceAudit(trx, { actor, action: 'member.due_diligence', targetType: 'user', targetId: userId, detail: { note: input.note }, now });
    return memberRating(trx, userId);
  });
}

/** Both FATF lists replaced as the latest plenary left them; audited with what changed. */
export async function replaceFatfLists(deps: AppDeps, { actor, input }: { actor: UserRow; input: FatfLists }): Promise<FatfLists> {
  const now = deps.clock.now().toISOString();
  return runWrite(deps, async ({ trx }) => {
    await trx.deleteFrom('fatfJurisdictions').execute();
    const rows = [
      ...[...new Set(input.callForAction)].map((country) => ({ country, list: 'call_for_action' as const })),
      ...[...new Set(input.increasedMonitoring)].filter((country) => !input.callForAction.includes(country)).map((country) => ({ country, list: 'increased_monitoring' as const })),
    ];
    if (rows.length > 0) await trx.insertInto('fatfJurisdictions').values(rows.map((row) => ({ ...row, updatedAt: now, updatedBy: actor.id }))).execute();
    await appendComplianceAudit(trx, { actor, action: 'fatf.replaced', targetType: 'fatf_jurisdictions', targetId: null, detail: { callForAction: input.callForAction, increasedMonitoring: input.increasedMonitoring }, now });
    const stored = await trx.selectFrom('fatfJurisdictions').select(['country', 'list']).orderBy('country').execute();
    return {
      callForAction: stored.filter((row) => row.list === 'call_for_action').map((row) => row.country),
      increasedMonitoring: stored.filter((row) => row.list === 'increased_monitoring').map((row) => row.country),
    };
  });
}
