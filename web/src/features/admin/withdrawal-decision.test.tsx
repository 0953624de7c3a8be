import { within } from '@testing-library/react';
import type { Withdrawal } from '@app/domain/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anApproval, aWithdrawal } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { WithdrawalsSection } from './withdrawals-section';

const MARIA: NonNullable<Withdrawal['user']> = {
  id: 7,
  fullName: 'Maria Santos',
  email: 'maria@example.ph',
  contactNumber: '+639171234567',
  walletBalance: 500_000,
  bankName: 'BDO',
  accountNumber: '001234567890',
  withdrawalsHeldUntil: null,
};

function aListedPendingWithdrawal(user: Partial<NonNullable<Withdrawal['user']>> = {}): Withdrawal {
  return aWithdrawal({ id: 21, amount: 50_000, status: 'pending', verifiedAt: '2026-11-21T02:05:00.000Z', user: { ...MARIA, ...user } });
}

/** The list with one withdrawal, and every decision the screen sends, as sent. */
function serveList(withdrawal: Withdrawal, answer: () => Response = () => HttpResponse.json({ ...withdrawal, status: 'approved' })) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/admin/withdrawals', () => HttpResponse.json([withdrawal], { headers: { 'X-Total-Count': '1' } })),
    http.post('/api/admin/withdrawals/21', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function openDialog(button: 'Approve' | 'Reject', name: 'Approve withdrawal' | 'Reject withdrawal') {
  const rendered = await renderWithProviders(<WithdrawalsSection />, { path: '/admin' });
  // The first paint of the table waits for its query: slow on a busy machine, so a generous wait.
  await rendered.user.click(await screen.findByRole('button', { name: `${button} withdrawal of Maria Santos` }, { timeout: 10_000 }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name }) };
}

describe('approving a withdrawal (issue 27)', () => {
  it('asks first, showing the member, the amount, the bank and the masked account; the full number on request', async () => {
    const sent = serveList(aListedPendingWithdrawal());
    const { user, dialog } = await openDialog('Approve', 'Approve withdrawal');
    expect(within(dialog).getByText('Maria Santos')).toBeInTheDocument();
    expect(within(dialog).getByText('PHP 50,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('BDO')).toBeInTheDocument();
    expect(within(dialog).getByText('•••• 7890')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('001234567890');
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Show account number' }));
    expect(within(dialog).getByText('001234567890')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Withdrawal updated successfully - all data synchronized')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'approved' }]);
  });

  it('sends nothing when the officer cancels', async () => {
    const sent = serveList(aListedPendingWithdrawal());
    const { user, dialog } = await openDialog('Approve', 'Approve withdrawal');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Approve withdrawal' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says in plain words that withdrawals are on hold after a bank change, and does not offer to approve', async () => {
    const sent = serveList(aListedPendingWithdrawal({ bankName: 'BPI', accountNumber: '9876-5432-10', withdrawalsHeldUntil: '2026-11-22T02:00:00.000Z' }));
    const { dialog } = await openDialog('Approve', 'Approve withdrawal');
    expect(within(dialog).getByText('BPI')).toBeInTheDocument();
    expect(within(dialog).getByText('•••• 3210')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "This member's bank account was changed recently: withdrawals are on hold until Nov 22, 2026, 10:00 AM. Approve after the hold, once the member has had time to object, or reject the request.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('says a member without bank details has none, rather than showing blanks', async () => {
    serveList(aListedPendingWithdrawal({ bankName: null, accountNumber: null }));
    const { dialog } = await openDialog('Approve', 'Approve withdrawal');
    expect(within(dialog).getAllByText('Not provided')).toHaveLength(2);
  });

  it('says "Sent for approval" when the approval waits for a second officer (202), and not that it was done', async () => {
    const sent = serveList(aListedPendingWithdrawal(), () =>
      HttpResponse.json({ approval: { ...anApproval({ id: 41, loanId: null, amount: 50_000 }), kind: 'withdrawal_approval' } }, { status: 202 }),
    );
    const { user, dialog } = await openDialog('Approve', 'Approve withdrawal');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Sent for approval')).toBeInTheDocument();
    expect(screen.queryByText('Withdrawal updated successfully - all data synchronized')).not.toBeInTheDocument();
    expect(sent).toEqual([{ status: 'approved' }]);
  });
});

describe('rejecting a withdrawal (issue 27)', () => {
  it('needs a reason: without one nothing is sent; with one, the reason goes with the rejection', async () => {
    const sent = serveList(aListedPendingWithdrawal(), () => HttpResponse.json({ ...aListedPendingWithdrawal(), status: 'rejected' }));
    const { user, dialog } = await openDialog('Reject', 'Reject withdrawal');
    expect(within(dialog).getByText('Maria Santos')).toBeInTheDocument();
    expect(within(dialog).getByText('PHP 50,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('•••• 7890')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for rejecting')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for rejecting')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Name does not match the bank account');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Withdrawal updated successfully - all data synchronized')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'rejected', reason: 'Name does not match the bank account' }]);
  });
});
