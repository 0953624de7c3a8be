export { DashboardPage } from './dashboard-page';
export { DASHBOARD_TABS } from './tabs';
