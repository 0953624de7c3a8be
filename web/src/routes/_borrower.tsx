import { isAdminRole } from '@app/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { ensureMe, meQueryOptions, useLogout } from '../features/auth';
import { ConsentScreen } from '../features/privacy';

/** Guard of the borrower screens: signed-out visitors go to the login screen and come back after. */
export const Route = createFileRoute('/_borrower')({
  beforeLoad: async ({ context, location }) => {
    const user = await ensureMe(context.queryClient);
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (isAdminRole(user.role)) throw redirect({ to: '/admin' });
    return { user };
  },
  component: BorrowerLayout,
});

/** A borrower who has not agreed to the privacy notice in force sees nothing else until they do (decision 023). */
function BorrowerLayout() {
  const me = useQuery(meQueryOptions);
  const logout = useLogout();
  if (me.data && !me.data.hasCurrentPrivacyConsent) return <ConsentScreen onSignOut={() => logout.mutate()} />;
  return <Outlet />;
}
