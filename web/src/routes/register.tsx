import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor, meQueryOptions } from '../features/auth/auth.queries';
import { RegisterPage } from '../features/auth/register-page';

export const Route = createFileRoute('/register')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(meQueryOptions);
    if (user) throw redirect({ to: homePathFor(user) });
  },
  component: RegisterPage,
});
