import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin';

// The whole panel lives behind this route's component, which the router
// plugin splits into its own chunk (see vite.config.ts). Its search (section,
// page, search, sort, the open loan or complaint) is validated where it is
// read, by useAdminSearch in that chunk, with the same fallbacks for bad
// values: validated here, its rules would load on every visitor's first screen.
export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: AdminPage,
});
