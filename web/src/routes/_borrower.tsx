import { isAdminRole } from '@app/domain/contract';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { ensureMe } from '../features/auth';

/** Guard of the borrower screens: signed-out visitors go to the login screen and come back after. */
export const Route = createFileRoute('/_borrower')({
  beforeLoad: async ({ context, location }) => {
    const user = await ensureMe(context.queryClient);
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (isAdminRole(user.role)) throw redirect({ to: '/admin' });
    return { user };
  },
  component: Outlet,
});
