import type { Approval } from '@app/domain/contract';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anApproval, OFFICER } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { ApprovalsSection } from './approvals-section';

const INBOX = [
  anApproval(),
  anApproval({ id: 32, kind: 'balance_adjustment', loanId: null, amount: 600_000.5, borrower: { id: 8, fullName: 'Jose Rizal' }, maker: { id: OFFICER.id, fullName: 'Administrator' } }),
  anApproval({ id: 30, kind: 'payment_reversal', amount: 700_000, state: 'rejected', checker: { id: 9, fullName: 'Luz Cruz' }, decidedAt: '2026-11-21T03:00:00.000Z', reason: 'Not a duplicate' }),
];

function serveInbox(rows: Approval[] = INBOX) {
  server.use(
    http.get('/api/admin/approvals', () =>
      HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length), 'X-Pending-Count': String(rows.filter((row) => row.state === 'pending').length) } }),
    ),
  );
}

describe('APPROVALS', () => {
  it('lists kind, borrower, amount, maker, when asked and state; the maker cannot decide their own request', async () => {
    serveInbox();
    await renderWithProviders(<ApprovalsSection admin={OFFICER} />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Approvals' });
    await within(table).findByText('Jose Rizal');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('KindBorrowerAmountMakerAsked atStateActions');
    expect(rows[1]).toHaveTextContent('Loan approvalMaria SantosPHP 550,000.00Ana ReyesNov 21, 2026');
    expect(rows[1]).toHaveTextContent('Waiting');
    expect(within(rows[1]!).getByRole('button', { name: 'Approve Loan approval of PHP 550,000.00 for Maria Santos' })).toBeEnabled();
    expect(rows[2]).toHaveTextContent('Balance adjustmentJose RizalPHP 600,000.50Administrator');
    expect(within(rows[2]!).getByRole('button', { name: 'Approve Balance adjustment of PHP 600,000.50 for Jose Rizal' })).toBeDisabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Reject Balance adjustment of PHP 600,000.50 for Jose Rizal' })).toBeDisabled();
    expect(rows[2]).toHaveTextContent('Your own request: another staff member decides it');
    expect(rows[3]).toHaveTextContent('Payment reversal');
    expect(rows[3]).toHaveTextContent('Rejected');
    expect(rows[3]).toHaveTextContent('Luz Cruz');
    expect(rows[3]).toHaveTextContent('Not a duplicate');
    expect(within(rows[3]!).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('approves after a confirmation', async () => {
    serveInbox();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/approvals/31', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ approval: anApproval({ state: 'approved' }) });
      }),
    );
    const { user } = await renderWithProviders(<ApprovalsSection admin={OFFICER} />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Approve Loan approval of PHP 550,000.00 for Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve request' });
    expect(dialog).toHaveTextContent('Approve the Loan approval of PHP 550,000.00 for Maria Santos, asked by Ana Reyes? It takes effect at once.');
    expect(sent).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(sent).toEqual({ decision: 'approve' });
  });

  it('rejects only with a reason, and shows why the server refused', async () => {
    serveInbox();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/approvals/31', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ code: 'approval_already_decided', message: 'This request has already been decided' }, { status: 409 });
      }),
    );
    const { user } = await renderWithProviders(<ApprovalsSection admin={OFFICER} />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Reject Loan approval of PHP 550,000.00 for Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for rejecting')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(within(dialog).getByLabelText('Reason'), 'Income not verified');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This request has already been decided')).toBeInTheDocument();
    expect(screen.getByText('Could not decide this request')).toBeInTheDocument();
    expect(sent).toEqual({ decision: 'reject', reason: 'Income not verified' });
  });

  it("shows who asked and why: the maker's reason under their name (issue 27)", async () => {
    serveInbox([anApproval({ id: 38, kind: 'withdrawal_approval', loanId: null, amount: 1_000, makerReason: null }), anApproval({ id: 39, kind: 'fee_waiver', amount: 515, makerReason: 'Hospital stay' })]);
    await renderWithProviders(<ApprovalsSection admin={OFFICER} />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Approvals' });
    await within(table).findByText('Hospital stay');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Withdrawal approvalMaria SantosPHP 1,000.00Ana ReyesNov 21, 2026');
    expect(rows[2]).toHaveTextContent('Late fee waiverMaria SantosPHP 515.00Ana ReyesHospital stayNov 21, 2026');
    expect(within(rows[2]!).getByLabelText('Reason given: Hospital stay')).toBeInTheDocument();
  });
});
