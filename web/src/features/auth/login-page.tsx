import { AUTH_TEXTS, LABELS, SIGN_IN_ANSWERS, SIGN_IN_MESSAGES, SIGN_IN_NOTICES } from '@app/domain/messages';
import { LoginSchema } from '@app/domain/schemas';
import { Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { MfaChallenge, PublicUser } from '@app/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type AnyRoute, Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { PasswordField } from '../../components/password-field';
import { PlainCheckbox } from '../../components/plain-checkbox';
import { HttpError } from '../../lib/api';
import { defineTexts, useTexts, useTranslateText } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { usePlainForm } from '../../lib/plain-form';
import { submitWith } from '../../lib/submit';
import { authKeys } from '../../lib/query-keys';
import { takeStaticSignIn } from '../../lib/static-sign-in';
import { prefetchTabs } from '../../lib/tab-prefetch';
import { homePathFor, useLogin } from './auth.queries';
import { AuthLayout } from './auth-layout';

// Only accounts with a second factor reach the code step: /login's first download leaves it out (its budget, decision 020).
const SecondFactorStep = lazy(() => import('./second-factor-step').then((module) => ({ default: module.SecondFactorStep })));

const authTexts = defineTexts({ AUTH_TEXTS });
const labels = defineTexts({ LABELS });
const signInMessages = defineTexts({ SIGN_IN_MESSAGES });
const signInNotices = defineTexts({ SIGN_IN_NOTICES });
const signInAnswers = defineTexts({ SIGN_IN_ANSWERS });
const FIELD_TEXTS = [signInMessages];

/** A sign-in refusal's words by its code, the snake_case of its key (decision 051); else `fallback`. */
function signInAnswerText(answers: Readonly<Record<string, string>>, error: unknown, fallback: string): string {
  const key = error instanceof HttpError ? error.code?.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) : undefined;
  return (key !== undefined && Object.hasOwn(answers, key) && answers[key]) || fallback;
}

/** Only paths of this app: never an absolute or protocol-relative URL (open redirect). */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return undefined;
  }
  return target;
}

/**
 * The dashboard's code, fetched once the visitor starts to fill in the form:
 * on a slow line it arrives while they type, so HOME follows LOG IN by one
 * round trip (issue 28, decision 038); then the other tabs' code. Not before:
 * a visit that only looks at the sign-in screen downloads no more than it
 * (its budget, decision 020).
 */
function usePreloadDashboard(): () => void {
  const router = useRouter();
  const isDone = useRef(false);
  return () => {
    if (isDone.current) return;
    isDone.current = true;
    const borrower: AnyRoute | undefined = router.routesById['/_borrower'];
    const dashboard: AnyRoute | undefined = router.routesById['/_borrower/dashboard'];
    // A router without them (a component test's own) has nothing to fetch.
    if (!borrower || !dashboard) return;
    // A chunk that fails here is fetched again by the navigation itself.
    void Promise.resolve(router.loadRouteChunk(borrower)).catch(() => undefined);
    // Then the other tabs' code, which the dashboard's code names (lazyTab): a tap on WALLET costs no download.
    void Promise.resolve(router.loadRouteChunk(dashboard)).then(prefetchTabs, () => undefined);
  };
}

export function LoginPage() {
  const search = useSearch({ strict: false }) as { redirect?: string };
  const navigate = useNavigate();
  const preloadDashboard = usePreloadDashboard();
  const login = useLogin();
  const form = usePlainForm(LoginSchema, { email: '', password: '', rememberMe: false });
  const texts = useTexts(authTexts);
  const label = useTexts(labels);
  const notices = useTexts(signInNotices);
  const fieldText = useTranslateText(FIELD_TEXTS);
  const answers = useTexts(signInAnswers);
  const errors = Object.fromEntries(Object.entries(form.errors).map(([field, message]) => [field, message && fieldText(message)]));

  // What was typed in the HTML sign-in screen login.html drew before this code arrived (decision 038),
  // taken over with the focus before the browser paints this form; a focused field started the preload.
  const formElement = useRef<HTMLFormElement>(null);
  const takeOver = useRef(() => {
    const typed = takeStaticSignIn(document);
    if (!typed) return;
    form.fill({ email: typed.email, password: typed.password, rememberMe: typed.rememberMe });
    if (!typed.focused) return;
    const field = formElement.current?.elements.namedItem(typed.focused);
    if (field instanceof HTMLInputElement) field.focus();
    preloadDashboard();
  });
  useLayoutEffect(() => takeOver.current(), []);

  const queryClient = useQueryClient();
  // Decision 032: after the password, the code step when the account has a second factor.
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const signedIn = (user: PublicUser) => {
    queryClient.setQueryData(authKeys.me, user);
    notifySuccess(notices.welcomeBack);
    const home = homePathFor(user);
    const target = safeRedirect(search.redirect);
    // A borrower goes back where they were sent from; staff always land in the panel.
    void navigate({ to: home === '/dashboard' && target ? target : home });
  };
  // The one submit path (decision 055) with the sign-in's own few answers: the registry would not fit its budget.
  const submit = submitWith((error, fallback) => signInAnswerText(answers, error, fallback), null, login, {
    failedNotice: notices.loginFailed,
  });
  const onSubmit = form.handleSubmit((values) => submit(values, ({ user, mfa }) => (mfa ? setChallenge(mfa) : signedIn(user))));

  return (
    <AuthLayout subtitle={label.signInSubtitle}>
      {challenge ? (
        <Suspense fallback={<Loader size="sm" />}>
          <SecondFactorStep challenge={challenge} onDone={signedIn} />
        </Suspense>
      ) : (
      <form ref={formElement} onSubmit={onSubmit} onFocus={preloadDashboard} noValidate>
        <Stack gap="md">
          <TextInput
            label={texts.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.text('email')}
            error={errors.email}
          />
          <PasswordField
            label={texts.password}
            autoComplete="current-password"
            required
            {...form.text('password')}
            error={errors.password}
          />
          <PlainCheckbox label={texts.rememberMe} {...form.checkbox('rememberMe')} />
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            {label.logIn}
          </Button>
          <Text size="sm" ta="center">
            {texts.noAccount}{' '}
            <Anchor component={Link} to="/register" fw={600}>
              {texts.registerLink}
            </Anchor>
          </Text>
        </Stack>
      </form>
      )}
    </AuthLayout>
  );
}
