import { COMPLIANCE_MESSAGES, type NonWorkingDay, type NonWorkingDaysAnswer } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite } from '../../db/run-write';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { appendComplianceAudit } from './desk.service';

/** One year's non-working days, in date order. */
export async function nonWorkingDaysOf(db: Db, year: number): Promise<NonWorkingDaysAnswer> {
  const rows = await db.selectFrom('nonWorkingDays').select(['day', 'name']).where('year', '=', year).orderBy('day').execute();
  return { year, days: rows };
}

/** Compliance adds a day the President proclaimed non-working; audited in the desk's trail. Deadlines counted from now on skip it. */
export async function addNonWorkingDay(deps: AppDeps, { actor, input }: { actor: UserRow; input: NonWorkingDay }): Promise<NonWorkingDaysAnswer> {
  const now = deps.clock.now().toISOString();
  const year = Number(input.day.slice(0, 4));
  return runWrite(deps, async ({ trx }) => {
    const existing = await trx.selectFrom('nonWorkingDays').select('day').where('day', '=', input.day).executeTakeFirst();
    if (existing) throw conflict(COMPLIANCE_MESSAGES.nonWorkingDayExists);
    await trx.insertInto('nonWorkingDays').values({ day: input.day, year, name: input.name, createdAt: now, createdBy: actor.id }).execute();
    await appendComplianceAudit(trx, { actor, action: 'calendar.day_added', targetType: 'non_working_day', targetId: null, detail: { day: input.day, name: input.name }, now });
    return nonWorkingDaysOf(trx, year);
  });
}

/** Compliance takes a day off the calendar (a proclamation moved or withdrawn); audited. A due date already set stays as it was. */
export async function removeNonWorkingDay(deps: AppDeps, { actor, day }: { actor: UserRow; day: string }): Promise<NonWorkingDaysAnswer> {
  const now = deps.clock.now().toISOString();
  return runWrite(deps, async ({ trx }) => {
    const existing = await trx.selectFrom('nonWorkingDays').select(['day', 'year', 'name']).where('day', '=', day).executeTakeFirst();
    if (!existing) throw notFound(COMPLIANCE_MESSAGES.nonWorkingDayNotFound);
    await trx.deleteFrom('nonWorkingDays').where('day', '=', day).execute();
    await appendComplianceAudit(trx, { actor, action: 'calendar.day_removed', targetType: 'non_working_day', targetId: null, detail: { day, name: existing.name }, now });
    return nonWorkingDaysOf(trx, existing.year);
  });
}
