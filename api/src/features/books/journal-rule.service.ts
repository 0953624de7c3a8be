import { centavos, daysBetween, loanInstallments, manilaToday, paidOutLoanDst, PAYMENT_CHANNELS, sumCentavos, type Centavos, type PaymentChannel } from '@app/domain';
import type { Movement } from '../../db/posting-hook';
import type { BookOpeningRow, ChannelRemittanceRow, LedgerEntryRow, LoanOfferRow, LoanRow, LoanTransactionRow, LoanWriteOffRow } from '../../db/schema';

/*
 * How each movement of money posts to the books (issue 31, decision 052):
 * a pure function of the movement and what it needs looked up, so a later
 * rebuild replays history through the same rule. Every movement of the
 * posting core gets exactly one entry; a wallet's side and a loan's side of
 * one action meet in the wallet-to-loan transfers account, which nets to
 * zero in every write.
 */

/** The accounts the posting rule uses, by the codes of the default chart (migration 024). */
export const ACCOUNTS = {
  cashInBank: '1010',
  clearing: { gcash: '1110', maya: '1120', bank_transfer: '1130', otc: '1140' } satisfies Record<PaymentChannel, string>,
  walletTransfers: '1190',
  loansReceivable: '1200',
  unearnedInterest: '1210',
  allowance: '1220',
  walletCorrections: '1900',
  lateFeesReceivable: '1300',
  wallets: '2100',
  unappliedCollections: '2200',
  dstPayable: '2300',
  retainedEarnings: '3200',
  interestIncome: '4100',
  recoveries: '4300',
  lateFeeIncome: '4200',
  lateFeeWaivers: '4210',
  dstExpense: '5100',
  creditLossExpense: '5200',
  walletAdjustments: '5300',
  goodwill: '5310',
} as const;

type JournalLine = { account: string; debit: Centavos; credit: Centavos };

export type JournalDraft = {
  /** The Manila value date, YYYY-MM-DD. */
  date: string;
  memo: string;
  /** The movement's row; the close's entries name the loan ('loan') or the month-end close ('month_close', no id). */
  source: { kind: Movement['kind'] | 'loan' | 'month_close'; id: number | null };
  createdBy: number | null;
  lines: JournalLine[];
};

/** What a movement's entry needs besides the movement. */
export type MovementContext = {
  /** The loan of a loan transaction, of a wallet entry with a loan, or null. */
  loan: LoanRow | null;
  /** A reversal: the repayment it reverses. */
  reversed: LoanTransactionRow | null;
  /** A repayment that assigned money held as unmatched. */
  isFromUnapplied: boolean;
};

type StoredLines = {
  lines: { lateFee: number; interest: number; principal: number }[];
  forgiven: { interest: number }[];
  lateFeesNotDue?: { lateFee: number }[];
};

const isPaymentChannel = (source: string | null): source is PaymentChannel => (PAYMENT_CHANNELS as readonly (string | null)[]).includes(source);

const debit = (account: string, amount: number): JournalLine => ({ account, debit: centavos(amount), credit: centavos(0) });
const credit = (account: string, amount: number): JournalLine => ({ account, debit: centavos(0), credit: centavos(amount) });

/** The loan's total finance charge: the interest of all its installments, as its account folds them. */
export function financeChargeOf(loan: LoanRow & { startDate: string }): Centavos {
  const installments = loanInstallments({ principal: centavos(loan.amountCentavos), monthlyPayment: centavos(loan.monthlyPaymentCentavos), term: loan.term, startDate: loan.startDate });
  return sumCentavos(installments.map((installment) => installment.interest));
}

/** The days from the loan's start to its last due date: the term the documentary stamp tax is prorated by. */
export function termDaysOf(loan: LoanRow & { startDate: string }): number {
  const installments = loanInstallments({ principal: centavos(loan.amountCentavos), monthlyPayment: centavos(loan.monthlyPaymentCentavos), term: loan.term, startDate: loan.startDate });
  return daysBetween({ from: loan.startDate, to: installments[installments.length - 1]!.dueDate });
}

