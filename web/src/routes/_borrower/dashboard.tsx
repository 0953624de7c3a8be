import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DASHBOARD_TABS, DashboardPage } from '../../features/dashboard';

const DashboardSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(DASHBOARD_TABS), 'home')),
});

export const Route = createFileRoute('/_borrower/dashboard')({
  validateSearch: DashboardSearchSchema,
  component: DashboardPage,
});
