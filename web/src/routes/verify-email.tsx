import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyEmailPage } from '../features/auth';

const VerifyEmailSearchSchema = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(100)), '') });

/** The link in the email that proves the address (issue 29): open to anyone, signed in or not. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: VerifyEmailSearchSchema,
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />;
  },
});
