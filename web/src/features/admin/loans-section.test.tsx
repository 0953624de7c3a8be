import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { aListedPendingLoan } from '../../test/fixtures';
import { LoansSection } from './loans-section';

const PENDING = aListedPendingLoan();
const DISBURSED = aListedPendingLoan({ id: 12, status: 'approved', disbursedAt: '2026-11-21T03:00:00.000Z', startDate: '2026-11-21' });
const CANCELLED = aListedPendingLoan({ id: 13, status: 'cancelled', disbursedAt: '2026-11-21T03:00:00.000Z', startDate: '2026-11-21' });

function rowOf(loanId: number) {
  const link = screen.getByRole('button', { name: `Open loan #${loanId} of Maria Santos` });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for loan ${loanId}`);
  return within(row);
}

describe('deciding a loan (issue 32)', () => {
  it('offers the review on a pending loan only: one approved, declined or cancelled offers no decision', async () => {
    const DECLINED = aListedPendingLoan({ id: 14, status: 'rejected' });
    server.use(http.get('/api/admin/loans', () => HttpResponse.json([PENDING, DISBURSED, CANCELLED, DECLINED], { headers: { 'X-Total-Count': '4' } })));
    await renderWithProviders(<LoansSection />, { path: '/admin' });
    await screen.findByRole('button', { name: 'Open loan #14 of Maria Santos' }, { timeout: 15_000 });
    expect(rowOf(11).getByRole('button', { name: 'Review loan of Maria Santos' })).toBeInTheDocument();
    for (const decided of [12, 13, 14]) expect(rowOf(decided).queryByRole('button', { name: 'Review loan of Maria Santos' })).not.toBeInTheDocument();
  });
});

describe('deleting a loan (issue 27, item 2b)', () => {
  it('offers Delete on a loan that never paid out or was cancelled in cooling-off, never on a paid-out one', async () => {
    server.use(http.get('/api/admin/loans', () => HttpResponse.json([PENDING, DISBURSED, CANCELLED], { headers: { 'X-Total-Count': '3' } })));
    await renderWithProviders(<LoansSection />, { path: '/admin' });
    // The table's first render in a fresh jsdom can take a few seconds on a busy machine: wait for it, assert nothing about time.
    await screen.findByRole('button', { name: 'Open loan #12 of Maria Santos' }, { timeout: 15_000 });
    expect(rowOf(11).getByRole('button', { name: 'Delete loan of Maria Santos' })).toBeInTheDocument();
    expect(rowOf(12).queryByRole('button', { name: 'Delete loan of Maria Santos' })).not.toBeInTheDocument();
    expect(rowOf(13).getByRole('button', { name: 'Delete loan of Maria Santos' })).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the deletion', async () => {
    const REFUSED = 'A loan that has been paid out cannot be deleted: it ends by cooling-off cancellation, payoff or write-off';
    server.use(
      http.get('/api/admin/loans', () => HttpResponse.json([PENDING], { headers: { 'X-Total-Count': '1' } })),
      http.delete('/api/admin/loans/11', () => HttpResponse.json({ code: 'loan_disbursed_not_deletable', message: REFUSED }, { status: 409 })),
    );
    const { user } = await renderWithProviders(<LoansSection />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete loan of Maria Santos' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete loan?' });
    expect(within(dialog).getByText('The PHP 1,200,000.00 loan of Maria Santos will be removed from the list.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(screen.getByText('Failed to update loan')).toBeInTheDocument();
  });
});
