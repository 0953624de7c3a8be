import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { server, serveMember } from '../../test/server';
import { liveStatus } from '../../lib/live-status';
import { BalanceEdit } from './inline-edits';
import { LoansSection } from './loans-section';
import { MemberDialog } from './member-dialog';
import { aListedPendingLoan, aVerifiedUser, anApproval } from '../../test/fixtures';

const MARIA = aVerifiedUser({ id: 7, email: 'maria@example.com' });
const LOAN = aListedPendingLoan();

describe('Edit Member Details', () => {
  it('checks what was changed and sends only that', async () => {
    let sent: unknown = null;
    server.use(
      http.get('/api/admin/users/7', () => HttpResponse.json({ user: MARIA })),
      http.put('/api/admin/users/7', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ user: { ...MARIA, fullName: 'Maria L. Santos' } });
      }),
    );
    const { user } = await renderWithProviders(<MemberDialog memberId={7} onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Edit Member Details' })).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Save changes' });
    await user.click(save);
    expect(await screen.findByText('Please change at least one field')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    const score = screen.getByLabelText('Credit score (0 to 1000)');
    await user.clear(score);
    await user.type(score, '1200');
    await user.click(save);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Credit score must be a whole number from 0 to 1000')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.clear(email);
    await user.type(email, 'maria@example.com');
    await user.clear(score);
    await user.type(score, '500');
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Maria L. Santos');
    await user.click(save);
    expect(await screen.findByText('Member updated')).toBeInTheDocument();
    expect(sent).toEqual({ fullName: 'Maria L. Santos' });
  });
});

describe('the member history', () => {
  it('shows who of the staff viewed the member’s ID images, above the changes', async () => {
    serveMember(MARIA, {
      documentViews: [{ id: 1, documentType: 'selfie_with_id', viewedAt: '2026-11-21T06:30:00.000Z', viewerName: 'Ben Cruz', viewerRole: 'admin' }],
    });
    const { user } = await renderWithProviders(<MemberDialog memberId={7} onClose={() => {}} />);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Views of ID documents')).toBeInTheDocument();
    const row = await screen.findByRole('row');
    expect(row).toHaveTextContent('Nov 21, 2026, 2:30 PMSelfie with IDBen Cruz (Loan officer)');
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('says so when no staff member has viewed them', async () => {
    serveMember(MARIA);
    const { user } = await renderWithProviders(<MemberDialog memberId={7} onClose={() => {}} />);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText("No staff member has viewed this member's ID documents.")).toBeInTheDocument();
  });
});

describe('the inline balance edit', () => {
  it('refuses a negative balance and posts the new balance with its reason', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/users/7', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ user: { ...MARIA, walletBalance: 2500.75 } });
      }),
    );
    const { user } = await renderWithProviders(<BalanceEdit userId={7} name="Maria Santos" balance={0} />);
    await user.click(screen.getByRole('button', { name: /Edit wallet balance of Maria Santos/ }));
    const balance = await screen.findByLabelText('New balance (PHP)');
    await user.clear(balance);
    await user.type(balance, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet balance must be an amount of 0 or more with at most 2 decimals')).toBeInTheDocument();
    await user.clear(balance);
    await user.type(balance, '2500.75');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Refund of double charge');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet balance updated')).toBeInTheDocument();
    expect(sent).toEqual({ walletBalance: 2500.75, expectedBalance: 0, reason: 'Refund of double charge' });
  });

  it('says a change above the four-eyes limit was sent for approval (issue 15)', async () => {
    server.use(
      http.post('/api/admin/users/7', () =>
        HttpResponse.json({ approval: anApproval({ id: 32, kind: 'balance_adjustment', loanId: null, amount: 600_000 }) }, { status: 202 }),
      ),
    );
    const { user } = await renderWithProviders(<BalanceEdit userId={7} name="Maria Santos" balance={0} />);
    await user.click(screen.getByRole('button', { name: /Edit wallet balance of Maria Santos/ }));
    const balance = await screen.findByLabelText('New balance (PHP)');
    await user.clear(balance);
    await user.type(balance, '600000');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Remittance received');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sent for approval')).toBeInTheDocument();
    expect(screen.getByText('Balance adjustment above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
    expect(screen.queryByText('Wallet balance updated')).toBeNull();
  });

  it('sends the balance seen when the edit opened, even when the table has moved on since, and shows why the edit was refused', async () => {
    const CHANGED = 'The wallet balance has changed since you opened it (it is now PHP 400,000.00). Check the new balance and try again.';
    let balance = 500_000;
    let sent: unknown = null;
    server.use(
      http.get('/api/admin/loans', () => HttpResponse.json([{ ...LOAN, user: { ...LOAN.user, walletBalance: balance } }], { headers: { 'X-Total-Count': '1' } })),
      http.post('/api/admin/users/7', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ code: 'balance_changed', message: CHANGED }, { status: 409 });
      }),
    );
    liveStatus.set(true);
    try {
      const { user, queryClient } = await renderWithProviders(<LoansSection />, { path: '/admin' });
      await user.click(await screen.findByRole('button', { name: 'Edit wallet balance of Maria Santos, now PHP 500,000.00' }));
      const input = await screen.findByLabelText('New balance (PHP)');
      // A withdrawal is approved while the officer types; the table learns of it, the officer's starting point does not move.
      balance = 400_000;
      await queryClient.invalidateQueries({ queryKey: ['admin', 'loans'] });
      await user.clear(input);
      await user.type(input, '510000');
      await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Goodwill credit');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(CHANGED)).toBeInTheDocument();
      expect(screen.getByText('Failed to update wallet balance')).toBeInTheDocument();
      expect(sent).toEqual({ walletBalance: 510_000, expectedBalance: 500_000, reason: 'Goodwill credit' });
      expect(screen.queryByLabelText('New balance (PHP)')).not.toBeInTheDocument();
    } finally {
      liveStatus.set(false);
    }
  });

  it('refreshes the table at once after a refused edit, so it shows the balance as it is now', async () => {
    let balance = 500_000;
    server.use(
      http.get('/api/admin/loans', () => HttpResponse.json([{ ...LOAN, user: { ...LOAN.user, walletBalance: balance } }], { headers: { 'X-Total-Count': '1' } })),
      http.post('/api/admin/users/7', () => {
        balance = 400_000;
        return HttpResponse.json({ code: 'balance_changed', message: 'The wallet balance has changed since you opened it (it is now PHP 400,000.00). Check the new balance and try again.' }, { status: 409 });
      }),
    );
    // With the live channel up the table polls only every 45 s: what refreshes it is the edit's answer.
    liveStatus.set(true);
    try {
      const { user } = await renderWithProviders(<LoansSection />, { path: '/admin' });
      await user.click(await screen.findByRole('button', { name: 'Edit wallet balance of Maria Santos, now PHP 500,000.00' }));
      await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Goodwill credit');
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('button', { name: 'Edit wallet balance of Maria Santos, now PHP 400,000.00' })).toBeInTheDocument();
    } finally {
      liveStatus.set(false);
    }
  });
});