function withStart(loan: LoanRow | null, what: string): LoanRow & { startDate: string } {
  if (!loan || loan.startDate === null) throw new Error(`The books need the loan of ${what}`);
  return loan as LoanRow & { startDate: string };
}

/** The account money came in through: the channel's clearing account, the wallet's transfers, or unapplied collections when it was held first. */
function inflowAccount(source: string | null, isFromUnapplied: boolean): string {
  if (isFromUnapplied) return ACCOUNTS.unappliedCollections;
  if (source === 'wallet') return ACCOUNTS.walletTransfers;
  if (isPaymentChannel(source)) return ACCOUNTS.clearing[source];
  throw new Error(`The books know no account for money from ${String(source)}`);
}

/** A repayment's lines: the money in against receivables, the interest a payoff forgave, the late fees a back-dated payment made undue. */
function repaymentLines(row: LoanTransactionRow, isFromUnapplied: boolean): JournalLine[] {
  const stored = JSON.parse(row.linesJson ?? '{"lines":[],"forgiven":[]}') as StoredLines;
  const lateFees = stored.lines.reduce((sum, line) => sum + line.lateFee, 0);
  const instalments = stored.lines.reduce((sum, line) => sum + line.interest + line.principal, 0);
  const forgiven = stored.forgiven.reduce((sum, line) => sum + line.interest, 0);
  const notDue = (stored.lateFeesNotDue ?? []).reduce((sum, line) => sum + line.lateFee, 0);
  return [
    debit(inflowAccount(row.source, isFromUnapplied), row.amountCentavos),
    ...(instalments > 0 ? [credit(ACCOUNTS.loansReceivable, instalments)] : []),
    ...(lateFees > 0 ? [credit(ACCOUNTS.lateFeesReceivable, lateFees)] : []),
    ...(forgiven > 0 ? [debit(ACCOUNTS.unearnedInterest, forgiven), credit(ACCOUNTS.loansReceivable, forgiven)] : []),
    ...(notDue > 0 ? [debit(ACCOUNTS.lateFeeWaivers, notDue), credit(ACCOUNTS.lateFeesReceivable, notDue)] : []),
  ];
}

/** Whether a loan transaction was written after its loan's write-off (decision 064): its money is a recovery, the receivable being gone. */
const isAfterWriteOff = (row: LoanTransactionRow, loan: LoanRow | null) => loan !== null && loan.writtenOffAt !== null && row.createdAt >= loan.writtenOffAt;

/** A payment on a written-off loan: all of it is recovered income; the loan's accounts left the books at the write-off. */
const recoveryLines = (row: LoanTransactionRow, isFromUnapplied: boolean): JournalLine[] => [debit(inflowAccount(row.source, isFromUnapplied), row.amountCentavos), credit(ACCOUNTS.recoveries, row.amountCentavos)];

/**
 * Gross booking: receivable for principal and the whole finance charge,
 * against unearned interest (the finance charge) and the proceeds; the
 * documentary stamp tax, fixed on the loan at payout (decision 072). Borne
 * by the lender: its expense, and the wallet gets the principal. Borne by
 * the borrower: paid out of the proceeds, so the wallet gets the principal
 * less the tax and the tax is owed to the BIR; no expense. Either way the
 * lender parts with the principal, so the receivable and its
 * effective-interest schedule are the same.
 */
function disbursementLines(loan: LoanRow & { startDate: string }): JournalLine[] {
  const financeCharge = financeChargeOf(loan);
  const { borneBy, tax } = paidOutLoanDst(loan);
  const isBorrowers = borneBy === 'borrower';
  return [
    debit(ACCOUNTS.loansReceivable, loan.amountCentavos + financeCharge),
    credit(ACCOUNTS.walletTransfers, isBorrowers ? loan.amountCentavos - tax : loan.amountCentavos),
    ...(financeCharge > 0 ? [credit(ACCOUNTS.unearnedInterest, financeCharge)] : []),
    ...(isBorrowers ? [] : [debit(ACCOUNTS.dstExpense, tax)]),
    credit(ACCOUNTS.dstPayable, tax),
  ];
}

