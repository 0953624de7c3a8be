export { AccountTab } from './account-tab';
