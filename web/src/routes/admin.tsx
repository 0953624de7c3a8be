import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page';

// The whole panel lives behind this route's component, which the router
// plugin splits into its own chunk (see vite.config.ts).
export const Route = createFileRoute('/admin')({
  component: AdminPage,
});