const mirror = (lines: JournalLine[]): JournalLine[] => lines.map((line) => ({ account: line.account, debit: line.credit, credit: line.debit }));

const dayOf = (instant: string) => manilaToday(new Date(instant));

function loanTransactionEntry(row: LoanTransactionRow, context: MovementContext): JournalDraft {
  const base = { date: dayOf(row.createdAt), source: { kind: 'loan_transaction' as const, id: row.id }, createdBy: row.actorId };
  switch (row.kind) {
    case 'disbursement': {
      const loan = withStart(context.loan, `disbursement #${row.id}`);
      return { ...base, memo: `Loan #${loan.id} disbursed: principal and finance charge booked gross, documentary stamp tax borne by the ${paidOutLoanDst(loan).borneBy}`, lines: disbursementLines(loan) };
    }
    case 'late_fee':
      return { ...base, memo: `Late fee on loan #${row.loanId}, installment ${row.installment}`, lines: [debit(ACCOUNTS.lateFeesReceivable, row.amountCentavos), credit(ACCOUNTS.lateFeeIncome, row.amountCentavos)] };
    case 'waiver':
      return { ...base, memo: `Late fee waived on loan #${row.loanId}, installment ${row.installment}`, lines: [debit(ACCOUNTS.lateFeeWaivers, row.amountCentavos), credit(ACCOUNTS.lateFeesReceivable, row.amountCentavos)] };
    case 'repayment': {
      const isRecovery = isAfterWriteOff(row, context.loan);
      return {
        ...base,
        // The value date: the day the channel received the money (the wallet's: when posted).
        date: dayOf(row.receivedAt ?? row.createdAt),
        memo: `${isRecovery ? 'Recovery on written-off' : 'Payment on'} loan #${row.loanId} (${context.isFromUnapplied ? 'assigned from unapplied collections' : (row.source ?? 'unknown')})`,
        lines: isRecovery ? recoveryLines(row, context.isFromUnapplied) : repaymentLines(row, context.isFromUnapplied),
      };
    }
    case 'reversal': {
      const original = context.reversed;
      if (!original) throw new Error(`The books need the transaction reversal #${row.id} reverses`);
      if (original.kind === 'disbursement') {
        // Cooling-off: the disbursement's entry mirrored, its tax with it (decision 052).
        const loan = withStart(context.loan, `reversal #${row.id}`);
        return { ...base, memo: `Loan #${loan.id} cancelled in its cooling-off period`, lines: mirror(disbursementLines(loan)) };
      }
      // The mirror of the original entry, dated the day of the reversal. Money a channel paid goes back against the
      // channel's clearing account even when it was held first: the held row stays assigned, out of the queue.
      if (isAfterWriteOff(original, context.loan)) return { ...base, memo: `Recovery #${original.id} on written-off loan #${row.loanId} reversed`, lines: mirror(recoveryLines(original, false)) };
      if (isAfterWriteOff(row, context.loan)) {
        // Paid before the write-off, returned after it: what it paid is owed again, but the loan's receivable is written off, so it is a credit loss at once.
        return {
          ...base,
          memo: `Payment #${original.id} on written-off loan #${row.loanId} reversed: owed again, written off as a credit loss`,
          lines: [debit(ACCOUNTS.creditLossExpense, original.amountCentavos), credit(inflowAccount(original.source, false), original.amountCentavos)],
        };
      }
      return { ...base, memo: `Payment #${original.id} on loan #${row.loanId} reversed`, lines: mirror(repaymentLines(original, false)) };
    }
    default:
      throw new Error(`The books know no posting for a loan transaction of kind ${row.kind}`);
  }
}

/**
 * The account a staff adjustment moves the wallet against (decision 066):
 * a deposit received, the bank or the channel it came through; a
 * correction, the suspense account Finance clears; goodwill, an expense;
 * no stated kind (SPEC.md's call), the one wallet-adjustments account.
 */
