import type { DstReport, TrialBalance } from '@app/domain/contract';
import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readInFilipino } from '../../test/filipino';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { FinanceSection } from './finance-section';

const EMPTY_TRIAL_BALANCE: TrialBalance = { at: '2026-11-30', accounts: [], totalDebit: 0, totalCredit: 0 };

/* Two loans paid out in November 2026: 500,000 over 12 months (3,750.00, the lender's) and 150,000 over 181 days (557.88, the borrower's). */
const NOVEMBER: DstReport = {
  month: '2026-11',
  loans: 2,
  principal: 650_000,
  tax: 4_307.88,
  rows: [
    { loanId: 7, disbursedOn: '2026-11-21', principal: 500_000, termDays: 365, tax: 3_750, borneBy: 'lender' },
    { loanId: 9, disbursedOn: '2026-11-24', principal: 150_000, termDays: 181, tax: 557.88, borneBy: 'borrower' },
  ],
};

function serveDst(asked: string[]) {
  server.use(
    http.get('/api/admin/books/trial-balance', () => HttpResponse.json(EMPTY_TRIAL_BALANCE)),
    http.get('/api/admin/books/dst', ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      asked.push(month);
      return HttpResponse.json(month === '2026-11' ? NOVEMBER : { month, loans: 0, principal: 0, tax: 0, rows: [] });
    }),
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

describe('FINANCE: the DST tab', () => {
  it("shows a month's BIR Form 2000 figures, the loans one by one, and links the month's CSV", async () => {
    const asked: string[] = [];
    serveDst(asked);
    const { user } = await renderWithProviders(<FinanceSection />);
    await user.click(screen.getByRole('tab', { name: 'DST' }));
    // A month field takes a whole month at once, as a browser's picker gives it.
    fireEvent.change(await screen.findByLabelText('Month'), { target: { value: '2026-11' } });
    await expect.poll(() => asked.at(-1)).toBe('2026-11');
    // Only November has loans: its rows show once its answer is in.
    const loans = await screen.findByRole('table', { name: 'Loans paid out in the month' });
    const form = screen.getByRole('table', { name: 'BIR Form 2000 figures' });
    expect(rowsOf(form)).toEqual(['Loan agreements2', 'Principal650,000.00', 'Documentary stamp tax4,307.88']);
    expect(rowsOf(loans)).toEqual([
      'LoanPaid out onPrincipalTerm (days)Documentary stamp taxBorne by',
      '#72026-11-21500,000.003653,750.00Lender',
      '#92026-11-24150,000.00181557.88Borrower (deducted from the proceeds)',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/books/dst.csv?month=2026-11');
  });

  it('says so when no loan was paid out in the month, with its zeros', async () => {
    const asked: string[] = [];
    serveDst(asked);
    const { user } = await renderWithProviders(<FinanceSection />);
    await user.click(screen.getByRole('tab', { name: 'DST' }));
    fireEvent.change(await screen.findByLabelText('Month'), { target: { value: '2026-10' } });
    await expect.poll(() => asked.at(-1)).toBe('2026-10');
    expect(await screen.findByText('No loan was paid out in this month.')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'BIR Form 2000 figures' }))).toEqual(['Loan agreements0', 'Principal0.00', 'Documentary stamp tax0.00']);
    expect(screen.queryByRole('table', { name: 'Loans paid out in the month' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/books/dst.csv?month=2026-10');
  });

  it('is in Filipino for an officer who reads Filipino', async () => {
    await readInFilipino();
    const asked: string[] = [];
    serveDst(asked);
    const { user } = await renderWithProviders(<FinanceSection />);
    await user.click(await screen.findByRole('tab', { name: 'DST' }));
    fireEvent.change(await screen.findByLabelText('Buwan'), { target: { value: '2026-11' } });
    await expect.poll(() => asked.at(-1)).toBe('2026-11');
    const loans = await screen.findByRole('table', { name: 'Mga loan na nailabas sa buwan' });
    expect(rowsOf(screen.getByRole('table', { name: 'Mga halaga para sa BIR Form 2000' }))).toEqual(['Mga kasunduan sa loan2', 'Principal650,000.00', 'Documentary stamp tax4,307.88']);
    expect(within(loans).getByText('Ang nangutang (ibinawas sa matatanggap)')).toBeInTheDocument();
  });
});
