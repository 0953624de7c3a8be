import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { readInFilipino } from '../../test/filipino';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { MessagesCard } from './messages-card';

describe('ACCOUNT Messages card (issue 29)', () => {
  it('shows the saved choice, saves another, and says messages go by SMS until the email is confirmed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/user/message-channels', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: aUser({ messageChannels: 'both', emailVerified: false }) });
      }),
    );
    const { user } = await renderWithProviders(<MessagesCard user={aUser({ email: 'maria@example.ph', messageChannels: 'sms', emailVerified: false })} />);
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(screen.getByText('Your email maria@example.ph is not confirmed yet: until it is, your messages go by SMS.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'SMS and email' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ messageChannels: 'both' }]));
  });

  it('sends the confirmation link and says where to look; a confirmed email offers no link', async () => {
    let sent = 0;
    server.use(
      http.post('/api/user/email-verification', () => {
        sent += 1;
        return HttpResponse.json({ message: 'We sent a link to your email. Open it within 24 hours to confirm the address.' }, { status: 202 });
      }),
    );
    const { user, unmount } = await renderWithProviders(<MessagesCard user={aUser({ email: 'maria@example.ph', emailVerified: false })} />);
    await user.click(screen.getByRole('button', { name: 'SEND CONFIRMATION LINK' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a link to your email. Open it within 24 hours to confirm the address.');
    expect(sent).toBe(1);
    unmount();
    await renderWithProviders(<MessagesCard user={aUser({ email: 'maria@example.ph', emailVerified: true, messageChannels: 'email' })} />);
    expect(screen.getByText('Your email maria@example.ph is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'SEND CONFIRMATION LINK' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the reader's language", async () => {
    server.use(http.post('/api/user/email-verification', () => HttpResponse.json({ code: 'email_unavailable', message: 'Email is not available yet: your messages go by SMS.' }, { status: 409 })));
    await readInFilipino();
    const { user } = await renderWithProviders(<MessagesCard user={aUser({ emailVerified: false })} />);
    await user.click(await screen.findByRole('button', { name: 'IPADALA ANG LINK NG KUMPIRMASYON' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hindi pa puwede ang email: sa SMS dumarating ang iyong mga mensahe.');
  });
});
