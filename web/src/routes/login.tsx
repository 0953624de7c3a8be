import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { ensureMe, homePathFor, LoginPage } from '../features/auth';

const LoginSearchSchema = v.object({ redirect: v.optional(v.pipe(v.string(), v.maxLength(500))) });

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  beforeLoad: async ({ context }) => {
    const user = await ensureMe(context.queryClient);
    if (user) throw redirect({ to: homePathFor(user) });
  },
  component: LoginPage,
});
