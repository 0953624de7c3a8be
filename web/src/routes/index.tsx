import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureMe, homePathFor, LoginPage } from '../features/auth';

// '/' and '/login' are the same screen (SPEC section 2).
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    const user = await ensureMe(context.queryClient);
    if (user) throw redirect({ to: homePathFor(user) });
  },
  component: LoginPage,
});
