import { http, HttpResponse } from 'msw';
import type { StaffDuty } from '@app/domain/contract';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIN_ADMIN, OFFICER } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { SettingsSection } from './settings-section';

describe('SETTINGS', () => {
  it('gives the main admin the add-admin form and the actions on other admins', async () => {
    let added: unknown = null;
    server.use(
      http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN, OFFICER])),
      http.post('/api/admin/add-admin', async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ user: OFFICER }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<SettingsSection admin={MAIN_ADMIN} />);
    expect(await screen.findByText('All Admins', { selector: 'h2' })).toBeInTheDocument();
    expect(await screen.findByText('Cannot Delete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete admin officer@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit password of officer@example.com' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Admin added')).toBeInTheDocument();
    expect(added).toEqual({ email: 'new@example.com', password: 'long enough password' });
  });

  it("lets the main admin reset another admin's second factor after a confirmation (decision 032)", async () => {
    const resets: string[] = [];
    server.use(
      http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN, OFFICER])),
      http.post('/api/admin/admins/:id/mfa/reset', ({ params }) => {
        resets.push(String(params.id));
        return HttpResponse.json({ message: 'The second factor has been reset: the admin sets it up again at the next sign-in.' });
      }),
    );
    const { user } = await renderWithProviders(<SettingsSection admin={MAIN_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Reset 2FA of officer@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset 2FA?' });
    expect(dialog).toHaveTextContent('officer@example.com: Reset the second factor of this admin? They set up their authenticator app again at their next sign-in.');
    expect(resets).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reset 2FA' }));
    expect(await screen.findByText('The second factor has been reset: the admin sets it up again at the next sign-in.')).toBeInTheDocument();
    expect(resets).toEqual([String(OFFICER.id)]);
  });

  it('shows a plain admin the list without the form or any action on admins', async () => {
    server.use(http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN, OFFICER])));
    await renderWithProviders(<SettingsSection admin={OFFICER} />);
    expect(await screen.findByText('Cannot Delete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add admin' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete admin/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit password/ })).not.toBeInTheDocument();
    expect(screen.getByText('Main admin only')).toBeInTheDocument();
  });
});

describe('SETTINGS: staff duties (issue 27)', () => {
  const TELLER = { ...OFFICER, id: 3, email: 'teller@example.com', duties: ['payments', 'finance'] as StaffDuty[] };

  it("shows each admin's duties, and lets the main admin change them in a dialog that needs at least one", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN, OFFICER, TELLER])),
      http.put('/api/admin/admins/3/duties', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ user: { ...TELLER, duties: ['payouts', 'finance'] } });
      }),
    );
    const { user } = await renderWithProviders(<SettingsSection admin={MAIN_ADMIN} />);
    const table = await screen.findByRole('table', { name: 'All Admins' });
    expect(within(table).getByRole('columnheader', { name: 'Duties' })).toBeInTheDocument();
    expect(within(table).getAllByText('All duties')).toHaveLength(2);
    expect(within(table).getByText('Payments, Finance')).toBeInTheDocument();
    // Nobody edits the main admin's duties: they hold every one.
    expect(screen.queryByRole('button', { name: 'Edit duties of admin@example.com' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit duties of teller@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit duties' });
    expect(within(dialog).getByRole('checkbox', { name: /^Payments/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Finance/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Lending/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Payments/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Finance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save duties' }));
    expect(await within(dialog).findByText('Choose at least one duty')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Ticked in any order, sent in the duties' order.
    await user.click(within(dialog).getByRole('checkbox', { name: /^Finance/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Payouts/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save duties' }));
    expect(await screen.findByText('Duties updated')).toBeInTheDocument();
    expect(sent).toEqual([{ duties: ['payouts', 'finance'] }]);
  });

  it('offers the duties in the add-admin form, all ticked, and sends the ones chosen', async () => {
    let added: unknown = null;
    server.use(
      http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN])),
      http.post('/api/admin/add-admin', async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ user: TELLER }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<SettingsSection admin={MAIN_ADMIN} />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(7);
    for (const box of boxes) expect(box).toBeChecked();
    for (const box of boxes) await user.click(box);
    await user.type(screen.getByLabelText('Email'), 'teller@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Choose at least one duty')).toBeInTheDocument();
    expect(added).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^Payments/ }));
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Admin added')).toBeInTheDocument();
    expect(added).toEqual({ email: 'teller@example.com', password: 'long enough password', duties: ['payments'] });
  });

  it('shows a plain admin the duties without a way to change them', async () => {
    server.use(http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN, OFFICER, TELLER])));
    await renderWithProviders(<SettingsSection admin={TELLER} />);
    expect(await screen.findByText('Payments, Finance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit duties/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
