import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { aUser } from '../../test/fixtures';
import { server } from '../../test/server';
import { LoginPage, safeRedirect } from './login-page';
import { authKeys } from '../../lib/query-keys';

const OTHER_PATHS = ['/dashboard', '/admin', '/register', '/verification'];

function renderLogin() {
  return renderWithProviders(<LoginPage />, { path: '/login', otherPaths: OTHER_PATHS });
}

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderLogin>>['user'],
  { email = 'maria@example.ph', password = 'correct horse', submit = 'LOG IN' } = {},
) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: submit }));
}

function loginReturns(role: 'borrower' | 'admin' | 'main_admin') {
  server.use(http.post('/api/auth/login', () => HttpResponse.json({ user: aUser({ role }) })));
}

describe('LoginPage', () => {
  it("shows 'Sign in to your account', an email input and a link to register", async () => {
    const { user } = await renderLogin();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByText('Navigated to /register')).toBeInTheDocument();
  });

  it('requires email and password before calling the API', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
  });

  it('focuses the first field in error, then clears each message as that field is corrected', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('lets the password be shown and hidden', async () => {
    const { user } = await renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    const toggle = document.querySelector<HTMLButtonElement>('.mantine-PasswordInput-visibilityToggle');
    expect(toggle).not.toBeNull();
    await user.click(toggle as HTMLButtonElement);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('posts email, password and rememberMe, then welcomes a borrower on /dashboard', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: aUser() });
      }),
    );
    const { user, queryClient } = await renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Maria@Example.PH');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));

    expect(await screen.findByText('Navigated to /dashboard')).toBeInTheDocument();
    expect(body).toEqual({ email: 'maria@example.ph', password: 'correct horse', rememberMe: true });
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged in.')).toBeInTheDocument();
    expect(queryClient.getQueryData(authKeys.me)).toMatchObject({ email: 'maria@example.ph' });
  });

  it('sends rememberMe false when the box is left alone', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: aUser() });
      }),
    );
    const { user } = await renderLogin();
    await fillAndSubmit(user);
    await screen.findByText('Navigated to /dashboard');
    expect(body).toEqual({ email: 'maria@example.ph', password: 'correct horse', rememberMe: false });
  });

  it.each(['admin', 'main_admin'] as const)('sends role %s to /admin', async (role) => {
    loginReturns(role);
    const { user } = await renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Navigated to /admin')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('sends a borrower back to a safe redirect target', async () => {
    loginReturns('borrower');
    const { user, router } = await renderLogin();
    await router.navigate({ to: '/login', search: { redirect: '/verification' } } as never);
    await fillAndSubmit(user);
    expect(await screen.findByText('Navigated to /verification')).toBeInTheDocument();
  });

  it('keeps staff in the panel whatever the redirect says', async () => {
    loginReturns('admin');
    const { user, router } = await renderLogin();
    await router.navigate({ to: '/login', search: { redirect: '/verification' } } as never);
    await fillAndSubmit(user);
    expect(await screen.findByText('Navigated to /admin')).toBeInTheDocument();
  });

  it.each(['//evil.example', 'https://evil.example'])('ignores the unsafe redirect %s', async (redirect) => {
    loginReturns('borrower');
    const { user, router } = await renderLogin();
    await router.navigate({ to: '/login', search: { redirect } } as never);
    await fillAndSubmit(user);
    expect(await screen.findByText('Navigated to /dashboard')).toBeInTheDocument();
    expect(window.location.href).not.toContain('evil.example');
  });

  it("shows 'Login Failed' with the server's message", async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ code: 'inactive_account', message: 'Your account is inactive. Please contact your loan officer.' }, { status: 403 }),
      ),
    );
    const { user } = await renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Your account is inactive. Please contact your loan officer.')).toBeInTheDocument();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it("shows 'Invalid email or password' when the server gives no message", async () => {
    server.use(http.post('/api/auth/login', () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('shows the button busy while the call is pending', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/auth/login', async () => {
        await answered;
        return HttpResponse.json({ user: aUser() });
      }),
    );
    const { user } = await renderLogin();
    await fillAndSubmit(user);
    const button = screen.getByRole('button', { name: 'LOG IN' });
    expect(button).toHaveAttribute('data-loading');
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByText('Navigated to /dashboard')).toBeInTheDocument();
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this app', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/verification?step=2')).toBe('/verification?step=2');
  });

  it('refuses absolute, protocol-relative and backslash URLs and non-strings', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'dashboard', 'javascript:alert(1)', '', undefined, 42]) {
      expect(safeRedirect(target)).toBeUndefined();
    }
  });
});

describe('LoginPage in Filipino', () => {
  it('switches every text of the screen, its field messages and the failed-login notice', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ code: 'invalid_credentials', message: 'Invalid email or password' }, { status: 401 })));
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Filipino' }));
    expect(await screen.findByText('Mag-sign in sa iyong account')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(screen.getByRole('checkbox', { name: 'Tandaan ako sa device na ito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-register' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'MAG-LOG IN' }));
    expect(await screen.findByText('Kailangan ang email')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang password')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.ph');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'MAG-LOG IN' }));
    expect(await screen.findByText('Mali ang email o password')).toBeInTheDocument();
    expect(screen.getByText('Hindi naka-login')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('fil');
  });

  it("says an inactive account and too many attempts in Filipino, found by the refusal's code", async () => {
    let code = 'inactive_account';
    server.use(
      http.post('/api/auth/login', () =>
        code === 'inactive_account'
          ? HttpResponse.json({ code, message: 'Your account is inactive. Please contact your loan officer.' }, { status: 403 })
          : HttpResponse.json({ code, message: 'Too many attempts. Please wait a moment and try again.' }, { status: 429 }),
      ),
    );
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Filipino' }));
    await fillAndSubmit(user, { submit: 'MAG-LOG IN' });
    expect(await screen.findByText('Hindi aktibo ang iyong account. Makipag-ugnayan sa iyong loan officer.')).toBeInTheDocument();
    code = 'rate_limited';
    await user.click(screen.getByRole('button', { name: 'MAG-LOG IN' }));
    expect(await screen.findByText('Masyadong maraming subok. Maghintay sandali at subukang muli.')).toBeInTheDocument();
    expect(screen.queryByText(/Too many attempts|Your account is inactive/)).not.toBeInTheDocument();
  });

  it('goes back to English, the texts of SPEC.md', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Filipino' }));
    expect(await screen.findByText('Mag-sign in sa iyong account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
  });
});
