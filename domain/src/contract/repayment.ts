import type { AmortizationPeriod } from './books';
/*
 * Wire shapes of repayment (issue 12). Money in pesos with at most 2
 * decimals, instants ISO 8601, calendar dates 'YYYY-MM-DD' in Manila, as in
 * contract.ts. The rules behind each figure live in domain/src/repayment.
 */
import { sumCentavos, toPesos } from '../money';
import {
  amountPaidOn,
  type AgingReport,
  installmentStates,
  outstandingOf,
  type InstallmentAccount,
  type InstallmentState,
  type PaymentSource,
  type PayoffQuote,
} from '../repayment';
import type { AuditEntry, Loan } from './contract';
import type { LoanHelpRequest, LoanOffer, LoanReviewFacts } from './desk';


export type LoanInstallment = {
  number: number;
  dueDate: string;
  principal: number;
  interest: number;
  /** The late fee charged, 0 when none. */
  lateFee: number;
  lateFeeWaived: number;
  /** Interest of a later period not charged because the loan was paid off. */
  interestWaived: number;
  amountPaid: number;
  /** Still owed on it: principal + interest + fee − paid − waived. */
  outstanding: number;
  state: InstallmentState;
  daysPastDue: number;
};

/** The installments as the API sends them, with their state at `now`. */
export function toLoanInstallments({ accounts, now }: { accounts: readonly InstallmentAccount[]; now: Date }): LoanInstallment[] {
  const statuses = installmentStates({ accounts, now });
  return accounts.map((account, index) => ({
    number: account.number,
    dueDate: account.dueDate,
    principal: toPesos(account.principal),
    interest: toPesos(account.interest),
    lateFee: toPesos(account.lateFee),
    lateFeeWaived: toPesos(account.lateFeeWaived),
    interestWaived: toPesos(account.interestForgiven),
    amountPaid: toPesos(amountPaidOn(account)),
    outstanding: toPesos(outstandingOf(account).total),
    state: statuses[index]!.state,
    daysPastDue: statuses[index]!.daysPastDue,
  }));
}

/** daysOverdue: whole Manila days since the due date, 0 until it has passed (issue 32: the drawer says it). */
type LoanNextDue = { dueDate: string; amount: number; daysOverdue: number };

/** GET /api/loans: each disbursed loan also carries its account. */
export type LoanWithAccount = Loan & {
  /** Empty until the loan is disbursed. */
  installments: LoanInstallment[];
  outstanding: number;
  /** Null until the loan is disbursed. */
  paymentReference: string | null;
  /** Null when nothing is owed. */
  nextDue: LoanNextDue | null;
  /** Until when cooling-off allows cancelling; null once it does not. */
  cancellableUntil: string | null;
  /** Since when the borrower has the installment paid from the wallet on its due date (issue 28); null while off. */
  autoPayConsentAt: string | null;
};

/** GET /api/loans/{id}/payoff. */
export type LoanPayoffQuote = {
  loanId: number;
  /** The Manila date it holds for. */
  asOf: string;
  principal: number;
  interest: number;
  lateFees: number;
  amount: number;
  /** Interest of later periods that paying this amount today does not charge. */
  interestNotCharged: number;
};

export function toLoanPayoffQuote({ loanId, quote }: { loanId: number; quote: PayoffQuote }): LoanPayoffQuote {
  return {
    loanId,
    asOf: quote.asOf,
    principal: toPesos(quote.principal),
    interest: toPesos(quote.interest),
    lateFees: toPesos(quote.lateFees),
    amount: toPesos(quote.amount),
    interestNotCharged: toPesos(quote.interestNotCharged),
  };
}

export type LoanTransactionKind = 'disbursement' | 'repayment' | 'late_fee' | 'waiver' | 'reversal';

/** What one repayment (or its reversal) did to one installment. */
type LoanTransactionAllocation = {
  installment: number;
  lateFee: number;
  interest: number;
  principal: number;
  /** Later interest forgiven by a payoff. */
  interestWaived: number;
  /** A late fee the payment's received date made undue (issue 27). */
  lateFeeNotDue: number;
};

/** One append-only entry of a loan's money. */
export type LoanTransaction = {
  id: number;
  loanId: number;
  kind: LoanTransactionKind;
  /** Always positive; the kind says which way it goes. */
  amount: number;
  /** Repayments: 'R-00000042'. */
  receiptNumber: string | null;
  /** Repayments: where the money came from. */
  source: PaymentSource | null;
  /** The collection partner that took the money, under `source` (issue 27). */
  channelPartner: string | null;
  /** The channel's transaction reference (staff, file, gateway). */
  externalReference: string | null;
  /** When the channel received the money, if not when it was posted. */
  receivedAt: string | null;
  /** Staff payments: a photo of the receipt was attached; staff see it at /api/admin/payments/{id}/receipt-photo. */
  hasReceiptPhoto: boolean;
  /** Late fees and waivers: the installment. */
  installment: number | null;
  allocations: LoanTransactionAllocation[];
  reason: string | null;
  /** Null for what the system does by itself (housekeeping, gateway). */
  actorId: number | null;
  /** A reversal: the repayment it undoes. */
  reversesId: number | null;
  /** A repayment that was reversed: its reversal. */
  reversedById: number | null;
  createdAt: string;
};

