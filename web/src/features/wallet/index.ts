export { WalletTab } from './wallet-tab';
