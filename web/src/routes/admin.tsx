import { createFileRoute } from '@tanstack/react-router';
import { AdminPage, AdminSearchSchema } from '../features/admin';

// The whole panel lives behind this route's component, which the router
// plugin splits into its own chunk (see vite.config.ts); the search schema
// is all of it the main bundle carries.
export const Route = createFileRoute('/admin')({
  validateSearch: AdminSearchSchema,
  component: AdminPage,
});
