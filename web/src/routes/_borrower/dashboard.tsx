import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { DASHBOARD_TABS } from '../../features/dashboard/tabs';

export const DashboardSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(DASHBOARD_TABS), 'home')),
});

export const Route = createFileRoute('/_borrower/dashboard')({
  validateSearch: DashboardSearchSchema,
  component: DashboardPage,
});
