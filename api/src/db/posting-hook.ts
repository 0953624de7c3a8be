import type { Db } from './connection';
import type { LedgerEntryRow, LoanOfferRow, LoanTransactionRow, UnmatchedPaymentRow } from './schema';

/** One movement of money, as written: a loan account's transaction, a wallet's ledger entry, money held as unmatched, or an accepted offer restructuring a loan (decision 062). */
export type Movement =
  | { kind: 'loan_transaction'; row: LoanTransactionRow }
  | { kind: 'ledger_entry'; row: LedgerEntryRow }
  | { kind: 'unmatched_payment'; row: UnmatchedPaymentRow }
  | { kind: 'loan_offer'; row: LoanOfferRow };

/**
 * Told of every movement of money inside the transaction that writes it
 * (issue 30): the general ledger of issue 31 writes its journal entry here,
 * so a movement without its entry cannot commit.
 */
export type PostingHook = (trx: Db, movement: Movement) => Promise<void>;
