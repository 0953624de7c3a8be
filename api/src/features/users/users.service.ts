import { SERVER_MESSAGES, type BankInfo, type Verification } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { UserRow, UserUpdate } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { pesosToCents } from '../../lib/money';
import { findLiveUserById, recordVerificationIfComplete } from './users.queries';

/**
 * DEPARTURES 12: once verification is complete the borrower's own details
 * are read-only; staff change them in the member edit, audited. Read in the
 * write transaction, so a step racing the one that completes it is refused too.
 */
export async function loadUnverifiedSelf(trx: Db, userId: number): Promise<UserRow> {
  const user = await findLiveUserById(trx, userId);
  if (!user) throw notFound(SERVER_MESSAGES.notFound);
  if (user.verificationCompletedAt !== null) throw conflict(SERVER_MESSAGES.verifiedDetailsLocked);
  return user;
}

/** One step of the borrower's own verification wizard. */
async function saveOwnStep(deps: AppDeps, { user, changes }: { user: UserRow; changes: UserUpdate }): Promise<UserRow> {
  const now = deps.clock.now();
  const after = await deps.db.transaction().execute(async (trx) => {
    await loadUnverifiedSelf(trx, user.id);
    await trx
      .updateTable('users')
      .set({ ...changes, updatedAt: now.toISOString() })
      .where('id', '=', user.id)
      .execute();
    await recordVerificationIfComplete(trx, { userId: user.id, now });
    return (await findLiveUserById(trx, user.id)) as UserRow;
  });
  deps.live.publish({ type: 'user_updated', userId: user.id });
  return after;
}

export async function savePersonalDetails(deps: AppDeps, { user, input }: { user: UserRow; input: Verification }): Promise<UserRow> {
  return saveOwnStep(deps, {
    user,
    changes: {
      address: input.address,
      countryWorking: input.countryWorking,
      monthlyIncomeCentavos: pesosToCents(input.monthlyIncome),
      loanPurpose: input.loanPurpose,
      contactPersonName: input.contactPersonName,
      contactPersonTel: input.contactPersonTel,
      personalDetailsAt: deps.clock.now().toISOString(),
    },
  });
}

export async function saveBankInfo(deps: AppDeps, { user, input }: { user: UserRow; input: BankInfo }): Promise<UserRow> {
  return saveOwnStep(deps, {
    user,
    changes: { bankName: input.bankName, accountNumber: input.accountNumber, bankInfoAt: deps.clock.now().toISOString() },
  });
}