/** The answer to a payment, whichever way it came in. */
export type PaymentReceipt = {
  transaction: LoanTransaction;
  receiptNumber: string;
  loanId: number;
  amount: number;
  /** The outstanding balance after it. */
  balance: number;
  isLoanClosed: boolean;
};

/** Why money that came in could not be posted to a loan. */
export type UnmatchedReason = 'invalid_row' | 'invalid_reference' | 'unknown_reference' | 'above_payoff' | 'loan_not_open';

/** POST /api/payments/callback: a replay answers with the original posting. */
export type PaymentCallbackResult =
  | { status: 'posted' | 'duplicate'; receipt: PaymentReceipt }
  | { status: 'unmatched'; reason: UnmatchedReason; message: string };

/** One row of an imported settlement file, by its line in the file. */
export type SettlementImportRow = {
  line: number;
  status: 'posted' | 'duplicate' | 'unmatched';
  loanId: number | null;
  receiptNumber: string | null;
  reason: UnmatchedReason | null;
  message: string | null;
};

/** POST /api/admin/payments/import. */
export type SettlementImportResult = { posted: number; duplicates: number; unmatched: number; rows: SettlementImportRow[] };

/** GET /api/admin/payments/unmatched: money held for an officer to assign. */
export type UnmatchedPayment = {
  id: number;
  origin: 'settlement' | 'callback';
  line: number | null;
  reference: string;
  /** Null when the row's amount could not be read. */
  amount: number | null;
  paidAt: string | null;
  transactionId: string;
  channel: string | null;
  /** The collection partner the row named, under `channel` (issue 27). */
  channelPartner: string | null;
  reason: UnmatchedReason;
  message: string;
  createdAt: string;
};

/** GET /api/admin/loans/{id}. */
export type AdminLoanDetail = {
  loan: LoanWithAccount;
  transactions: LoanTransaction[];
  audit: AuditEntry[];
  /** The facts to decide with (issue 32). */
  review: LoanReviewFacts;
  /** The effective-interest schedule the books earn its interest by (issue 31). */
  amortization: AmortizationPeriod[];
  /** A borrower in trouble (decision 062): when an accepted offer restructured the loan, its requests and offers, newest first. */
  /** `writtenOffAt`: when a second officer confirmed its write-off (decision 064); the borrower still owes. */
  /** `writeOffDays`: WRITE_OFF_DAYS, the days past due after which the drawer offers a write-off (decision 068). */
  help: { restructuredAt: string | null; writtenOffAt: string | null; writeOffDays: number; requests: LoanHelpRequest[]; offers: LoanOffer[] };
};


type AgingBand = AgingReport['buckets'][number];

/** GET /api/admin/reports/aging: the domain's aging report with its money in pesos. */
export type LoanAgingReport = {
  asOf: string;
  buckets: (Omit<AgingBand, 'outstandingPrincipal'> & { outstandingPrincipal: number })[];
  activeLoans: number;
  outstandingPrincipal: number;
  par30: { loans: number; outstandingPrincipal: number; share: number };
  /** The active loans restructured by an accepted offer (decision 062) and written off (decision 064), with their outstanding principal. */
  flagged: { restructured: AgingFlag; writtenOff: AgingFlag };
};

type AgingFlag = { loans: number; outstandingPrincipal: number };

/** `restructured` and `writtenOff`: the ids of the loans so flagged (decision 068). */
export function toLoanAgingReport(report: AgingReport, { restructured, writtenOff }: { restructured: ReadonlySet<number>; writtenOff: ReadonlySet<number> }): LoanAgingReport {
  const flag = (ids: ReadonlySet<number>): AgingFlag => {
    const loans = report.loans.filter((loan) => ids.has(loan.loanId));
    return { loans: loans.length, outstandingPrincipal: toPesos(sumCentavos(loans.map((loan) => loan.outstandingPrincipal))) };
  };
  return {
    asOf: report.asOf,
    buckets: report.buckets.map((band) => ({ ...band, outstandingPrincipal: toPesos(band.outstandingPrincipal) })),
    activeLoans: report.activeLoans,
    outstandingPrincipal: toPesos(report.outstandingPrincipal),
    par30: { ...report.par30, outstandingPrincipal: toPesos(report.par30.outstandingPrincipal) },
    flagged: { restructured: flag(restructured), writtenOff: flag(writtenOff) },
  };
}

/**
 * The loan documents (issue 12), PDFs sent as attachments: the statement of
 * account, the certificate of full payment (409 until the loan is closed)
 * and the receipt of one repayment. A borrower reaches their own loans' only
 * (404 otherwise); staff any loan's under /api/admin.
 */
export const LOAN_DOCUMENT_PATHS = {
  statement: (loanId: number) => `/api/loans/${loanId}/statement.pdf`,
  certificate: (loanId: number) => `/api/loans/${loanId}/certificate.pdf`,
  receipt: (transactionId: number) => `/api/payments/${transactionId}/receipt.pdf`,
  adminStatement: (loanId: number) => `/api/admin/loans/${loanId}/statement.pdf`,
  adminCertificate: (loanId: number) => `/api/admin/loans/${loanId}/certificate.pdf`,
  adminReceipt: (transactionId: number) => `/api/admin/payments/${transactionId}/receipt.pdf`,
} as const;
