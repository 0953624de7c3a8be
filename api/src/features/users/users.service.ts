import type { BankInfo, Verification } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { UserRow } from '../../db/schema';
import { pesosToCents } from '../../lib/money';
import { findLiveUserById } from './users.queries';

export async function savePersonalDetails(deps: AppDeps, { user, input }: { user: UserRow; input: Verification }): Promise<UserRow> {
  const now = deps.clock.now().toISOString();
  await deps.db
    .updateTable('users')
    .set({
      address: input.address,
      countryWorking: input.countryWorking,
      monthlyIncomeCentavos: pesosToCents(input.monthlyIncome),
      loanPurpose: input.loanPurpose,
      contactPersonName: input.contactPersonName,
      contactPersonTel: input.contactPersonTel,
      personalDetailsAt: now,
      updatedAt: now,
    })
    .where('id', '=', user.id)
    .execute();
  deps.live.publish({ type: 'user_updated', userId: user.id });
  return (await findLiveUserById(deps.db, user.id)) as UserRow;
}

export async function saveBankInfo(deps: AppDeps, { user, input }: { user: UserRow; input: BankInfo }): Promise<UserRow> {
  const now = deps.clock.now().toISOString();
  await deps.db
    .updateTable('users')
    .set({ bankName: input.bankName, accountNumber: input.accountNumber, bankInfoAt: now, updatedAt: now })
    .where('id', '=', user.id)
    .execute();
  deps.live.publish({ type: 'user_updated', userId: user.id });
  return (await findLiveUserById(deps.db, user.id)) as UserRow;
}
