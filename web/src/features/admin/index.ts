export { AdminPage } from './admin-page';
export { AdminSearchSchema } from './admin-search';
