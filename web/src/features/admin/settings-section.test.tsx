import { http, HttpResponse } from 'msw';
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
