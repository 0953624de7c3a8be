export { listLedger, postLedgerEntry, type LedgerPosting } from './wallet.service';