function adjustmentContraOf(entry: LedgerEntryRow): string {
  switch (entry.reasonKind) {
    case 'deposit':
      return entry.depositChannel === null ? ACCOUNTS.cashInBank : ACCOUNTS.clearing[entry.depositChannel];
    case 'correction':
      return ACCOUNTS.walletCorrections;
    case 'goodwill':
      return ACCOUNTS.goodwill;
    default:
      return ACCOUNTS.walletAdjustments;
  }
}

function ledgerEntryEntry(row: Movement & { kind: 'ledger_entry' }): JournalDraft {
  const entry = row.row;
  const base = { date: dayOf(entry.createdAt), source: { kind: 'ledger_entry' as const, id: entry.id }, createdBy: entry.actorId };
  const amount = Math.abs(entry.amountCentavos);
  const isIn = entry.amountCentavos > 0;
  switch (entry.kind) {
    case 'disbursement':
      return { ...base, memo: `Loan #${entry.loanId} principal credited to the wallet`, lines: [debit(ACCOUNTS.walletTransfers, amount), credit(ACCOUNTS.wallets, amount)] };
    case 'loan_payment':
      return { ...base, memo: `Wallet paid loan #${entry.loanId}`, lines: [debit(ACCOUNTS.wallets, amount), credit(ACCOUNTS.walletTransfers, amount)] };
    case 'loan_payment_reversal':
      return { ...base, memo: `Wallet payment on loan #${entry.loanId} returned`, lines: [debit(ACCOUNTS.walletTransfers, amount), credit(ACCOUNTS.wallets, amount)] };
    case 'loan_cancellation':
      // The wallet's side of cooling-off; the loan's side is the disbursement's reversal.
      return { ...base, memo: `Loan #${entry.loanId} cancelled: principal taken back from the wallet`, lines: [debit(ACCOUNTS.wallets, amount), credit(ACCOUNTS.walletTransfers, amount)] };
    case 'withdrawal':
      return { ...base, memo: `Withdrawal #${entry.withdrawalId} paid out`, lines: [debit(ACCOUNTS.wallets, amount), credit(ACCOUNTS.cashInBank, amount)] };
    case 'adjustment': {
      const contra = adjustmentContraOf(entry);
      return {
        ...base,
        memo: `Wallet adjusted by staff${entry.reasonKind ? ` (${entry.reasonKind}${entry.depositChannel ? ` through ${entry.depositChannel}` : ''})` : ''}: ${entry.reason ?? 'no reason given'}`,
        lines: isIn ? [debit(contra, amount), credit(ACCOUNTS.wallets, amount)] : [debit(ACCOUNTS.wallets, amount), credit(contra, amount)],
      };
    }
    default:
      throw new Error(`The books know no posting for a wallet entry of kind ${entry.kind}`);
  }
}

/** Held money carries an entry when it is money the books can place: an amount, and a channel with a clearing account (what can be assigned later). */
export function isPlaceable(row: { amountCentavos: number | null; channel: string | null; paidAt: string | null }): row is { amountCentavos: Centavos; channel: PaymentChannel; paidAt: string } {
  return row.amountCentavos !== null && row.amountCentavos > 0 && row.paidAt !== null && isPaymentChannel(row.channel);
}

/**
 * An accepted offer (decision 062): what remained owed closes on the old
 * schedule and opens on the new one (the same receivable, both sides, so the
 * journal shows the restructuring), and the finance charge of the months it
 * adds is booked gross like a disbursement's: receivable against unearned interest.
 */
function restructureEntry(offer: LoanOfferRow): JournalDraft {
  const kind = offer.kind === 'holiday' ? `payment holiday of ${offer.installments ?? 0}` : `new term of ${offer.term ?? 0}`;
  return {
    date: dayOf(offer.acceptedAt ?? offer.createdAt),
    memo: `Loan #${offer.loanId} restructured (offer #${offer.id}, ${kind}): what remained owed carried to the new schedule`,
    source: { kind: 'loan_offer', id: offer.id },
    createdBy: offer.createdBy,
    lines: [
      debit(ACCOUNTS.loansReceivable, offer.carriedCentavos + offer.financeChargeCentavos),
      credit(ACCOUNTS.loansReceivable, offer.carriedCentavos),
      ...(offer.financeChargeCentavos > 0 ? [credit(ACCOUNTS.unearnedInterest, offer.financeChargeCentavos)] : []),
    ],
  };
}

