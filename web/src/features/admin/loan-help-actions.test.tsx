import { configure, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminLoanDetail } from '@app/domain/contract';
import { aLoanWithAccount, anAdminLoanDetail, anApproval, anInstallment, SMALL_INSTALLMENT, aUser } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { LoanAccountDrawer } from './loan-account-drawer';

// The drawer loads the loan, then the borrower: this bounds the wait on a loaded machine, it does not add one.
configure({ asyncUtilTimeout: 5000 });

const BORROWER = aUser({ id: 7, fullName: 'Maria Santos' });

/** Loan 11 with its first installment so many days past due, nothing paid. */
function overdue(days: number, help: Partial<AdminLoanDetail['help']> = {}): AdminLoanDetail {
  const detail = anAdminLoanDetail({
    loan: aLoanWithAccount({
      installments: [
        anInstallment({ ...SMALL_INSTALLMENT, number: 1, dueDate: '2026-05-31', state: 'overdue', daysPastDue: days }),
        anInstallment({ ...SMALL_INSTALLMENT, number: 2, dueDate: '2026-06-30', state: 'overdue', daysPastDue: days - 30 }),
        anInstallment({ ...SMALL_INSTALLMENT, number: 3, dueDate: '2026-07-31', state: 'overdue', daysPastDue: days - 61 }),
      ],
      outstanding: 30_900,
      nextDue: { dueDate: '2026-05-31', amount: 10_300, daysOverdue: days },
    }),
  });
  return { ...detail, help: { ...detail.help, ...help } };
}

function serveLoan(detail: AdminLoanDetail) {
  server.use(
    http.get('/api/admin/loans/11', () => HttpResponse.json(detail)),
    http.get('/api/admin/users/7', () => HttpResponse.json({ user: BORROWER })),
  );
}

function recordPosts(path: string, answer: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const HARDSHIP = { id: 5, loanId: 11, kind: 'hardship' as const, months: null, reason: 'lost_job_abroad', note: 'My contract in Riyadh ended early.', state: 'open' as const, createdAt: '2026-11-20T02:00:00.000Z' };

describe('the loan drawer: a borrower in trouble (issue 32)', () => {
  it("lists the borrower's request and offers a new term; above the threshold the API holds it for a second officer", async () => {
    serveLoan(overdue(40, { requests: [HARDSHIP] }));
    const offers = recordPosts('/api/admin/loans/11/offers', () => HttpResponse.json({ approval: anApproval({ id: 36, kind: 'loan_offer', amount: 30_900 }) }, { status: 202 }));
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    const requests = await screen.findByRole('table', { name: 'Requests for help' });
    expect(within(requests).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'AskedRequestNoteState',
      'Nov 20, 2026Hardship: Lost job abroadMy contract in Riyadh ended early.open',
    ]);
    expect(screen.getByRole('button', { name: 'Write off' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Make an offer' }));
    const form = screen.getByRole('form', { name: 'Offer a new term' });
    await user.click(within(form).getByRole('button', { name: 'Make the offer' }));
    expect(await within(form).findByText('A restructure needs its new term: a whole number of months from 1 to 60')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New term for what remains (months)'), '9');
    await user.click(within(form).getByRole('button', { name: 'Make the offer' }));
    expect(await screen.findByText('Restructuring offer above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.')).toBeInTheDocument();
    expect(offers).toEqual([{ kind: 'restructure', term: 9 }]);
  });

  it('offers a payment holiday of 2 installments', async () => {
    serveLoan(overdue(40));
    const offers = recordPosts('/api/admin/loans/11/offers', () => HttpResponse.json({ id: 9 }, { status: 201 }));
    const { user } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    await user.click(screen.getByRole('radio', { name: 'Payment holiday' }));
    const form = screen.getByRole('form', { name: 'Offer a payment holiday' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Installments with nothing due' }), '2 installments');
    await user.click(within(form).getByRole('button', { name: 'Make the offer' }));
    expect(await screen.findByText('Offer made')).toBeInTheDocument();
    expect(offers).toEqual([{ kind: 'holiday', installments: 2 }]);
  });

  it('writes off a loan 181 days past due with a reason, held for a Finance officer; at 180 days the button stays off', async () => {
    serveLoan(overdue(181));
    const asked = recordPosts('/api/admin/loans/11/write-off', () => HttpResponse.json({ approval: anApproval({ id: 37, kind: 'write_off', amount: 30_900 }) }, { status: 202 }));
    const { user, unmount } = await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Write off' }));
    const form = screen.getByRole('form', { name: 'Write off' });
    await user.type(within(form).getByLabelText('Reason'), 'No payment in six months');
    await user.click(within(form).getByRole('button', { name: 'Write off' }));
    expect(await screen.findByText('A Finance officer must approve the write-off. Nothing changes until then.')).toBeInTheDocument();
    expect(asked).toEqual([{ reason: 'No payment in six months' }]);
    unmount();

    serveLoan(overdue(180));
    await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Write off' })).toBeDisabled();
  });

  it('flags a restructured and a written-off loan beside its status', async () => {
    serveLoan(overdue(200, { restructuredAt: '2026-06-10T02:00:00.000Z', writtenOffAt: '2026-11-20T02:00:00.000Z' }));
    await renderWithProviders(<LoanAccountDrawer loanId={11} onClose={() => {}} />);
    const status = await screen.findByRole('group', { name: 'Status' });
    expect(within(status).getByText('Restructured')).toBeInTheDocument();
    expect(within(status).getByText('Written off')).toBeInTheDocument();
    expect(screen.getByText('Written off on Nov 20, 2026: the borrower still owes and sees the same balance; collection continues.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write off' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Make an offer' })).toBeDisabled();
  });
});
