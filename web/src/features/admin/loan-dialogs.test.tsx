import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminLoanDetail } from '@app/domain/contract';
import type { UserEvent } from '@testing-library/user-event';
import { aListedPendingLoan, anAdminLoanDetail, anApproval, aUser } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { LoanEditDialog, LoanReviewDialog } from './loan-dialogs';

const LOAN = aListedPendingLoan();
const EVERY_DECISION = ['approve', 'decline', 'account_issue'] as const;

/**
 * The reads of the review (issue 32): loan 11's facts, Maria Santos (who
 * reads `language`) and her ID images. PHP 53,600.00 a month against PHP
 * 45,000.00 is 119.11 %; within the limit unless `isAboveLimit`.
 */
function serveReview({ language = 'en', review = {} }: { language?: 'en' | 'fil'; review?: Partial<AdminLoanDetail['review']> } = {}) {
  const detail = anAdminLoanDetail();
  server.use(
    http.get('/api/admin/loans/11', () => HttpResponse.json({ ...detail, review: { ...detail.review, decisions: [...EVERY_DECISION], ...review } })),
    http.get('/api/admin/users/7', () => HttpResponse.json({ user: aUser({ id: 7, fullName: 'Maria Santos', language }) })),
    http.get('/api/admin/users/7/documents', () =>
      HttpResponse.json([{ id: 5, userId: 7, type: 'front_id', filename: 'front.jpg', contentType: 'image/jpeg', size: 1000, uploadedAt: '2026-11-20T02:00:00.000Z' }]),
    ),
  );
}

