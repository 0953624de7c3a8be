export { listLedger, postLedgerEntry } from './wallet.service';
