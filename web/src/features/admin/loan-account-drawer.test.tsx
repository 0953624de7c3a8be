import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  aLoanTransaction,
  aLoanWithAccount,
  anAdminLoanDetail,
  anApproval,
  anAuditEntry,
  anInstallment,
  OFFICERS_DISBURSEMENT,
  SMALL_INSTALLMENT,
  aUser,
} from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { LoanAccountDrawer } from './loan-account-drawer';

const BORROWER = aUser({ id: 7, fullName: 'Maria Santos', contactNumber: '+639171234567' });

/** Loan 11, 45 days after its first due date: installment 1 overdue with a late fee of 515.00, one GCash payment reversed, one wallet payment standing. */
const OVERDUE = anAdminLoanDetail({
  loan: aLoanWithAccount({
    installments: [
      anInstallment({ ...SMALL_INSTALLMENT, number: 1, dueDate: '2026-10-31', lateFee: 515, amountPaid: 2000, outstanding: 8815, state: 'overdue', daysPastDue: 22 }),
      anInstallment({ ...SMALL_INSTALLMENT, number: 2, dueDate: '2026-11-30', state: 'upcoming' }),
      anInstallment({ ...SMALL_INSTALLMENT, number: 3, dueDate: '2026-12-31', state: 'upcoming' }),
    ],
    outstanding: 29_415,
    nextDue: { dueDate: '2026-10-31', amount: 8815, daysOverdue: 22 },
  }),
  transactions: [
    aLoanTransaction(OFFICERS_DISBURSEMENT),
    aLoanTransaction({
      id: 102,
      kind: 'repayment',
      amount: 5000,
      receiptNumber: 'R-00000102',
      source: 'gcash',
      externalReference: 'GC-2026-0042',
      receivedAt: '2026-11-01T16:00:00.000Z',
      actorId: 3,
      reversedById: 103,
      createdAt: '2026-11-02T03:00:00.000Z',
    }),
    aLoanTransaction({ id: 103, kind: 'reversal', amount: 5000, reason: 'Transfer bounced', actorId: 3, reversesId: 102, createdAt: '2026-11-03T03:00:00.000Z' }),
    aLoanTransaction({ id: 104, kind: 'late_fee', amount: 515, installment: 1, actorId: null, createdAt: '2026-11-04T16:00:00.000Z' }),
    aLoanTransaction({ id: 105, kind: 'repayment', amount: 2000, receiptNumber: 'R-00000105', source: 'wallet', actorId: 7, createdAt: '2026-11-10T03:00:00.000Z' }),
  ],
  audit: [anAuditEntry(), anAuditEntry({ id: 502, actorId: 3, actorEmail: 'collections@lender.example.ph', action: 'payment.reverse' })],
});

function serveLoan(detail = OVERDUE) {
  server.use(
    http.get('/api/admin/loans/11', () => HttpResponse.json(detail)),
    http.get('/api/admin/users/7', () => HttpResponse.json({ user: BORROWER })),
  );
}

