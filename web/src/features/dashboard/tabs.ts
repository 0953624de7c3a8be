export const DASHBOARD_TABS = ['home', 'wallet', 'account', 'about'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
