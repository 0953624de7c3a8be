import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anApproval, aWithdrawal } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { WithdrawalsSection } from './withdrawals-section';

const PENDING = aWithdrawal({
  status: 'pending',
  verifiedAt: '2026-02-01T02:05:00.000Z',
  user: { id: 7, fullName: 'Maria Santos', email: 'maria@example.com', contactNumber: '+639171234567', walletBalance: 5_000, bankName: 'BPI', accountNumber: '1234567890', withdrawalsHeldUntil: null },
  code: { sentAt: '2026-02-01T02:00:00.000Z', expiresAt: '2026-02-01T02:10:00.000Z', triesLeft: 5, isVerified: true, isExpired: false },
});

describe('WITHDRAWALS: approval above the four-eyes limit (issue 27)', () => {
  it('says the approval was sent to another staff member, not that the withdrawal was updated', async () => {
    let decided: unknown = null;
    server.use(
      http.get('/api/admin/withdrawals', () => HttpResponse.json([PENDING], { headers: { 'X-Total-Count': '1' } })),
      http.post('/api/admin/withdrawals/21', async ({ request }) => {
        decided = await request.json();
        return HttpResponse.json({ approval: anApproval({ id: 40, kind: 'withdrawal_approval', loanId: null, amount: 5_000 }) }, { status: 202 });
      }),
    );
    const { user } = await renderWithProviders(<WithdrawalsSection />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Withdrawal list' });
    await user.click(await within(table).findByRole('button', { name: 'Approve withdrawal of Maria Santos' }));
    // Issue 27 item 11: approving asks first, in a dialog that shows the account.
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Withdrawal approval above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
    expect(screen.getByText('Sent for approval')).toBeInTheDocument();
    expect(decided).toEqual({ status: 'approved' });
  });
});
