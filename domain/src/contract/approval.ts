import { STAFF_DUTIES, type StaffDuty } from './contract';

/*
 * Maker-checker (issue 15, "Four eyes on large money"): an action on more
 * money than MAKER_CHECKER_THRESHOLD waits for a second staff member.
 */

/**
 * What waits: every action that moves money or debt (issue 27): a loan
 * approval (its disbursement), a balance adjustment, a payment reversal, a
 * withdrawal approval, a staff-recorded payment, a settlement file, an
 * unmatched payment assigned by hand, a late-fee waiver, a loan's
 * write-off (decision 064), a month-end close, a restructuring offer and
 * opening balances (decision 066).
 */
export const APPROVAL_KINDS = [
  'loan_approval',
  'balance_adjustment',
  'payment_reversal',
  'withdrawal_approval',
  'payment_record',
  'settlement_import',
  'unmatched_assign',
  'fee_waiver',
  'write_off',
  'month_close',
  'loan_offer',
  'book_opening',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/**
 * The duty a checker needs to decide a held action of each kind (DEPARTURES 15):
 * the same duty as the action itself, but for the write-off: proposed by
 * Collections, confirmed by Finance (issue 32, decision 064), whose books it changes.
 */
export const dutyOfApprovalKind: Readonly<Record<ApprovalKind, StaffDuty>> = {
  loan_approval: 'lending',
  balance_adjustment: 'members',
  payment_reversal: 'payments',
  withdrawal_approval: 'payouts',
  payment_record: 'payments',
  settlement_import: 'payments',
  unmatched_assign: 'payments',
  fee_waiver: 'payments',
  write_off: 'finance',
  month_close: 'finance',
  loan_offer: 'lending',
  book_opening: 'finance',
};

/** The duties that see the APPROVALS inbox: those of its kinds, in STAFF_DUTIES order. */
export const APPROVAL_DUTIES = STAFF_DUTIES.filter((duty) => Object.values(dutyOfApprovalKind).includes(duty)) as [StaffDuty, ...StaffDuty[]];

export type ApprovalState = 'pending' | 'approved' | 'rejected';

type ApprovalPerson = { id: number; fullName: string };

export type Approval = {
  id: number;
  kind: ApprovalKind;
  /** The loan of a loan approval or a reversal; null for a balance adjustment. */
  loanId: number | null;
  /** The payment a reversal undoes; null otherwise. */
  paymentId: number | null;
  borrower: ApprovalPerson;
  /** Pesos: the principal, the absolute change of the balance, or the payment. */
  amount: number;
  maker: ApprovalPerson;
  /** Why the maker asked (the action's own reason or note); null where the action has none. */
  makerReason: string | null;
  createdAt: string;
  state: ApprovalState;
  checker: ApprovalPerson | null;
  decidedAt: string | null;
  /** The checker's reason (a rejection's, or an approval's note). */
  reason: string | null;
};

/** The answer (HTTP 202) of an action that now waits for a second staff member. */
export type ApprovalPending = { approval: Approval };
