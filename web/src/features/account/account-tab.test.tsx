import type { DocumentRecord, PublicUser } from '@app/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aVerifiedUser } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { setDeviceLanguage } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { server } from '../../test/server';
import { meQueryOptions } from '../auth';
import { AccountTab } from './account-tab';

const borrower = aVerifiedUser({
  email: 'maria@example.com',
  countryWorking: 'Singapore',
  loanPurpose: 'House repair',
  bankName: 'BDO Unibank',
  accountNumber: '0012 3456 7890',
});

function doc(overrides: Partial<DocumentRecord> & Pick<DocumentRecord, 'id' | 'type' | 'uploadedAt'>): DocumentRecord {
  return { userId: 7, filename: `/objects/doc-${overrides.id}`, contentType: 'image/png', size: 153_600, ...overrides };
}

function withDocuments(documents: DocumentRecord[] = []) {
  // The complaints card (issue 15) sits on the tab too; complaints-card.test.tsx covers it.
  server.use(
    http.get('/api/documents', () => HttpResponse.json(documents)),
    http.get('/api/user/document-views', () => HttpResponse.json([])),
    http.get('/api/complaints', () => HttpResponse.json([])),
    // The two-step sign-in card; two-step-card.test.tsx covers it.
    http.get('/api/auth/mfa', () => HttpResponse.json({ enabled: false })),
  );
}

async function renderAccount(user: PublicUser = borrower) {
  return renderWithProviders(<AccountTab user={user} />, {
    path: '/dashboard',
    otherPaths: ['/login', '/verification'],
  });
}

describe('AccountTab — credit score', () => {
  it.each([
    [499, 'Bad Credit', 'red', '49.9'],
    [500, 'Good Credit', 'orange', '50'],
    [750, 'Good Credit', 'orange', '75'],
    [751, 'Excellent Credit', 'green', '75.1'],
  ])('score %i reads %s in %s with a bar at %s', async (score, label, color, barValue) => {
    withDocuments();
    await renderAccount({ ...borrower, creditScore: score });
    const card = screen.getByRole('region', { name: 'Credit Score' });
    const badge = within(card).getByText(label);
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain(`--mantine-color-${color}-`);
    const bar = within(card).getByRole('progressbar', { name: 'Credit score' });
    expect(bar).toHaveAttribute('aria-valuenow', barValue);
    expect(bar.getAttribute('style')).toContain(`--progress-section-size: ${barValue}%`);
    expect(bar.getAttribute('style')).toContain(`--mantine-color-${color}-6`);
    expect(within(card).getByText(String(score))).toBeInTheDocument();
  });
});

