/*
 * Wire shapes of the books (issue 31, decision 052): amounts in pesos with
 * 2 decimals, dates as Manila calendar days 'YYYY-MM-DD'.
 */

type BookAccountType = 'asset' | 'liability' | 'equity' | 'income' | 'expense';

/** GET /api/admin/books/accounts: one account of the chart. */
export type BookAccount = { code: string; name: string; type: BookAccountType; normalSide: 'debit' | 'credit'; isContra: boolean; isActive: boolean };

/** GET /api/admin/books/trial-balance: each account's balance at the end of `at` on its side; the totals are equal. */
export type TrialBalance = {
  at: string;
  accounts: { code: string; name: string; type: BookAccountType; debit: number; credit: number }[];
  totalDebit: number;
  totalCredit: number;
};

/** A figure of the statements: this period's and the prior period's of the same length, beside it. */
type StatementAmounts = { current: number; prior: number };

/** One account on a statement, in its section's direction: a contra account's amounts are negative. */
type StatementLine = StatementAmounts & { code: string; name: string };

/** An account with its contra accounts under it (loans receivable less unearned interest and the allowance) and what is left of it. */
type StatementItem = StatementLine & { contra: StatementLine[]; net: StatementAmounts };

type StatementSection = { items: StatementItem[]; total: StatementAmounts };

/**
 * GET /api/admin/books/statements (decision 061): the balance sheet at `to`
 * and the income statement for `from`..`to`, each with the prior period of
 * the same length beside it (`priorFrom`..`priorTo`).
 */
export type FinancialStatements = {
  from: string;
  to: string;
  priorFrom: string;
  priorTo: string;
  balanceSheet: {
    assets: StatementSection;
    liabilities: StatementSection;
    equity: StatementSection;
    /** Income less expenses not yet closed to retained earnings at the date: the year's net income until year-end closes it. */
    earnings: StatementAmounts;
    totalLiabilitiesAndEquity: StatementAmounts;
  };
  incomeStatement: { income: StatementSection; expenses: StatementSection; netIncome: StatementAmounts };
};

/** GET /api/admin/books/ledger: one account's posted lines in a period, with the running balance on the account's normal side. */
export type AccountLedger = {
  account: { code: string; name: string; type: BookAccountType; normalSide: 'debit' | 'credit' };
  from: string;
  to: string;
  opening: number;
  lines: {
    number: string;
    date: string;
    memo: string;
    /** The movement's row, and the loan and the member it belongs to, when it has them. */
    source: { kind: string; id: number | null; loanId: number | null; userId: number | null };
    debit: number;
    credit: number;
    balance: number;
  }[];
  closing: number;
};

/** GET /api/admin/books/journal: one posted entry, numbered per year ("2026-000042"). */
type JournalEntryView = {
  number: string;
  date: string;
  /** The movement's own value date: `date` unless it fell in a closed month and the entry posted on the first open day (decision 060). */
  valueDate: string;
  memo: string;
  source: { kind: string; id: number | null };
  lines: { account: string; debit: number; credit: number }[];
};

export type JournalPeriod = { from: string; to: string; entries: JournalEntryView[] };

/** GET /api/admin/books/reconciliation: one account where the books and the loan book disagree. */
export type ReconciliationDifference = {
  account: string;
  name: string;
  /** What the books hold, on the account's normal side. */
  books: number;
  /** What the loan book (or the wallets, or the queue) says it should be. */
  expected: number;
  /** The loans whose own balances differ, if the account is kept per loan. */
  loans: { loanId: number; books: number; expected: number }[];
};

/** POST /api/admin/books/close, once carried out (decision 060): what the close posted and the month it locked. */
export type BookCloseResult = {
  month: string;
  closedAt: string;
  requestedBy: number;
  approvedBy: number;
  /** Moved from unearned interest to interest income. */
  interestEarned: number;
  /** The allowance the provision matrix required at the month's end, and the change posted to reach it. */
  allowance: number;
  allowanceChange: number;
  /** Closing December: the year's net income moved to retained earnings (null other months). */
  netIncomeToRetainedEarnings: number | null;
};

/** GET /api/admin/books/closes: the closed months, newest first, and the month the next close would close (null: no entries yet). */
export type BookCloses = { closes: BookCloseResult[]; nextMonth: string | null };

export type Reconciliation = { ok: boolean; differences: ReconciliationDifference[] };

/** GET /api/admin/loans/{id}: `amortization`, the loan's effective-interest schedule (empty until it pays out). */
export type AmortizationPeriod = { period: number; date: string; interestEarned: number; unearnedAfter: number };

/** POST /api/admin/books/remittances, recorded (decision 066): `owedAfter` is what the channel's clearing account still holds. */
export type BookRemittanceResult = { id: number; channel: string; amount: number; date: string; reference: string; entryNumber: string; owedAfter: number };

/** GET /api/admin/books/dst?month=YYYY-MM (decision 066): BIR Form 2000's figures, the loans whose agreements were executed (paid out) in the month. */
export type DstReport = {
  month: string;
  loans: number;
  principal: number;
  tax: number;
  /** Each loan; `borneBy`: who bore its tax (decision 072), fixed when it paid out. */
  rows: { loanId: number; disbursedOn: string; principal: number; termDays: number; tax: number; borneBy: 'lender' | 'borrower' }[];
};
