import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DASHBOARD_TABS, DashboardPage } from '../../features/dashboard';
import { loansQueryOptions } from '../../features/loans';

const DashboardSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(DASHBOARD_TABS), 'home')),
});

export const Route = createFileRoute('/_borrower/dashboard')({
  validateSearch: DashboardSearchSchema,
  // The loans (the home tab's notices and application) load while the screen's code downloads, not after it ran.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(loansQueryOptions);
  },
  component: DashboardPage,
});
