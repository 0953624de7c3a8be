import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { VerifyEmailPage } from './verify-email-page';

describe('the email link page (issue 29)', () => {
  it('confirms the address only on the tap, with the token of the link', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/verify-email', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your email address is confirmed.' });
      }),
    );
    const { user } = await renderWithProviders(<VerifyEmailPage token="abcdefghijklmnopqrstuvwxyz234567" />);
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'CONFIRM MY EMAIL' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address is confirmed.');
    expect(bodies).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz234567' }]);
  });

  it('says a spent or expired link is not valid and what to do', async () => {
    server.use(http.post('/api/auth/verify-email', () => HttpResponse.json({ code: 'email_link_invalid', message: 'This link is not valid any more. Send a new one from ACCOUNT.' }, { status: 400 })));
    const { user } = await renderWithProviders(<VerifyEmailPage token="abcdefghijklmnopqrstuvwxyz234567" />);
    await user.click(screen.getByRole('button', { name: 'CONFIRM MY EMAIL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more. Send a new one from ACCOUNT.');
  });
});
