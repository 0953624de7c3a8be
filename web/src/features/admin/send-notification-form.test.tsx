import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { SendNotificationForm } from './send-notification-form';

describe('Send notification', () => {
  it('requires a title and a message and sends nothing without them', async () => {
    let calls = 0;
    server.use(http.post('/api/admin/send-notification', () => { calls += 1; return HttpResponse.json({ message: 'Notification sent' }); }));
    const { user } = await renderWithProviders(<SendNotificationForm userId={7} />);
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the member id, title, message and the chosen colour', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/send-notification', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Notification sent' });
      }),
    );
    const { user } = await renderWithProviders(<SendNotificationForm userId={7} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Documents needed');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Please upload a clearer photo of your ID.');
    await user.click(screen.getAllByLabelText('Colour')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Amber (needs attention)' }));
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Notification sent')).toBeInTheDocument();
    expect(sent).toEqual({
      userId: 7,
      title: 'Documents needed',
      message: 'Please upload a clearer photo of your ID.',
      type: 'info',
      color: '#F59E0B',
    });
  });

  it("says 'Failed to send notification' with the server's reason", async () => {
    server.use(http.post('/api/admin/send-notification', () => HttpResponse.json({ code: 'user_not_found', message: 'Member not found' }, { status: 404 })));
    const { user } = await renderWithProviders(<SendNotificationForm userId={7} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Failed to send notification')).toBeInTheDocument();
    expect(screen.getByText('Member not found')).toBeInTheDocument();
  });
});