describe('the loan account of the back office', () => {
  it('shows the summary, the installments with their states and every transaction, reversed ones marked', async () => {
    serveLoan();
    await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Loan Account #11' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('group', { name: 'Borrower' })).findByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Amount' })).toHaveTextContent('PHP 30,000.00 · 3 mo at 1%');
    expect(screen.getByRole('group', { name: 'Status' })).toHaveTextContent('approved');
    expect(screen.getByRole('group', { name: 'Outstanding balance' })).toHaveTextContent('PHP 29,415.00');
    expect(screen.getByRole('group', { name: 'Payment reference' })).toHaveTextContent('70000000112');
    expect(screen.getByRole('group', { name: 'Next due' })).toHaveTextContent('PHP 8,815.00 on Oct 31, 2026');
    expect(screen.getByRole('group', { name: 'Next due' })).toHaveTextContent('Next duePHP 8,815.00 on Oct 31, 2026 · 22 days overdue');

    const installments = within(screen.getByRole('table', { name: 'Installments' })).getAllByRole('row');
    expect(installments[1]).toHaveTextContent('Overdue');
    expect(installments[1]).toHaveTextContent('22 days past due');
    expect(installments[1]).toHaveTextContent('PHP 515.00');
    expect(installments[2]).toHaveTextContent('Upcoming');

    const rows = within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('Disbursement');
    expect(rows[1]).toHaveTextContent('officer@example.com');
    expect(rows[2]).toHaveTextContent('Payment');
    expect(rows[2]).toHaveTextContent('Reversed');
    expect(rows[2]).toHaveTextContent('GCash · GC-2026-0042');
    expect(rows[2]).toHaveTextContent('collections@lender.example.ph');
    expect(within(rows[2]!).queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(rows[3]).toHaveTextContent('Reversal');
    expect(rows[3]).toHaveTextContent('Transfer bounced');
    expect(rows[4]).toHaveTextContent('Late fee');
    expect(rows[4]).toHaveTextContent('Installment 1');
    expect(rows[4]).toHaveTextContent('System');
    expect(rows[5]).toHaveTextContent('Wallet');
    expect(rows[5]).toHaveTextContent('Maria Santos');
    expect(within(rows[5]!).getByRole('button', { name: 'Reverse Payment R-00000105' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'R-00000102' })).toHaveAttribute('href', '/api/admin/payments/102/receipt.pdf');
    expect(screen.getByRole('link', { name: 'Statement of Account' })).toHaveAttribute('href', '/api/admin/loans/11/statement.pdf');
  });

  it('says a loan not yet paid out has no account, and offers no payment', async () => {
    serveLoan(anAdminLoanDetail({ loan: aLoanWithAccount({ status: 'pending', installments: [], outstanding: 0, paymentReference: null, nextDue: null }), transactions: [] }));
    await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    expect(await screen.findByText('This loan has not been paid out yet, so it has no installments or payments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).toBeNull();
  });

  it('records a payment: the schema messages first, then the server refusal, then the posting', async () => {
    serveLoan();
    const sent: unknown[] = [];
    let isRefusing = true;
    server.use(
      http.post('/api/admin/loans/11/payments', async ({ request }) => {
        sent.push(await request.json());
        if (isRefusing) return HttpResponse.json({ message: 'This channel reference was already posted' }, { status: 409 });
        return HttpResponse.json({ receiptNumber: 'R-00000106', amount: 8815, loanId: 11, balance: 20_600, isLoanClosed: false, transaction: aLoanTransaction({ id: 106 }) }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const form = screen.getByRole('form', { name: 'Record Payment' });
    fireEvent.change(within(form).getByLabelText('Date received'), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));
    expect(await within(form).findByText('Please enter an amount of more than PHP 0.00 with at most 2 decimals')).toBeInTheDocument();
    expect(within(form).getByText('Please choose GCash, Maya, bank transfer or over-the-counter')).toBeInTheDocument();
    expect(within(form).getByText('Transaction reference is required')).toBeInTheDocument();
    expect(within(form).getByText('Date received must be a date like 2026-11-22, or a date and time')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Amount (PHP)'), '8815');
    await user.click(within(form).getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'GCash' }));
    await user.type(within(form).getByLabelText('Channel reference'), 'GC-2026-0099');
    fireEvent.change(within(form).getByLabelText('Date received'), { target: { value: '2999-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));
    expect(await within(form).findByText('Date received cannot be in the future')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Date received'), { target: { value: '2026-11-20' } });
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));
    expect(await within(form).findByText('This channel reference was already posted')).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 8815, channel: 'gcash', reference: 'GC-2026-0099', receivedAt: '2026-11-19T16:00:00.000Z' }]);

    isRefusing = false;
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('R-00000106: PHP 8,815.00. Balance PHP 20,600.00.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record Payment' })).toBeNull();
  });

  it('records a payment with a photo of its receipt, uploaded first, and lists who recorded it with the partner and the receipt link (issue 27)', async () => {
    serveLoan(
      anAdminLoanDetail({
        ...OVERDUE,
        transactions: [
          aLoanTransaction(OFFICERS_DISBURSEMENT),
          aLoanTransaction({ id: 106, kind: 'repayment', amount: 1000, receiptNumber: 'R-00000106', source: 'otc', channelPartner: '7-Eleven', externalReference: '711-0042', receivedAt: '2026-11-01T16:00:00.000Z', hasReceiptPhoto: true, actorId: 3, createdAt: '2026-11-02T03:00:00.000Z' }),
        ],
      }),
    );
    const steps: string[] = [];
    let sent: unknown = null;
    server.use(
      http.post('/api/objects/upload', async ({ request }) => {
        steps.push(`upload ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ uploadURL: '/api/objects/upload/tok-1' });
      }),
      http.put('/api/objects/upload/tok-1', async ({ request }) => {
        steps.push(`put ${request.headers.get('content-type')} ${(await request.arrayBuffer()).byteLength}`);
        return new HttpResponse(null, { status: 200 });
      }),
      http.post('/api/admin/loans/11/payments', async ({ request }) => {
        sent = await request.json();
        steps.push('payment');
        return HttpResponse.json({ receiptNumber: 'R-00000107', amount: 500, loanId: 11, balance: 28_915, isLoanClosed: false, transaction: aLoanTransaction({ id: 107 }) }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('Over-the-counter · 7-Eleven · 711-0042')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Receipt photo' })).toHaveAttribute('href', '/api/admin/payments/106/receipt-photo');
    expect(within(table).getByText('collections@lender.example.ph')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    const form = screen.getByRole('form', { name: 'Record Payment' });
    expect(within(form).getByLabelText('Date received')).toHaveAttribute('max');
    await user.type(within(form).getByLabelText('Amount (PHP)'), '500');
    await user.click(within(form).getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Over-the-counter' }));
    await user.type(within(form).getByLabelText('Channel reference'), 'OR-5512');
    fireEvent.change(within(form).getByLabelText('Date received'), { target: { value: '2026-11-20' } });
    const photo = new File([new Uint8Array(2048)], 'receipt.jpg', { type: 'image/jpeg' });
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, photo);
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('R-00000107: PHP 500.00. Balance PHP 28,915.00.')).toBeInTheDocument();
    expect(steps).toEqual(['upload {"contentType":"image/jpeg","size":2048}', 'put image/jpeg 2048', 'payment']);
    expect(sent).toEqual({ amount: 500, channel: 'otc', reference: 'OR-5512', receivedAt: '2026-11-19T16:00:00.000Z', receiptUploadURL: '/api/objects/upload/tok-1' });
  });

  it('records a payment typed as ₱ 2,000.50 as the number 2000.5 (issue 28)', async () => {
    serveLoan();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/loans/11/payments', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ receiptNumber: 'R-00000106', amount: 2000.5, loanId: 11, balance: 27_414.5, isLoanClosed: false, transaction: aLoanTransaction({ id: 106 }) }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const form = screen.getByRole('form', { name: 'Record Payment' });
    await user.type(within(form).getByLabelText('Amount (PHP)'), '₱ 2,000.50');
    await user.click(within(form).getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'GCash' }));
    await user.type(within(form).getByLabelText('Channel reference'), 'GC-2026-0100');
    fireEvent.change(within(form).getByLabelText('Date received'), { target: { value: '2026-11-20' } });
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('R-00000106: PHP 2,000.50. Balance PHP 27,414.50.')).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 2000.5, channel: 'gcash', reference: 'GC-2026-0100', receivedAt: '2026-11-19T16:00:00.000Z' }]);
  });

  it('waives the late fee of an installment that has one, with a reason', async () => {
    serveLoan();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/11/waive-fee', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Waive Fee' }));
    const form = screen.getByRole('form', { name: 'Waive Fee' });
    expect(within(form).getByRole('combobox', { name: 'Installment' })).toHaveValue('Installment 1: PHP 515.00');
    await user.click(within(form).getByRole('button', { name: 'Waive Fee' }));
    expect(await within(form).findByText('Reason is required')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(within(form).getByLabelText('Reason'), 'Hospital stay');
    await user.click(within(form).getByRole('button', { name: 'Waive Fee' }));
    expect(await screen.findByText('Late Fee Waived')).toBeInTheDocument();
    expect(sent).toEqual({ installment: 1, reason: 'Hospital stay' });
  });

  it('says so when no installment has a fee to waive', async () => {
    serveLoan(anAdminLoanDetail());
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Waive Fee' }));
    expect(screen.getByText('No installment has an unpaid late fee.')).toBeInTheDocument();
  });

  it('says a recorded payment or a waiver above the four-eyes limit was sent for approval (issue 27)', async () => {
    serveLoan();
    server.use(
      http.post('/api/admin/loans/11/payments', () =>
        HttpResponse.json({ approval: anApproval({ id: 34, kind: 'payment_record', amount: 8_815, makerReason: 'otc OR-1' }) }, { status: 202 }),
      ),
      http.post('/api/admin/loans/11/waive-fee', () => HttpResponse.json({ approval: anApproval({ id: 35, kind: 'fee_waiver', amount: 515 }) }, { status: 202 })),
    );
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const form = screen.getByRole('form', { name: 'Record Payment' });
    await user.type(within(form).getByLabelText('Amount (PHP)'), '8815');
    await user.click(within(form).getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Over-the-counter' }));
    await user.type(within(form).getByLabelText('Channel reference'), 'OR-1');
    fireEvent.change(within(form).getByLabelText('Date received'), { target: { value: '2026-11-20' } });
    await user.click(within(form).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Recorded payment above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Waive Fee' }));
    const waiver = screen.getByRole('form', { name: 'Waive Fee' });
    await user.type(within(waiver).getByLabelText('Reason'), 'Hospital stay');
    await user.click(within(waiver).getByRole('button', { name: 'Waive Fee' }));
    expect(await screen.findByText('Late fee waiver above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
    expect(screen.queryByText('Late Fee Waived')).toBeNull();
  });

  it('says a reversal above the four-eyes limit was sent for approval (issue 15)', async () => {
    serveLoan();
    server.use(
      http.post('/api/admin/payments/105/reverse', () =>
        HttpResponse.json({ approval: anApproval({ id: 33, kind: 'payment_reversal', paymentId: 105, amount: 2_000 }) }, { status: 202 }),
      ),
    );
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Reverse Payment R-00000105' }));
    const form = screen.getByRole('form', { name: 'Reverse Payment' });
    await user.type(within(form).getByLabelText('Reason'), 'Posted twice by mistake');
    await user.click(within(form).getByRole('button', { name: 'Reverse Payment' }));
    expect(await screen.findByText('Sent for approval')).toBeInTheDocument();
    expect(screen.getByText('Payment reversal above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Reversed')).toBeNull();
  });

  it('reverses a payment with a reason and shows why the server refused', async () => {
    serveLoan();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/payments/105/reverse', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ code: 'payment_already_reversed', message: 'This payment has already been reversed' }, { status: 409 });
      }),
    );
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Reverse Payment R-00000105' }));
    const form = screen.getByRole('form', { name: 'Reverse Payment' });
    expect(form).toHaveTextContent('R-00000105 · PHP 2,000.00');
    await user.click(within(form).getByRole('button', { name: 'Reverse Payment' }));
    expect(await within(form).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Reason'), 'Posted twice by mistake');
    await user.click(within(form).getByRole('button', { name: 'Reverse Payment' }));
    expect(await within(form).findByText('This payment has already been reversed')).toBeInTheDocument();
    expect(sent).toEqual({ reason: 'Posted twice by mistake' });
  });
});
