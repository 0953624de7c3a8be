import { onlineManager } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DASHBOARD_TABS, DashboardPage } from '../../features/dashboard';
import { loansQueryOptions } from '../../features/loans';

const DashboardSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(DASHBOARD_TABS), 'home')),
});

export const Route = createFileRoute('/_borrower/dashboard')({
  validateSearch: DashboardSearchSchema,
  // The loans (the home tab's notices and application) load while the screen's
  // code downloads, not after it ran. The screen waits for them when it has
  // none yet, so its first render is whole: an answer arriving after it would
  // redraw the screen in one long task (a store update is never time-sliced,
  // decision 029). Saved loans show at once; offline, the screen shows what
  // it has. A failed call is the screen's to show (prefetch never throws).
  loader: async ({ context }) => {
    const loading = context.queryClient.prefetchQuery(loansQueryOptions);
    if (context.queryClient.getQueryData(loansQueryOptions.queryKey) === undefined && onlineManager.isOnline()) await loading;
  },
  component: DashboardPage,
});
