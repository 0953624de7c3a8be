import { coolingOff, daysPastDue, loanBalance, manilaToday, nextDue, paymentReference, payoffQuote, receiptNumber, SERVER_MESSAGES, toLoanInstallments, toLoanPayoffQuote, toPesos, type LoanPayoffQuote, type LoanTransaction, type LoanWithAccount, type PaymentReceipt } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { LoanRow, LoanTransactionRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { accountsOf, findLoanOf, hasAccount, isReversed, toLoanTransaction, transactionsOf, transactionsOfMember, withdrawalsForCoolingOff } from './repayments.queries';
import { type AccountLoan, accountsAt, pesos } from './posting.service';

/** What GET /api/loans adds to each loan: its installments, balance, payment reference and cooling-off. */
export type LoanAccountFields = Pick<LoanWithAccount, 'status' | 'installments' | 'outstanding' | 'paymentReference' | 'nextDue' | 'cancellableUntil' | 'autoPayConsentAt'>;

/** `loans`: one member's (their list, or one loan of theirs). */
export async function loanAccountFields(db: Db, { loans, now, graceDays }: { loans: readonly LoanRow[]; now: Date; graceDays: number }): Promise<Map<number, LoanAccountFields>> {
  const withAccount = new Set(loans.filter(hasAccount).map((loan) => loan.id));
  const [first] = loans;
  if (first && loans.some((loan) => loan.userId !== first.userId)) throw new Error('loanAccountFields takes the loans of one member');
  const rows = first && withAccount.size > 0 ? (await transactionsOfMember(db, first.userId)).filter((row) => withAccount.has(row.loanId)) : [];
  const withdrawals = new Map<number, Awaited<ReturnType<typeof withdrawalsForCoolingOff>>>();
  const fields = new Map<number, LoanAccountFields>();
  for (const loan of loans) {
    const status = loan.status as LoanAccountFields['status'];
    if (!hasAccount(loan)) {
      fields.set(loan.id, { status, installments: [], outstanding: 0, paymentReference: null, nextDue: null, cancellableUntil: null, autoPayConsentAt: null });
      continue;
    }
    const own = rows.filter((row) => row.loanId === loan.id);
    const accounts = accountsAt({ loan, rows: own, now, graceDays });
    const due = nextDue({ accounts, now });
    let cancellableUntil: string | null = null;
    if (loan.status === 'approved') {
      if (!withdrawals.has(loan.userId)) withdrawals.set(loan.userId, await withdrawalsForCoolingOff(db, loan.userId));
      const state = coolingOffOf({ loan, rows: own, now, withdrawals: withdrawals.get(loan.userId) ?? [] });
      cancellableUntil = state.canCancel ? state.endsAt.toISOString() : null;
    }
    fields.set(loan.id, {
      status,
      installments: toLoanInstallments({ accounts, now }),
      outstanding: toPesos(loanBalance({ accounts }).total),
      paymentReference: paymentReference({ loanId: loan.id }),
      nextDue: due ? { dueDate: due.dueDate, amount: toPesos(due.amount), daysOverdue: daysPastDue({ dueDate: due.dueDate, today: manilaToday(now) }) } : null,
      cancellableUntil,
      autoPayConsentAt: loan.autoPayConsentAt === null ? null : new Date(loan.autoPayConsentAt).toISOString(),
    });
  }
  return fields;
}

export function coolingOffOf({ loan, rows, now, withdrawals }: { loan: AccountLoan; rows: readonly LoanTransactionRow[]; now: Date; withdrawals: Awaited<ReturnType<typeof withdrawalsForCoolingOff>> }) {
  const hasRepayments = rows.some((row) => row.kind === 'repayment' && !isReversed(row, rows));
  return coolingOff({ disbursedAt: new Date(loan.disbursedAt), startDate: loan.startDate, now, withdrawals, hasRepayments });
}

/** GET /api/loans/{id}/payoff: what closes the borrower's loan today (DEPARTURES 11). */
export async function payoffOf(deps: AppDeps, { user, loanId }: { user: UserRow; loanId: number }): Promise<LoanPayoffQuote> {
  const now = deps.clock.now();
  const loan = await findLoanOf(deps.db, { loanId, userId: user.id });
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  if (!hasAccount(loan) || loan.status !== 'approved') throw conflict(SERVER_MESSAGES.loanNotRepayable);
  const rows = await transactionsOf(deps.db, [loan.id]);
  const quote = payoffQuote({ accounts: accountsAt({ loan, rows, now, graceDays: deps.config.lateFeeGraceDays }), now });
  return toLoanPayoffQuote({ loanId: loan.id, quote });
}

/** A loan's transactions as the back office lists them, oldest first. */
export async function loanTransactionsOf(db: Db, loanId: number): Promise<LoanTransaction[]> {
  const rows = await transactionsOf(db, [loanId]);
  return rows.map((row) => toLoanTransaction(row, rows));
}

/** GET /api/loans/{id}/transactions: the borrower's own loan only; anyone else's is not found. */
export async function ownLoanTransactions(deps: AppDeps, { user, loanId }: { user: UserRow; loanId: number }): Promise<LoanTransaction[]> {
  const loan = await findLoanOf(deps.db, { loanId, userId: user.id });
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  return loanTransactionsOf(deps.db, loan.id);
}

/** The receipt of a posting already made: its balance is the loan's just after it. */
export function receiptOf(row: LoanTransactionRow, loan: AccountLoan, rows: readonly LoanTransactionRow[]): PaymentReceipt {
  const upTo = rows.filter((other) => other.id <= row.id);
  const balance = loanBalance({ accounts: accountsOf(loan, upTo) }).total;
  const number = receiptNumber({ transactionId: row.id });
  return { transaction: toLoanTransaction(row, rows), receiptNumber: number, loanId: loan.id, amount: pesos(row.amountCentavos), balance: toPesos(balance), isLoanClosed: balance === 0 };
}
