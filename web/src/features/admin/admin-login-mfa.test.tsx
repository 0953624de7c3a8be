import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OFFICER } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { AdminPage } from './admin-page';

// Issue 27 item 4, decision 032: the panel's login card shows the code step after the password.

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Sample%20Lending%20Corporation:officer%40example.com?secret=${SECRET}&issuer=Sample%20Lending%20Corporation&algorithm=SHA1&digits=6&period=30`;
const RECOVERY = ['aaaaa-bbbbb', 'ccccc-ddddd', 'eeeee-fffff', 'ggggg-hhhhh', 'iiiii-jjjjj', 'kkkkk-lllll', 'mmmmm-nnnnn', 'ooooo-ppppp', 'qqqqq-rrrrr', 'sssss-ttttt'];

async function signInWithPassword() {
  const rendered = await renderWithProviders(<AdminPage />, { path: '/admin' });
  await rendered.user.type(await screen.findByLabelText('Email'), 'officer@example.com');
  await rendered.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct horse battery');
  await rendered.user.click(screen.getByRole('button', { name: 'LOG IN' }));
  return rendered;
}

describe('the admin login card: the second factor', () => {
  it('enrols at the first sign-in: QR code and key, a 6-digit code, then the recovery codes to save, then the panel', async () => {
    let isSignedIn = false;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/auth/me', () => (isSignedIn ? HttpResponse.json({ user: OFFICER }) : HttpResponse.json({ code: 'session_required', message: 'Please sign in to continue' }, { status: 401 }))),
      http.post('/api/auth/login', () => HttpResponse.json({ user: OFFICER, mfa: { state: 'enroll', secret: SECRET, uri: URI } })),
      http.post('/api/auth/mfa/enroll', async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        if ((body as { code: string }).code !== '123456') {
          return HttpResponse.json({ code: 'mfa_invalid_code', message: 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.' }, { status: 400 });
        }
        isSignedIn = true;
        return HttpResponse.json({ user: OFFICER, recoveryCodes: RECOVERY });
      }),
      http.get('/api/admin/users', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
      http.get('/api/admin/approvals', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0', 'X-Pending-Count': '0' } })),
      http.get('/api/admin/messages/attention', () => HttpResponse.json({ failed: 0, retrying: 0, messages: [] })),
    );
    const { user } = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Or type this key in the app')).toHaveTextContent(SECRET);
    const qr = await screen.findByRole('img', { name: 'QR code of your authenticator key' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(screen.queryByRole('button', { name: 'MEMBERS' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is 6 digits')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Save your recovery codes' });
    for (const code of RECOVERY) expect(list).toHaveTextContent(code);
    expect(screen.queryByRole('button', { name: 'MEMBERS' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I saved my recovery codes' }));
    expect(await screen.findByRole('button', { name: 'MEMBERS' })).toBeInTheDocument();
    expect(sent).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('asks for the code afterwards, or a recovery code', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ code: 'session_required', message: 'Please sign in to continue' }, { status: 401 })),
      http.post('/api/auth/login', () => HttpResponse.json({ user: OFFICER, mfa: { state: 'verify' } })),
      http.post('/api/auth/mfa/verify', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ user: OFFICER });
      }),
      http.get('/api/admin/users', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
      http.get('/api/admin/approvals', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0', 'X-Pending-Count': '0' } })),
      http.get('/api/admin/messages/attention', () => HttpResponse.json({ failed: 0, retrying: 0, messages: [] })),
    );
    const { user } = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code of your authenticator key' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText('Enter one of the recovery codes you saved. Each works once.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'aaaaa-bbbbb');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'MEMBERS' })).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'aaaaa-bbbbb' }]);
  });
});
