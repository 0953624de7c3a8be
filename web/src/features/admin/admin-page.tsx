import { isAdminRole } from '@app/domain/contract';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../auth';
import { AdminLoginCard } from './admin-login-card';
import { AdminShell } from './admin-shell';

/** /admin: the panel for admin and main_admin; anyone else (a borrower too) sees only the login card. */
export function AdminPage() {
  const me = useQuery(meQueryOptions);
  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  const user = me.data;
  if (!user || !isAdminRole(user.role)) return <AdminLoginCard />;
  return <AdminShell admin={user} />;
}
