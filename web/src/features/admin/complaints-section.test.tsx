import type { AuditEntry } from '@app/domain/contract';
import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aListedComplaint, MAIN_ADMIN, OFFICER } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { ComplaintsSection } from './complaints-section';

const history: AuditEntry[] = [
  { id: 1, actorId: 7, actorEmail: 'maria@example.com', action: 'complaint.file', targetType: 'complaint', targetId: 12, before: null, after: null, createdAt: '2026-03-05T01:00:00.000Z' },
];

describe('COMPLAINTS', () => {
  it('lists the queue as the server orders it, overdue flagged, with the regulator report', async () => {
    let asked = '';
    server.use(
      http.get('/api/admin/complaints', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(
          [
            aListedComplaint({ id: 13, reference: 'CMP-2026-000013-2', overdue: 'acknowledgement', category: 'payment_not_credited' }),
            aListedComplaint({ state: 'in_progress', acknowledgedAt: '2026-03-05T02:00:00.000Z', assignee: { id: 2, email: 'officer@example.com', fullName: 'Administrator' } }),
          ],
          { headers: { 'X-Total-Count': '2' } },
        );
      }),
    );
    await renderWithProviders(<ComplaintsSection />, { path: '/admin' });
    await screen.findByText('CMP-2026-000013-2');
    const table = screen.getByRole('table', { name: 'Complaints' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('CMP-2026-000013-2');
    expect(rows[0]).toHaveTextContent('Acknowledgement overdue');
    expect(rows[0]).toHaveTextContent('Payment not credited');
    expect(rows[0]).toHaveTextContent('Received');
    expect(rows[0]).toHaveTextContent('Unassigned');
    expect(rows[1]).toHaveTextContent('Collection practices');
    expect(rows[1]).toHaveTextContent('In progress');
    expect(rows[1]).toHaveTextContent('Administrator');
    expect(rows[1]).not.toHaveTextContent('overdue');
    expect(asked).toContain('limit=50');
    expect(screen.getByRole('link', { name: 'Regulator report (CSV)' })).toHaveAttribute('href', '/api/admin/complaints.csv');
  });

  function serveQueue(posted: unknown[]) {
    server.use(
      http.get('/api/admin/complaints', () => HttpResponse.json([aListedComplaint()], { headers: { 'X-Total-Count': '1' } })),
      http.get('/api/admin/complaints/12/history', () => HttpResponse.json(history)),
      http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN, OFFICER])),
      http.post('/api/admin/complaints/12', async ({ request }) => {
        const body = await request.json();
        posted.push(body);
        if ((body as { message?: string }).message === '') return HttpResponse.json({ message: 'Please write a message' }, { status: 400 });
        return HttpResponse.json(aListedComplaint());
      }),
    );
  }

  async function openDrawer() {
    const rendered = await renderWithProviders(<ComplaintsSection />, { path: '/admin' });
    await rendered.user.click(await screen.findByRole('button', { name: 'Open complaint CMP-2026-000012-4' }, { timeout: 5000 }));
    return { ...rendered, drawer: await screen.findByRole('dialog', { name: 'Complaint CMP-2026-000012-4' }) };
  }

  it('shows the complaint with its image and history, and assigns it to the officer or a colleague', async () => {
    const posted: unknown[] = [];
    serveQueue(posted);
    const { user, drawer } = await openDrawer();
    expect(within(drawer).getByText('A collector called my employer.')).toBeInTheDocument();
    expect(within(drawer).getByRole('img', { name: 'Evidence 1' })).toHaveAttribute('src', '/api/complaints/evidence/3');
    expect(await within(drawer).findByText(/Filed · maria@example.com/)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(posted).toEqual([{ action: 'assign' }]));
    await user.click(within(drawer).getByRole('combobox', { name: 'Assign to' }));
    await user.click(await within(drawer).findByRole('option', { name: 'Administrator (officer@example.com)' }));
    await user.click(within(drawer).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ action: 'assign', assigneeId: 2 });
  });

  it('replies and resolves with the message to the borrower, showing the server refusal of an empty one', async () => {
    const posted: unknown[] = [];
    serveQueue(posted);
    const { user, drawer } = await openDrawer();
    const message = within(drawer).getByRole('textbox', { name: 'Message to the borrower' });

    await user.click(within(drawer).getByRole('button', { name: 'Reply' }));
    expect(await within(drawer).findByText('Please write a message')).toBeInTheDocument();
    await user.click(message);
    await user.paste('We are checking the call logs.');
    await user.click(within(drawer).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ action: 'reply', message: 'We are checking the call logs.' });
    await waitFor(() => expect(message).toHaveValue(''));

    await user.click(message);
    await user.paste('The collector was suspended.');
    await user.click(within(drawer).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]).toEqual({ action: 'resolve', message: 'The collector was suspended.' });
  });
});
