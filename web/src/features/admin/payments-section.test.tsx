import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aLoanTransaction, anApproval, anUnmatchedPayment } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { PaymentsSection } from './payments-section';

const CSV = 'reference,amount,paid_at,transaction_id,channel\r\n70000000112,8815,2026-11-20,OTC-778,otc\r\n70000000113,1500,2026-11-20,OTC-779,otc\r\n';

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('PAYMENTS', () => {
  it('uploads the settlement file as text/csv and shows the counts and each row', async () => {
    let unmatched = [] as ReturnType<typeof anUnmatchedPayment>[];
    const sent: { type: string | null; body: string }[] = [];
    server.use(
      http.get('/api/admin/payments/unmatched', () => HttpResponse.json(unmatched)),
      http.post('/api/admin/payments/import', async ({ request }) => {
        sent.push({ type: request.headers.get('content-type'), body: await request.text() });
        unmatched = [anUnmatchedPayment()];
        return HttpResponse.json({
          posted: 1,
          duplicates: 0,
          unmatched: 1,
          rows: [
            { line: 2, status: 'posted', loanId: 11, receiptNumber: 'R-00000106', reason: null, message: null },
            { line: 3, status: 'unmatched', loanId: null, receiptNumber: null, reason: 'invalid_reference', message: 'invalid reference' },
          ],
        });
      }),
    );
    const { user } = await renderWithProviders(<PaymentsSection />);
    expect(await screen.findByText('No payments are waiting to be assigned.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'IMPORT' }));
    expect(await screen.findByText('Please choose a CSV file')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.upload(fileInput(), new File([CSV], 'settlement-2026-11-20.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'IMPORT' }));
    expect(await screen.findByText('Posted 1, duplicates 0, unmatched 1.')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 'text/csv', body: CSV }]);
    const rows = within(screen.getByRole('table', { name: 'Import results' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2Posted#11R-00000106');
    expect(rows[2]).toHaveTextContent('3Unmatchedinvalid reference');

    // The queue reloads after the import: the row with the wrong check digit waits there.
    const queue = await screen.findByRole('table', { name: 'Unmatched Payments' });
    const held = (await within(queue).findAllByRole('row'))[1]!;
    expect(held).toHaveTextContent('70000000113');
    expect(held).toHaveTextContent('PHP 1,500.00');
    expect(held).toHaveTextContent('Over-the-counter');
    expect(held).toHaveTextContent('OTC-779');
    expect(held).toHaveTextContent('invalid reference');
  });

  it("shows the server's reason when it refuses the file", async () => {
    server.use(
      http.get('/api/admin/payments/unmatched', () => HttpResponse.json([])),
      http.post('/api/admin/payments/import', () =>
        HttpResponse.json({ code: 'settlement_header', message: 'The first line must be the header reference,amount,paid_at,transaction_id,channel' }, { status: 400 }),
      ),
    );
    const { user } = await renderWithProviders(<PaymentsSection />);
    await user.upload(fileInput(), new File(['ref,amt\n1,2\n'], 'wrong.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'IMPORT' }));
    expect(await screen.findByText('The first line must be the header reference,amount,paid_at,transaction_id,channel')).toBeInTheDocument();
  });

  it('assigns held money to the loan the officer names', async () => {
    let assigned: unknown = null;
    let unmatched = [anUnmatchedPayment()];
    server.use(
      http.get('/api/admin/payments/unmatched', () => HttpResponse.json(unmatched)),
      http.post('/api/admin/payments/unmatched/31/assign', async ({ request }) => {
        assigned = await request.json();
        if ((assigned as { loanId: number }).loanId === 99) return HttpResponse.json({ code: 'loan_not_found', message: 'Loan not found' }, { status: 404 });
        unmatched = [];
        return HttpResponse.json({ receiptNumber: 'R-00000107', amount: 1500, loanId: 11, balance: 19_100, isLoanClosed: false, transaction: aLoanTransaction({ id: 107 }) });
      }),
    );
    const { user } = await renderWithProviders(<PaymentsSection />);
    await user.click(await screen.findByRole('button', { name: 'Assign to Loan: OTC-779' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Loan' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign to Loan' }));
    expect(await within(dialog).findByText('Invalid id')).toBeInTheDocument();
    expect(assigned).toBeNull();
    await user.type(within(dialog).getByLabelText('Loan ID'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Assign to Loan' }));
    expect(await within(dialog).findByText('Loan not found')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Loan ID'));
    await user.type(within(dialog).getByLabelText('Loan ID'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Assign to Loan' }));
    expect(await screen.findByText('R-00000107: PHP 1,500.00 to loan #11.')).toBeInTheDocument();
    expect(assigned).toEqual({ loanId: 11 });
    expect(await screen.findByText('No payments are waiting to be assigned.')).toBeInTheDocument();
  });

  it('says a file or an assignment above the four-eyes limit was sent for approval, and shows no results (issue 27)', async () => {
    server.use(
      http.get('/api/admin/payments/unmatched', () => HttpResponse.json([anUnmatchedPayment()])),
      http.post('/api/admin/payments/import', () => HttpResponse.json({ approval: anApproval({ id: 36, kind: 'settlement_import', loanId: null, amount: 10_315 }) }, { status: 202 })),
      http.post('/api/admin/payments/unmatched/31/assign', () => HttpResponse.json({ approval: anApproval({ id: 37, kind: 'unmatched_assign', amount: 1_500 }) }, { status: 202 })),
    );
    const { user } = await renderWithProviders(<PaymentsSection />);
    await user.upload(fileInput(), new File([CSV], 'settlement-2026-11-20.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'IMPORT' }));
    expect(await screen.findByText('Settlement file above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Import results' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Assign to Loan: OTC-779' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Loan' });
    await user.type(within(dialog).getByLabelText('Loan ID'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Assign to Loan' }));
    expect(await screen.findByText('Unmatched payment assigned above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
  });
});
