import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { homePathFor, meQueryOptions } from '../features/auth/auth.queries';
import { LoginPage } from '../features/auth/login-page';

export const LoginSearchSchema = v.object({ redirect: v.optional(v.pipe(v.string(), v.maxLength(500))) });

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(meQueryOptions);
    if (user) throw redirect({ to: homePathFor(user) });
  },
  component: LoginPage,
});
