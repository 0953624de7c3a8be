import type { Db } from '../../db/connection';

/*
 * What "Download my data" reads of one member (decision 023). Every column
 * a member's record holds goes out except secrets (the password hash, the
 * withdrawal code hash) and the retention markers.
 */

export async function personalDataOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'fullName',
      'email',
      'contactNumber',
      'address',
      'countryWorking',
      'monthlyIncomeCentavos',
      'loanPurpose',
      'contactPersonName',
      'contactPersonTel',
      'bankName',
      'accountNumber',
      'creditScore',
      'walletBalanceCentavos',
      'isActive',
      'registrationCountry',
      'personalDetailsAt',
      'bankInfoAt',
      'verificationCompletedAt',
      'withdrawalsHeldUntil',
      'privacyConsentVersion',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function loansOf(db: Db, userId: number) {
  return db.selectFrom('loans').selectAll().where('userId', '=', userId).where('deletedAt', 'is', null).orderBy('id').execute();
}

export async function loanTransactionsOf(db: Db, userId: number) {
  return db
    .selectFrom('loanTransactions')
    .innerJoin('loans', 'loans.id', 'loanTransactions.loanId')
    .selectAll('loanTransactions')
    .where('loans.userId', '=', userId)
    .where('loans.deletedAt', 'is', null)
    .orderBy('loanTransactions.id')
    .execute();
}

export async function walletLedgerOf(db: Db, userId: number) {
  return db.selectFrom('ledgerEntries').selectAll().where('userId', '=', userId).orderBy('id').execute();
}

export async function notificationsOf(db: Db, userId: number) {
  return db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('id').execute();
}

export async function withdrawalsOf(db: Db, userId: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'amountCentavos', 'status', 'codeSentAt', 'codeExpiresAt', 'verifiedAt', 'decidedAt', 'createdAt'])
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();
}

export async function consentsOf(db: Db, userId: number) {
  return db.selectFrom('privacyConsents').select(['noticeVersion', 'consentedAt']).where('userId', '=', userId).orderBy('id').execute();
}

export async function liveDocumentsOf(db: Db, userId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'type', 'objectKey', 'contentType', 'size', 'uploadedAt'])
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();
}
