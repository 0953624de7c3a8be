import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureMe, homePathFor, RegisterPage } from '../features/auth';

export const Route = createFileRoute('/register')({
  beforeLoad: async ({ context }) => {
    const user = await ensureMe(context.queryClient);
    if (user) throw redirect({ to: homePathFor(user) });
  },
  component: RegisterPage,
});
