import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { connectLive, type LiveSocket } from '../../lib/live';
import { createQueryClient } from '../../lib/query-client';
import { aVerifiedUser, OFFICER } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { AdminPage } from './admin-page';

describe('/admin', () => {
  it('shows a borrower the login card and never asks for admin data', async () => {
    server.use(http.get('/api/auth/me', () => HttpResponse.json({ user: aVerifiedUser() })));
    await renderWithProviders(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'MEMBERS' })).not.toBeInTheDocument();
  });

  it('refuses borrower credentials with the admin notice and signs that session out', async () => {
    let isLoggedOut = false;
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ code: 'session_required', message: 'Please sign in to continue' }, { status: 401 })),
      http.post('/api/auth/login', () => HttpResponse.json({ user: aVerifiedUser() })),
      http.post('/api/auth/logout', () => {
        isLoggedOut = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderWithProviders(<AdminPage />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('Invalid admin credentials.')).toBeInTheDocument();
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(isLoggedOut).toBe(true);
  });

  it('opens the members list for an admin, paged on the server', async () => {
    let asked = '';
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ user: OFFICER })),
      http.get('/api/admin/users', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json([aVerifiedUser()], { headers: { 'X-Total-Count': '120' } });
      }),
      http.get('/api/admin/approvals', () => HttpResponse.json([], { headers: { 'X-Total-Count': '5', 'X-Pending-Count': '2' } })),
      http.get('/api/admin/messages/attention', () => HttpResponse.json({ failed: 1, retrying: 2, messages: [] })),
    );
    await renderWithProviders(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText('Maria Santos')).toBeInTheDocument();
    expect(asked).toContain('limit=50');
    expect(asked).toContain('offset=0');
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by Name / Contact #')).toBeInTheDocument();
    for (const name of ['MEMBERS', 'BORROWING LIST', 'WITHDRAWAL LIST', 'SETTINGS']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // Issue 15: the sidebar counts the requests waiting for a second staff member.
    expect(await screen.findByRole('button', { name: 'APPROVALS 2 waiting' }, { timeout: 5000 })).toBeInTheDocument();
    // Issue 29: and the messages that failed or wait for a provider, so one that is down is noticed.
    expect(await screen.findByRole('button', { name: 'MESSAGES 3 failed or waiting' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set new password for Maria Santos' })).toBeInTheDocument();
  });

  it("updates the APPROVALS badge as soon as the live channel says the inbox changed, not at the next poll", async () => {
    let waiting = 1;
    let asked = 0;
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ user: OFFICER })),
      http.get('/api/admin/users', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
      http.get('/api/admin/messages/attention', () => HttpResponse.json({ failed: 0, retrying: 0, messages: [] })),
      http.get('/api/admin/approvals', () => {
        asked += 1;
        return HttpResponse.json([], { headers: { 'X-Total-Count': String(waiting), 'X-Pending-Count': String(waiting) } });
      }),
    );
    // The channel is open before the first fetch, so polling is at its 45 s safety pace from the start.
    const socket: LiveSocket = { readyState: 1, send: () => undefined, close: () => undefined, onopen: null, onmessage: null, onclose: null, onerror: null };
    const queryClient = createQueryClient();
    onTestFinished(connectLive({ queryClient, userId: OFFICER.id, onSessionEnded: () => undefined, createSocket: () => socket }));
    socket.onopen?.(new Event('open'));
    await renderWithProviders(<AdminPage />, { path: '/admin', queryClient });
    // Generous waits for a loaded machine: still far below the 45 s poll.
    expect(await screen.findByRole('button', { name: 'APPROVALS 1 waiting' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toBe(1);

    // Another officer sends a request for approval: the server pushes the change of the approvals list.
    waiting = 2;
    socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type: 'admin_updated', scope: 'approvals', userId: 7 }) }));
    expect(await screen.findByRole('button', { name: 'APPROVALS 2 waiting' })).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('says what the COMPLAINTS search finds, a reference too, and sends what is typed to the server', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ user: OFFICER })),
      http.get('/api/admin/users', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
      http.get('/api/admin/approvals', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0', 'X-Pending-Count': '0' } })),
      http.get('/api/admin/messages/attention', () => HttpResponse.json({ failed: 0, retrying: 0, messages: [] })),
      http.get('/api/admin/complaints', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
      }),
    );
    const { user } = await renderWithProviders(<AdminPage />, { path: '/admin' });
    expect(await screen.findByPlaceholderText('Search by Name / Contact #', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'COMPLAINTS' }));
    const search = await screen.findByPlaceholderText('Search by Reference / Name / Contact #', undefined, { timeout: 5000 });
    expect(screen.queryByPlaceholderText('Search by Name / Contact #')).not.toBeInTheDocument();
    // Pasted as one change: the debounced search of a slowly typed half would reset the box mid-typing.
    await user.click(search);
    await user.paste('CMP-2026-000123-3');
    await waitFor(() => expect(asked).toContain('CMP-2026-000123-3'), { timeout: 5000 });
  });

  it('shows an officer only the sections their duties open, and lands on the first of them (issue 27)', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ user: { ...OFFICER, duties: ['finance'] } })),
      http.get('/api/admin/loans', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
      }),
      // Finance decides month-end closes (issue 31, decision 060), so APPROVALS and its badge are Finance's too.
      http.get('/api/admin/approvals', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0', 'X-Pending-Count': '0' } });
      }),
    );
    // msw refuses any other call (onUnhandledRequest: 'error'): no member list.
    await renderWithProviders(<AdminPage />, { path: '/admin' });
    await waitFor(() => expect([...new Set(asked)].sort()).toEqual(['/api/admin/approvals', '/api/admin/loans']), { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['BORROWING LIST', 'OVERDUE REPORT', 'FINANCE', 'APPROVALS', 'SETTINGS']);
    expect(within(nav).getByRole('button', { name: 'BORROWING LIST' })).toHaveAttribute('aria-current', 'page');
  });
});
