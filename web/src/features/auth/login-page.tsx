import { LABELS, SIGN_IN_NOTICES } from '@app/domain/messages';
import { LoginSchema } from '@app/domain/schemas';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { PasswordField } from '../../components/password-field';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notices';
import { usePlainForm } from '../../lib/plain-form';
import { homePathFor, useLogin } from './auth.queries';
import { AuthLayout } from './auth-layout';

/** Only paths of this app: never an absolute or protocol-relative URL (open redirect). */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return undefined;
  }
  return target;
}

export function LoginPage() {
  const search = useSearch({ strict: false }) as { redirect?: string };
  const navigate = useNavigate();
  const login = useLogin();
  const form = usePlainForm(LoginSchema, { email: '', password: '', rememberMe: false });
  const { errors } = form;

  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).then(
      ({ user }) => {
        notifySuccess(SIGN_IN_NOTICES.welcomeBack);
        const home = homePathFor(user);
        const target = safeRedirect(search.redirect);
        // A borrower goes back where they were sent from; staff always land in the panel.
        void navigate({ to: home === '/dashboard' && target ? target : home });
      },
      (error: unknown) => notifyError(SIGN_IN_NOTICES.loginFailed, errorMessage(error, SIGN_IN_NOTICES.loginFailed.message)),
    ),
  );

  return (
    <AuthLayout subtitle={LABELS.signInSubtitle}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.text('email')}
            error={errors.email}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...form.text('password')}
            error={errors.password}
          />
          <Checkbox label="Remember me on this device" {...form.checkbox('rememberMe')} />
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            {LABELS.logIn}
          </Button>
          <Text size="sm" ta="center">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/register" fw={600}>
              Register
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
