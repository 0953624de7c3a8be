export { WalletTab } from './wallet-tab';
export { PayFromWalletDialog } from './pay-from-wallet-dialog';
