import { COMPLIANCE_MESSAGES, type Centavos } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite } from '../../db/run-write';
import type { ScreeningCaseRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { matchName, POSSIBLE_MATCH, type ListedPerson } from './name-match.service';
import { ratingOf } from './risk.service';

type Occasion = ScreeningCaseRow['occasion'];

type ListedEntry = ListedPerson & { id: number; source: 'un' | 'amlc'; reference: string };

/** The entries of the latest import of each list: a new import replaces its source's entries, the old ones stay as they were imported. */
async function currentEntries(trx: Db): Promise<ListedEntry[]> {
  const rows = await trx
    .selectFrom('listedPersons')
    .innerJoin('complianceListImports', 'complianceListImports.id', 'listedPersons.importId')
    .select(['listedPersons.id', 'complianceListImports.source', 'listedPersons.reference', 'listedPersons.name', 'listedPersons.aliasesJson', 'listedPersons.birthDatesJson'])
    .where('listedPersons.importId', 'in', (eb) => eb.selectFrom('complianceListImports').select((e) => e.fn.max('id').as('id')).groupBy('source'))
    .orderBy('listedPersons.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    reference: row.reference,
    name: row.name,
    aliases: JSON.parse(row.aliasesJson) as string[],
    birthDates: JSON.parse(row.birthDatesJson) as string[],
  }));
}

type Member = { id: number; fullName: string };

/**
 * Opens a case for each listed entry the member's name possibly matches and
 * that has none yet for this member: a case cleared as a false positive is
 * not reopened by the same entry. Returns how many were opened.
 */
async function screenIn(trx: Db, { members, entries, occasion, now }: { members: readonly Member[]; entries: readonly ListedEntry[]; occasion: Occasion; now: Date }): Promise<number> {
  let opened = 0;
  for (const member of members) {
    for (const entry of entries) {
      const match = matchName({ name: member.fullName }, entry);
      if (match.score < POSSIBLE_MATCH) continue;
      const existing = await trx
        .selectFrom('screeningCases')
        .select('id')
        .where('userId', '=', member.id)
        .where('listSource', '=', entry.source)
        .where('listReference', '=', entry.reference)
        .executeTakeFirst();
      if (existing) continue;
      await trx
        .insertInto('screeningCases')
        .values({
          userId: member.id,
          listedPersonId: entry.id,
          listSource: entry.source,
          listReference: entry.reference,
          listedName: match.listedName,
          scorePermille: Math.round(match.score * 1000),
          reasonsJson: JSON.stringify(match.reasons),
          occasion,
          state: 'open',
          createdAt: now.toISOString(),
          decidedBy: null,
          decidedAt: null,
          decisionReason: null,
          reportDueDate: null,
        })
        .execute();
      opened += 1;
    }
  }
  return opened;
}

/** One member screened in the caller's transaction (registration, verification). */
export async function screenMemberIn(trx: Db, { userId, occasion, now }: { userId: number; occasion: Occasion; now: Date }): Promise<number> {
  const member = await trx.selectFrom('users').select(['id', 'fullName']).where('id', '=', userId).where('role', '=', 'borrower').executeTakeFirst();
  if (!member) return 0;
  return screenIn(trx, { members: [member], entries: await currentEntries(trx), occasion, now });
}

/** Every borrower screened again, after a list changed. */
export async function screenEveryoneIn(trx: Db, { now }: { now: Date }): Promise<{ screened: number; opened: number }> {
  const members = await trx.selectFrom('users').select(['id', 'fullName']).where('role', '=', 'borrower').where('deletedAt', 'is', null).orderBy('id').execute();
  const opened = await screenIn(trx, { members, entries: await currentEntries(trx), occasion: 'list_import', now });
  return { screened: members.length, opened };
}

/**
 * Before money leaves for a member: screened once more in a transaction of
 * its own, so a case it opens stays even though the payout it holds is refused.
 */
export async function screenBeforePaying(deps: AppDeps, { userId, occasion }: { userId: number; occasion: 'payout' | 'disbursement' }): Promise<void> {
  const now = deps.clock.now();
  await runWrite(deps, ({ trx }) => screenMemberIn(trx, { userId, occasion, now }));
}

/**
 * A member with an open or confirmed case is paid nothing: the payout or
 * disbursement stays pending, which the borrower sees as under review, and
 * the officer's refusal names no list and no case. A disbursement
 * (`disbursing`, its amount) also waits for enhanced due diligence when the
 * borrower is high risk (decision 069), with the same wording.
 */
export async function assertNotUnderReview(trx: Db, userId: number, { disbursing }: { disbursing?: Centavos } = {}): Promise<void> {
  const held = await trx.selectFrom('screeningCases').select('id').where('userId', '=', userId).where('state', 'in', ['open', 'confirmed']).executeTakeFirst();
  if (held) throw conflict(COMPLIANCE_MESSAGES.payoutUnderReview);
  if (disbursing === undefined) return;
  const rating = await ratingOf(trx, { userId, disbursing });
  if (rating?.needsDueDiligence) throw conflict(COMPLIANCE_MESSAGES.payoutUnderReview);
}