describe('AccountTab — personal information', () => {
  it('shows the details read-only, with the loan officer note', async () => {
    withDocuments();
    await renderAccount();
    const card = screen.getByRole('region', { name: 'Personal Information' });
    expect(card).toHaveTextContent('To change it, please contact your loan officer.');
    for (const text of ['Maria Santos', 'maria@example.com', 'Singapore', 'PHP 45,000.00', 'House repair', 'Jose Santos', 'BDO Unibank']) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('masks the account number except the last 4 digits until revealed', async () => {
    withDocuments();
    const { user } = await renderAccount();
    const card = screen.getByRole('region', { name: 'Personal Information' });
    expect(card).not.toHaveTextContent('0012 3456 7890');
    expect(within(card).getByText('•••• 7890')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show account number' }));
    expect(within(card).getByText('0012 3456 7890')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hide account number' }));
    expect(card).not.toHaveTextContent('0012 3456 7890');
  });

  it('marks missing details and links to verification while it is incomplete', async () => {
    withDocuments();
    const { user } = await renderAccount({ ...borrower, isVerified: false, verificationCompletedAt: null, bankName: null, accountNumber: null, monthlyIncome: null });
    const card = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(card).getAllByText('Not provided')).toHaveLength(3);
    await user.click(within(card).getByRole('link', { name: 'Complete verification' }));
    expect(await screen.findByText('Navigated to /verification')).toBeInTheDocument();
  });
});

describe('AccountTab — verified details (DEPARTURES 12)', () => {
  it('shows them read-only with no way back to the wizard, even when staff removed every document', async () => {
    withDocuments();
    await renderAccount({ ...borrower, isVerified: false });
    const info = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(info).getByText('This information is read-only. To change it, please contact your loan officer.')).toBeInTheDocument();
    expect(
      within(info).getByText('Some of your ID documents need updating before you can apply for a loan. Please contact your loan officer.'),
    ).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Uploaded Documents' });
    expect(await within(documents).findByText('You have not uploaded any documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /verification|Upload your documents/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Bank name|Account number|Address/ })).not.toBeInTheDocument();
  });
});

describe('AccountTab — documents', () => {
  it('shows the latest upload of each type with its date and size', async () => {
    withDocuments([
      doc({ id: 1, type: 'front_id', uploadedAt: '2026-11-01T02:00:00.000Z', filename: '/objects/old-front' }),
      doc({ id: 4, type: 'front_id', uploadedAt: '2026-11-03T02:00:00.000Z', filename: '/objects/new-front' }),
      doc({ id: 2, type: 'back_id', uploadedAt: '2026-11-01T02:00:00.000Z', filename: 'back.png', size: 2_097_152 }),
      doc({ id: 3, type: 'selfie_with_id', uploadedAt: '2026-11-01T02:00:00.000Z' }),
    ]);
    await renderAccount();
    const card = screen.getByRole('region', { name: 'Uploaded Documents' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const front = within(items[0] as HTMLElement);
    expect(front.getByText('Front of ID')).toBeInTheDocument();
    expect(front.getByRole('img', { name: 'Front of ID' })).toHaveAttribute('src', '/objects/new-front');
    expect(items[0]).toHaveTextContent('Nov 3, 2026');
    expect(items[0]).toHaveTextContent('150 KB');
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Back of ID' })).toHaveAttribute('src', '/uploads/back.png');
    expect(items[1]).toHaveTextContent('2 MB');
    expect(items[2]).toHaveTextContent('Selfie with ID');
    expect(card.querySelector('img[src="/objects/old-front"]')).toBeNull();
  });

  it('hides an image that fails to load and opens a document full size', async () => {
    withDocuments([doc({ id: 1, type: 'front_id', uploadedAt: '2026-11-01T02:00:00.000Z' })]);
    const { user } = await renderAccount();
    const card = screen.getByRole('region', { name: 'Uploaded Documents' });
    await user.click(await within(card).findByRole('button', { name: 'View Front of ID full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Front of ID' });
    expect(within(dialog).getByRole('img', { name: 'Front of ID' })).toBeInTheDocument();
    fireEvent.error(within(dialog).getByRole('img', { name: 'Front of ID' }));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Preview not available');
  });
});

describe('AccountTab — change password', () => {
  async function fill(user: Awaited<ReturnType<typeof renderAccount>>['user'], values: { current?: string; next?: string; confirm?: string }) {
    if (values.current) await user.type(screen.getByLabelText('Current password'), values.current);
    if (values.next) await user.type(screen.getByLabelText('New password'), values.next);
    if (values.confirm) await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it('shows each validation message and sends nothing', async () => {
    withDocuments();
    let calls = 0;
    server.use(
      http.post('/api/user/change-password', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderAccount();
    await fill(user, {});
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();

    await fill(user, { current: 'old-secret', next: 'short', confirm: 'short' });
    await waitFor(() => expect(screen.queryByText('Current password is required')).not.toBeInTheDocument());
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /New password must be at least 8 characters/,
    );

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, { next: 'long-enough-1', confirm: 'long-enough-2' });
    const confirm = screen.getByLabelText('Confirm new password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription("Passwords don't match"));
    expect(calls).toBe(0);
  });

  it('sends {email, currentPassword, newPassword}; Stay Login keeps the borrower here', async () => {
    withDocuments();
    let body: unknown;
    server.use(
      http.post('/api/user/change-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Password has been updated' });
      }),
    );
    const { user } = await renderAccount();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, { current: 'old-secret', next: 'new-secret-123', confirm: 'new-secret-123' });
    const dialog = await screen.findByRole('dialog', { name: 'Password has been updated' });
    expect(body).toEqual({ email: 'maria@example.com', currentPassword: 'old-secret', newPassword: 'new-secret-123' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Stay Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it('Login Again posts /api/auth/logout and goes to /login', async () => {
    withDocuments();
    let isLoggedOut = false;
    server.use(
      http.post('/api/user/change-password', () => HttpResponse.json({ message: 'Password has been updated' })),
      http.post('/api/auth/logout', () => {
        isLoggedOut = true;
        return HttpResponse.json({ user: null });
      }),
    );
    const { user } = await renderAccount();
    await fill(user, { current: 'old-secret', next: 'new-secret-123', confirm: 'new-secret-123' });
    const dialog = await screen.findByRole('dialog', { name: 'Password has been updated' });
    await user.click(within(dialog).getByRole('button', { name: 'Login Again' }));
    expect(await screen.findByText('Navigated to /login')).toBeInTheDocument();
    expect(isLoggedOut).toBe(true);
  });

  it('Login Again still reaches /login when signing out unmounts the dashboard', async () => {
    withDocuments();
    server.use(
      http.post('/api/user/change-password', () => HttpResponse.json({ message: 'Password has been updated' })),
      http.post('/api/auth/logout', () => HttpResponse.json({ user: null })),
    );
    // As on the dashboard: the tab exists only while there is a signed-in user.
    function SignedInOnly() {
      const { data } = useQuery({ ...meQueryOptions, enabled: false });
      return data ? <AccountTab user={data} /> : null;
    }
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryOptions.queryKey, borrower);
    const { user } = await renderWithProviders(<SignedInOnly />, { path: '/dashboard', otherPaths: ['/login'], queryClient });
    await fill(user, { current: 'old-secret', next: 'new-secret-123', confirm: 'new-secret-123' });
    const dialog = await screen.findByRole('dialog', { name: 'Password has been updated' });
    await user.click(within(dialog).getByRole('button', { name: 'Login Again' }));
    expect(await screen.findByText('Navigated to /login')).toBeInTheDocument();
  });

  it("shows the server's message under 'Error'", async () => {
    withDocuments();
    server.use(
      http.post('/api/user/change-password', () =>
        HttpResponse.json(
          { message: 'Current password is incorrect', fieldErrors: { currentPassword: ['Current password is incorrect'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderAccount();
    await fill(user, { current: 'wrong-secret', next: 'new-secret-123', confirm: 'new-secret-123' });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Error')).toBeInTheDocument();
    expect(within(notice).getByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to change password. Please try again.'", async () => {
    withDocuments();
    server.use(http.post('/api/user/change-password', () => new HttpResponse('', { status: 500 })));
    const { user } = await renderAccount();
    await fill(user, { current: 'old-secret', next: 'new-secret-123', confirm: 'new-secret-123' });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Error')).toBeInTheDocument();
    expect(within(notice).getByText('Failed to change password. Please try again.')).toBeInTheDocument();
  });
});

describe('AccountTab in Filipino', () => {
  it('shows the credit score, personal information and documents in Filipino; money and dates stay en-PH', async () => {
    setDeviceLanguage('fil');
    withDocuments([doc({ id: 4, type: 'front_id', uploadedAt: '2026-11-03T02:00:00.000Z' })]);
    await renderAccount({ ...borrower, creditScore: 500, monthlyIncome: 45000 });
    const score = await screen.findByRole('region', { name: 'Credit Score' });
    expect(await within(score).findByText('Maayos na Credit')).toBeInTheDocument();
    expect(within(score).getByText('sa 1000')).toBeInTheDocument();
    expect(within(score).getByRole('progressbar', { name: 'Credit score' })).toHaveAttribute('aria-valuetext', '500 sa 1000, Maayos na Credit');
    expect(within(score).getByText('Mababa sa 500: Mahinang Credit · 500 hanggang 750: Maayos na Credit · Higit sa 750: Napakahusay na Credit')).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Personal na Impormasyon' });
    expect(info).toHaveTextContent('Bansang pinagtatrabahuhan');
    expect(info).toHaveTextContent('Singapore');
    expect(info).toHaveTextContent('PHP 45,000.00');
    expect(within(info).getByRole('button', { name: 'Ipakita ang account number' })).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Mga Na-upload na Dokumento' });
    const item = (await within(documents).findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(item).getByText('Harap ng ID')).toBeInTheDocument();
    expect(item).toHaveTextContent('Na-upload noong Nov 3, 2026');
    expect(within(item).getByRole('button', { name: 'Tingnan ang Harap ng ID nang buo' })).toBeInTheDocument();
  });

  it('changes the password in Filipino, down to the dialog after it', async () => {
    setDeviceLanguage('fil');
    withDocuments();
    server.use(http.post('/api/user/change-password', () => HttpResponse.json({ message: 'Password has been updated' })));
    const { user } = await renderAccount();
    expect(await screen.findByRole('region', { name: 'Palitan ang Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kasalukuyang password'), 'old-secret');
    await user.type(screen.getByLabelText('Bagong password'), 'new-secret-123');
    await user.type(screen.getByLabelText('Ulitin ang bagong password'), 'new-secret-123');
    expect(screen.getByText('Hindi bababa sa 8 character')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I-update ang Password' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Gumagana na ang iyong bagong password. Na-sign out na ang ibang device na naka-sign in; mananatiling naka-sign in ang device na ito.',
    );
    expect(within(dialog).getByRole('button', { name: 'Manatiling Naka-login' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mag-login Muli' })).toBeInTheDocument();
  });
});