/**
 * A loan written off (decision 064): its receivable leaves the books, the
 * carrying amount (principal and earned interest unpaid) against the
 * allowance, the interest not yet earned against unearned interest, and the
 * late fees receivable (income when charged, never provided for) as a credit loss.
 */
function writeOffEntry(row: LoanWriteOffRow): JournalDraft {
  const allowance = Number(row.allowanceCentavos);
  const unearned = Number(row.unearnedCentavos);
  const lateFees = Number(row.lateFeesCentavos);
  return {
    date: dayOf(row.createdAt),
    memo: `Loan #${row.loanId} written off against the allowance (the borrower still owes; collection continues): ${row.reason}`,
    source: { kind: 'loan_write_off', id: row.id },
    createdBy: row.approvedBy,
    lines: [
      ...(allowance > 0 ? [debit(ACCOUNTS.allowance, allowance)] : []),
      ...(unearned > 0 ? [debit(ACCOUNTS.unearnedInterest, unearned)] : []),
      ...(allowance + unearned > 0 ? [credit(ACCOUNTS.loansReceivable, allowance + unearned)] : []),
      ...(lateFees > 0 ? [debit(ACCOUNTS.creditLossExpense, lateFees), credit(ACCOUNTS.lateFeesReceivable, lateFees)] : []),
    ],
  };
}

/** Opening balances as Finance recorded them and a second officer confirmed (decision 066): the lines as given. */
function openingEntry(row: BookOpeningRow): JournalDraft {
  const lines = JSON.parse(row.linesJson) as { account: string; debitCentavos: number; creditCentavos: number }[];
  return {
    date: row.date,
    memo: `Opening balances: ${row.memo}`,
    source: { kind: 'book_opening', id: row.id },
    createdBy: row.createdBy,
    lines: lines.map((line) => ({ account: line.account, debit: centavos(line.debitCentavos), credit: centavos(line.creditCentavos) })),
  };
}

/** A channel or partner paid over what it collected (decision 066): the bank gains it, and the channel owes that much less. */
function remittanceEntry(row: ChannelRemittanceRow): JournalDraft {
  return {
    date: row.date,
    memo: `Remittance from ${row.channel} (${row.reference})`,
    source: { kind: 'channel_remittance', id: row.id },
    createdBy: row.createdBy,
    lines: [debit(ACCOUNTS.cashInBank, row.amountCentavos), credit(ACCOUNTS.clearing[row.channel], row.amountCentavos)],
  };
}

/** The journal entry of one movement, or null for held money the books cannot place (no amount or no known channel). */
export function journalEntryOf({ movement, context }: { movement: Movement; context: MovementContext }): JournalDraft | null {
  if (movement.kind === 'loan_transaction') return loanTransactionEntry(movement.row, context);
  if (movement.kind === 'ledger_entry') return ledgerEntryEntry(movement);
  if (movement.kind === 'loan_offer') return restructureEntry(movement.row);
  if (movement.kind === 'loan_write_off') return writeOffEntry(movement.row);
  if (movement.kind === 'book_opening') return openingEntry(movement.row);
  if (movement.kind === 'channel_remittance') return remittanceEntry(movement.row);
  const held = movement.row;
  if (!isPlaceable(held)) return null;
  return {
    date: dayOf(held.paidAt),
    memo: `Payment ${held.transactionId} held as unmatched (${held.reason})`,
    source: { kind: 'unmatched_payment', id: held.id },
    createdBy: null,
    lines: [debit(ACCOUNTS.clearing[held.channel], held.amountCentavos), credit(ACCOUNTS.unappliedCollections, held.amountCentavos)],
  };
}