async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('Loan Request review', () => {
  it('needs a title and a message, then sends the decision with the colour of SPEC 9', async () => {
    serveReview();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...LOAN, status: 'rejected' });
      }),
    );
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={onClose} />);
    await user.click(await screen.findByRole('radio', { name: 'Decline' }));
    await replaceText(user, screen.getByLabelText('Title'), '');
    await replaceText(user, screen.getByLabelText('Message'), '');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
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
    serveReview();
    server.use(http.post('/api/admin/loans/11', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    expect(await screen.findByText('#10B981')).toBeInTheDocument();
    await replaceText(user, screen.getByLabelText('Title'), 'Loan Approved');
    await replaceText(user, screen.getByLabelText('Message'), 'Approved.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to process loan request. Please try again.')).toBeInTheDocument();
  });

  it('pre-fills each decision from its template in the borrower\'s language, with its colour', async () => {
    serveReview({ language: 'fil' });
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    expect(await screen.findByText("Written in Filipino, the borrower's language")).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Aprubado ang Loan');
    expect(screen.getByLabelText('Message')).toHaveValue(
      'Magandang balita! Naaprubahan ang loan mo na PHP 1,200,000.00 sa loob ng 24 buwan at naipasok na ang halaga sa wallet mo. Ang buwanang hulog mo ay PHP 53,600.00.',
    );
    await user.click(screen.getByRole('radio', { name: 'Account Issue' }));
    expect(screen.getByLabelText('Title')).toHaveValue('May Problema sa Account');
    expect(screen.getByText('#F59E0B')).toBeInTheDocument();
    expect(screen.queryByLabelText('Disbursement date')).toBeNull();
  });

  it('writes the English template for a borrower who reads English', async () => {
    serveReview();
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    await user.click(await screen.findByRole('radio', { name: 'Decline' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Loan Declined');
    expect(screen.getByLabelText('Message')).toHaveValue(
      'We are sorry: your loan application of PHP 1,200,000.00 cannot be approved at this time. You may apply again later, or contact your loan officer to learn why.',
    );
    expect(screen.getByText('#EF4444')).toBeInTheDocument();
  });

  it('lets the officer pick another colour for the unusual case', async () => {
    serveReview();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...LOAN, status: 'approved' });
      }),
    );
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Change colour' }));
    const colour = screen.getByRole('textbox', { name: 'Notification colour' });
    await replaceText(user, colour, '#123456');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('The loan action has been processed successfully and borrower has been notified.');
    expect(sent).toMatchObject({ status: 'approve', title: 'Loan Approved', color: '#123456' });
  });

  it('shows the facts to decide with', async () => {
    serveReview({
      review: {
        earlierLoans: [{ id: 3, amount: 150_000, term: 6, status: 'closed', createdAt: '2025-05-02T02:00:00.000Z', outstanding: 0, installmentsPaid: 6, installmentsOverdue: 0, daysPastDue: 0 }],
        openWithdrawals: [{ id: 8, amount: 2_500, status: 'pending', createdAt: '2026-11-20T02:00:00.000Z' }],
      },
    });
    await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    expect(await screen.findByText('22.89%')).toBeInTheDocument();
    expect(screen.getByText('Good Credit', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Saudi Arabia')).toBeInTheDocument();
    expect(screen.getByText('6 paid · 0 overdue · at most 0 days past due')).toBeInTheDocument();
    expect(screen.getByText('PHP 2,500.00 · pending · Nov 20, 2026')).toBeInTheDocument();
    expect(await screen.findByAltText('Front of ID of the borrower')).toHaveAttribute('src', '/uploads/front.jpg');
    expect(screen.getAllByText('Not uploaded')).toHaveLength(2);
    expect(screen.queryByText(/Above the limit/)).toBeNull();
  });

  it('offers no decision on a loan already decided', async () => {
    serveReview({ review: { decisions: [] } });
    await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    expect(await screen.findByText('This loan is already decided: there is nothing left to decide.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});

describe('approval above the affordability limit (issue 32)', () => {
  it('warns, asks for the written reason and says a second officer decides on 202', async () => {
    serveReview({ review: { monthlyInstallment: 51_800, monthlyIncome: 38_000, installmentToIncome: 1.3632, isAboveLimit: true } });
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ approval: anApproval() }, { status: 202 });
      }),
    );
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={onClose} />);
    expect(await screen.findByText('136.32%')).toBeInTheDocument();
    expect(screen.getByText('Above the limit of 40.00% of the declared income: approving needs a written reason and a second officer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Please write why this loan is approved above the limit')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Reason for approving above the limit'), 'Spouse pays half; payslips seen.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Sent for a second officer')).toBeInTheDocument();
    expect(screen.getByText('The installment is above the limit of the declared income: a second officer with Lending approves it in APPROVALS. Nothing changes until then.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 'approve', reason: 'Spouse pays half; payslips seen.', color: '#10B981' });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks no reason to decline', async () => {
    serveReview({ review: { isAboveLimit: true } });
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    expect(await screen.findByLabelText('Reason for approving above the limit')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Decline' }));
    expect(screen.queryByLabelText('Reason for approving above the limit')).toBeNull();
  });
});

describe('approval above the four-eyes limit (issue 15)', () => {
  it('says the approval was sent to another officer instead of reporting success', async () => {
    serveReview();
    server.use(
      http.post('/api/admin/loans/11', () =>
        HttpResponse.json({ approval: anApproval() }, { status: 202 }),
      ),
    );
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={onClose} />);
    await replaceText(user, await screen.findByLabelText('Title'), 'Loan Approved');
    await replaceText(user, screen.getByLabelText('Message'), 'Approved.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Sent for approval')).toBeInTheDocument();
    expect(screen.getByText('Loan approval above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
    expect(screen.queryByText('The loan action has been processed successfully and borrower has been notified.')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('approval with a disbursement date (issue 12)', () => {
  it('sends the date given and refuses one ahead or more than 5 years back', async () => {
    serveReview();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...LOAN, status: 'approved' });
      }),
    );
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    await replaceText(user, await screen.findByLabelText('Title'), 'Loan Approved');
    await replaceText(user, screen.getByLabelText('Message'), 'Approved.');
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
    serveReview();
    await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect(await screen.findByLabelText('Disbursement date')).toHaveValue(today);
  });

  it('leaves the date out of a decline', async () => {
    serveReview();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/11', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...LOAN, status: 'rejected' });
      }),
    );
    const { user } = await renderWithProviders(<LoanReviewDialog loan={LOAN} onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Disbursement date'), { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('radio', { name: 'Decline' }));
    await replaceText(user, screen.getByLabelText('Title'), 'Loan Declined');
    await replaceText(user, screen.getByLabelText('Message'), 'Declined.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByText('The loan action has been processed successfully and borrower has been notified.');
    expect(sent).toEqual({ status: 'decline', title: 'Loan Declined', message: 'Declined.', color: '#EF4444' });
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
