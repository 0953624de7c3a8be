import type { Db } from './connection';
import type { BookOpeningRow, ChannelRemittanceRow, LedgerEntryRow, LoanOfferRow, LoanTransactionRow, LoanWriteOffRow, UnmatchedPaymentRow } from './schema';

/** One movement of money, as written: a loan account's transaction, a wallet's ledger entry, money held as unmatched, an accepted offer restructuring a loan (decision 062), a loan written off (decision 064), opening balances or a channel's remittance (decision 066). */
export type Movement =
  | { kind: 'loan_transaction'; row: LoanTransactionRow }
  | { kind: 'ledger_entry'; row: LedgerEntryRow }
  | { kind: 'unmatched_payment'; row: UnmatchedPaymentRow }
  | { kind: 'loan_offer'; row: LoanOfferRow }
  | { kind: 'loan_write_off'; row: LoanWriteOffRow }
  | { kind: 'book_opening'; row: BookOpeningRow }
  | { kind: 'channel_remittance'; row: ChannelRemittanceRow };

/**
 * Told of every movement of money inside the transaction that writes it
 * (issue 30): the general ledger of issue 31 writes its journal entry here,
 * so a movement without its entry cannot commit.
 */
export type PostingHook = (trx: Db, movement: Movement) => Promise<void>;

/** Several hooks told of each movement in turn, in the movement's transaction: the books first, then the compliance desk, which names the books' entries (decision 069). */
export function chainedPostingHooks(...hooks: readonly PostingHook[]): PostingHook {
  return async (trx, movement) => {
    for (const hook of hooks) await hook(trx, movement);
  };
}
