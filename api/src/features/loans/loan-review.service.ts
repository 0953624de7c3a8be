import { affordabilityOf, creditBand, toPesos, type LoanDecision, type LoanReviewFacts, type LoanWithAccount } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { LoanRow, UserRow } from '../../db/schema';
import { documentTypesOf, isVerificationComplete } from '../users';
import { listLoansOfUser } from './loans.queries';

const ALL_DECISIONS: readonly LoanDecision[] = ['approve', 'decline', 'account_issue'];

/** An earlier loan as the review shows it: what is left and how its installments stand now. */
function earlierLoanOf(loan: LoanWithAccount): LoanReviewFacts['earlierLoans'][number] {
  return {
    id: loan.id,
    amount: loan.amount,
    term: loan.term,
    status: loan.status,
    createdAt: loan.createdAt,
    outstanding: loan.outstanding,
    installmentsPaid: loan.installments.filter((installment) => installment.state === 'paid').length,
    installmentsOverdue: loan.installments.filter((installment) => installment.state === 'overdue').length,
    daysPastDue: Math.max(0, ...loan.installments.map((installment) => installment.daysPastDue)),
  };
}

/**
 * The facts a loan is decided with (issue 32, decision 057): the share of
 * the declared income the installment takes against MAX_INSTALLMENT_TO_INCOME,
 * the score and its band, verification, country of work, earlier loans and
 * open withdrawals. A decided loan (paid out, declined, closed) offers no decision.
 */
export async function loanReviewFacts(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, { loan, owner }: { loan: LoanRow; owner: UserRow }): Promise<LoanReviewFacts> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const affordability = affordabilityOf({ monthlyInstallment: loan.monthlyPaymentCentavos, monthlyIncome: owner.monthlyIncomeCentavos, limitBp: config.maxInstallmentToIncomeBp });
  const documentTypes = await documentTypesOf(db, owner.id);
  const others = (await listLoansOfUser(db, { userId: owner.id, now, graceDays: config.lateFeeGraceDays })).filter((other) => other.id !== loan.id);
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select(['id', 'amountCentavos', 'status', 'createdAt'])
    .where('userId', '=', owner.id)
    // Waiting for an approval, or for a code that can still be entered.
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'awaiting_code'), eb('codeExpiresAt', '>', now.toISOString())])]))
    .orderBy('id')
    .execute();
  const isUndecided = loan.status === 'pending' && loan.disbursedAt === null;
  return {
    monthlyInstallment: toPesos(loan.monthlyPaymentCentavos),
    monthlyIncome: owner.monthlyIncomeCentavos === null ? null : toPesos(owner.monthlyIncomeCentavos),
    ...affordability,
    creditScore: owner.creditScore,
    creditBand: creditBand({ score: owner.creditScore }).label,
    isVerified: isVerificationComplete(owner, documentTypes),
    documentTypes: [...documentTypes].sort(),
    countryWorking: owner.countryWorking,
    earlierLoans: others.map(earlierLoanOf),
    openWithdrawals: withdrawals.map((row) => ({ id: row.id, amount: toPesos(row.amountCentavos), status: row.status, createdAt: row.createdAt })),
    decisions: isUndecided ? [...ALL_DECISIONS] : [],
  };
}
