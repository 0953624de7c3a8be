import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aListedPendingLoan, anApproval } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { LoanEditDialog, LoanReviewDialog, REVIEW_COLOR_KEY } from './loan-dialogs';

const LOAN = aListedPendingLoan();

describe('Loan Request review', () => {
  it('needs a title and a message, then sends the decision with the remembered colour', async () => {
    localStorage.setItem(REVIEW_COLOR_KEY, JSON.stringify('#EF4444'));
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...LOAN, status: 'rejected' });
      }),
    );
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(screen.getByLabelText('Title'), 'Loan Declined');
    await user.type(screen.getByLabelText('Message'), 'Your income could not be confirmed.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The loan action has been processed successfully and borrower has been notified.')).toBeInTheDocument();
    expect(sent).toEqual({ status: 'decline', title: 'Loan Declined', message: 'Your income could not be confirmed.', color: '#EF4444' });
    expect(onClose).toHaveBeenCalled();
  });

  it('starts at the approve colour and shows the failure notice of SPEC 8', async () => {
    server.use(http.post('/api/admin/loans/11', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    expect(await screen.findByDisplayValue('#10B981')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Loan Approved');
    await user.type(screen.getByLabelText('Message'), 'Approved.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to process loan request. Please try again.')).toBeInTheDocument();
  });
});

describe('approval above the four-eyes limit (issue 15)', () => {
  it('says the approval was sent to another officer instead of reporting success', async () => {
    server.use(
      http.post('/api/admin/loans/11', () =>
        HttpResponse.json({ approval: anApproval() }, { status: 202 }),
      ),
    );
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={onClose} />);
    await user.type(await screen.findByLabelText('Title'), 'Loan Approved');
    await user.type(screen.getByLabelText('Message'), 'Approved.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Sent for approval')).toBeInTheDocument();
    expect(screen.getByText('Loan approval above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
    expect(screen.queryByText('The loan action has been processed successfully and borrower has been notified.')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('approval with a disbursement date (issue 12)', () => {
  it('sends the date given and refuses one ahead or more than 5 years back', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...LOAN, status: 'approved' });
      }),
    );
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    await user.type(await screen.findByLabelText('Title'), 'Loan Approved');
    await user.type(screen.getByLabelText('Message'), 'Approved.');
    const date = screen.getByLabelText('Disbursement date');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Start date cannot be in the future')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2001-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Start date can be at most 5 years ago')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(date, { target: { value: '2026-07-15' } });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('The loan action has been processed successfully and borrower has been notified.');
    expect(sent).toEqual([{ status: 'approve', title: 'Loan Approved', message: 'Approved.', color: '#10B981', startDate: '2026-07-15' }]);
  });

  it('starts at today in Manila, which an approval may leave as it is', async () => {
    await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect(await screen.findByLabelText('Disbursement date')).toHaveValue(today);
  });

  it('leaves the date out of a decline', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...LOAN, status: 'rejected' });
      }),
    );
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    await user.type(await screen.findByLabelText('Title'), 'Loan Declined');
    await user.type(screen.getByLabelText('Message'), 'Declined.');
    fireEvent.change(screen.getByLabelText('Disbursement date'), { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByText('The loan action has been processed successfully and borrower has been notified.');
    expect(sent).toEqual({ status: 'decline', title: 'Loan Declined', message: 'Declined.', color: '#10B981' });
  });
});

describe('Edit Loan', () => {
  it('keeps term 1 to 60, interest 0 to 100 with 2 decimals and a positive amount', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(LOAN);
      }),
    );
    const { user } = await renderWithProviders(<LoanEditDialog loan={LOAN} onClose={() => {}} />);
    const term = await screen.findByLabelText('Term (months)');
    await user.clear(term);
    await user.type(term, '61');
    const rate = screen.getByLabelText('Interest (% per month)');
    await user.clear(rate);
    await user.type(rate, '0.255');
    const amount = screen.getByLabelText('Amount (PHP)');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Save loan' }));
    expect(await screen.findByText('Term must be a whole number of months from 1 to 60')).toBeInTheDocument();
    expect(screen.getByText('Interest rate must be from 0 to 100 with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Amount must be more than 0 with at most 2 decimals')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.clear(term);
    await user.type(term, '36');
    await user.clear(rate);
    await user.type(rate, '0.25');
    await user.clear(amount);
    await user.type(amount, '1000000.50');
    await user.click(screen.getByRole('button', { name: 'Save loan' }));
    expect(await screen.findByText('Loan updated')).toBeInTheDocument();
    expect(sent).toEqual({ amount: 1_000_000.5, term: 36, interestRate: 0.25 });
  });
});
