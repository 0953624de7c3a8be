import type { AccountLedger, FinancialStatements, Reconciliation, TrialBalance } from '@app/domain/contract';
import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { FinanceSection } from './finance-section';

const TRIAL_BALANCE: TrialBalance = {
  at: '2026-11-30',
  accounts: [
    { code: '1200', name: 'Loans receivable', type: 'asset', debit: 518_000.04, credit: 0 },
    { code: '1210', name: 'Unearned interest', type: 'asset', debit: 0, credit: 18_000.04 },
    { code: '2100', name: 'Borrowers’ wallet balances', type: 'liability', debit: 0, credit: 500_000 },
  ],
  totalDebit: 518_000.04,
  totalCredit: 518_000.04,
};

const amounts = (current: number, prior: number) => ({ current, prior });
const STATEMENTS: FinancialStatements = {
  from: '2026-10-01',
  to: '2026-12-31',
  priorFrom: '2026-07-01',
  priorTo: '2026-09-30',
  balanceSheet: {
    assets: {
      items: [
        {
          code: '1200',
          name: 'Loans receivable',
          ...amounts(516_500.04, 0),
          contra: [{ code: '1210', name: 'Unearned interest', ...amounts(-18_000.04, 0) }],
          net: amounts(498_500, 0),
        },
      ],
      total: amounts(498_500, 0),
    },
    liabilities: { items: [{ code: '2100', name: 'Borrowers’ wallet balances', ...amounts(502_250, 0), contra: [], net: amounts(502_250, 0) }], total: amounts(502_250, 0) },
    equity: { items: [], total: amounts(0, 0) },
    earnings: amounts(-3_750, 0),
    totalLiabilitiesAndEquity: amounts(498_500, 0),
  },
  incomeStatement: {
    income: { items: [], total: amounts(0, 0) },
    expenses: { items: [{ code: '5100', name: 'Documentary stamp tax expense', ...amounts(3_750, 0), contra: [], net: amounts(3_750, 0) }], total: amounts(3_750, 0) },
    netIncome: amounts(-3_750, 0),
  },
};

describe('FINANCE', () => {
  it('shows the trial balance at a date with its totals', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/books/trial-balance', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('at') ?? '');
        return HttpResponse.json(TRIAL_BALANCE);
      }),
    );
    await renderWithProviders(<FinanceSection />);
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'CodeAccountDebitCredit',
      '1200Loans receivable518,000.04',
      '1210Unearned interest18,000.04',
      '2100Borrowers’ wallet balances500,000.00',
      'Total518,000.04518,000.04',
    ]);
    // A date field takes a whole date at once, as a browser's picker gives it.
    fireEvent.change(screen.getByLabelText('At the end of'), { target: { value: '2026-11-30' } });
    await screen.findByRole('table', { name: 'Trial balance' });
    await expect.poll(() => asked.at(-1)).toBe('2026-11-30');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/books/trial-balance.csv?at=2026-11-30');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/admin/books/trial-balance.pdf?at=2026-11-30');
  });

  it('shows the statements of a quarter beside the prior one, contra accounts under their parent, and downloads them', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/books/trial-balance', () => HttpResponse.json(TRIAL_BALANCE)),
      http.get('/api/admin/books/statements', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
        return HttpResponse.json(STATEMENTS);
      }),
    );
    const { user } = await renderWithProviders(<FinanceSection />);
    await user.click(screen.getByRole('tab', { name: 'Statements' }));
    fireEvent.change(await screen.findByLabelText('Month', { selector: 'input[type="month"]' }), { target: { value: '2026-11' } });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Quarter' }));
    const sheet = await screen.findByRole('table', { name: 'Balance sheet' });
    expect(asked.at(-1)).toBe('2026-10-01..2026-12-31');
    expect(within(sheet).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Balance sheet2026-12-312026-09-30',
      'Assets',
      '1200 Loans receivable516,500.040.00',
      'Less: 1210 Unearned interest(18,000.04)0.00',
      'Loans receivable, net498,500.000.00',
      'Total assets498,500.000.00',
      'Liabilities',
      '2100 Borrowers’ wallet balances502,250.000.00',
      'Total liabilities502,250.000.00',
      'Equity',
      'Total equity0.000.00',
      'Earnings not yet closed(3,750.00)0.00',
      'Total liabilities and equity498,500.000.00',
    ]);
    const income = screen.getByRole('table', { name: 'Income statement' });
    expect(within(income).getAllByRole('row').at(0)?.textContent).toBe('Income statement2026-10-01 – 2026-12-312026-07-01 – 2026-09-30');
    expect(within(income).getAllByRole('row').at(-1)?.textContent).toBe('Net income(3,750.00)0.00');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/books/statements.csv?from=2026-10-01&to=2026-12-31');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/admin/books/statements.pdf?from=2026-10-01&to=2026-12-31');
  });

  it('shows an account’s general ledger with each line leading to its loan or its member', async () => {
    const ledger: AccountLedger = {
      account: { code: '2100', name: 'Borrowers’ wallet balances', type: 'liability', normalSide: 'credit' },
      from: '2026-11-01',
      to: '2026-11-30',
      opening: 0,
      lines: [
        { number: '2026-000001', date: '2026-11-21', memo: 'Loan #7 principal credited to the wallet', source: { kind: 'ledger_entry', id: 1, loanId: 7, userId: 3 }, debit: 0, credit: 500_000, balance: 500_000 },
        { number: '2026-000004', date: '2026-11-22', memo: 'Wallet adjustment', source: { kind: 'ledger_entry', id: 2, loanId: null, userId: 3 }, debit: 250, credit: 0, balance: 499_750 },
      ],
      closing: 499_750,
    };
    server.use(
      http.get('/api/admin/books/trial-balance', () => HttpResponse.json(TRIAL_BALANCE)),
      http.get('/api/admin/books/accounts', () => HttpResponse.json({ accounts: [{ code: '1200', name: 'Loans receivable', type: 'asset', normalSide: 'debit', isContra: false, isActive: true }] })),
      http.get('/api/admin/books/ledger', () => HttpResponse.json(ledger)),
    );
    const { user } = await renderWithProviders(<FinanceSection />);
    await user.click(screen.getByRole('tab', { name: 'General ledger' }));
    const table = await screen.findByRole('table', { name: 'General ledger' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateEntryMemoSourceDebitCreditBalance',
      '2026-11-01Opening balance0.00',
      '2026-11-212026-000001Loan #7 principal credited to the walletLoan #7500,000.00500,000.00',
      '2026-11-222026-000004Wallet adjustmentMember #3250.00499,750.00',
      '2026-11-30Closing balance499,750.00',
    ]);
    expect(within(table).getByRole('button', { name: 'Loan #7' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Member #3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(/^\/api\/admin\/books\/ledger\.csv\?account=1200&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(/^\/api\/admin\/books\/ledger\.pdf\?account=1200&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  });

  it('shows each difference of the reconciliation with its account and loans', async () => {
    const differing: Reconciliation = { ok: false, differences: [{ account: '1300', name: 'Late fees receivable', books: 0, expected: 123.45, loans: [{ loanId: 9, books: 0, expected: 123.45 }] }] };
    server.use(
      http.get('/api/admin/books/trial-balance', () => HttpResponse.json(TRIAL_BALANCE)),
      http.get('/api/admin/books/reconciliation', () => HttpResponse.json(differing)),
    );
    const { user } = await renderWithProviders(<FinanceSection />);
    await user.click(screen.getByRole('tab', { name: 'Reconciliation' }));
    const table = await screen.findByRole('table', { name: 'The books and the loan book differ' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['AccountBooksExpectedLoans', '1300 Late fees receivable0.00123.45#9: 0.00 / 123.45']);
  });

  it('offers the next month to close, lists the closed ones, and sends the close for a second officer', async () => {
    const sent: unknown[] = [];
    const september = { month: '2026-09', closedAt: '2026-10-02T01:00:00.000Z', requestedBy: 3, approvedBy: 4, interestEarned: 1276.7, allowance: 1500, allowanceChange: -250.5, netIncomeToRetainedEarnings: null };
    server.use(
      http.get('/api/admin/books/trial-balance', () => HttpResponse.json(TRIAL_BALANCE)),
      http.get('/api/admin/books/closes', () => HttpResponse.json({ closes: [september], nextMonth: '2026-10' })),
      http.post('/api/admin/books/close', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ approval: { id: 5, kind: 'books_close', status: 'pending' } }, { status: 202 });
      }),
    );
    const { user } = await renderWithProviders(<FinanceSection />);
    await user.click(screen.getByRole('tab', { name: 'Close month' }));
    const month = await screen.findByLabelText(/Month to close/);
    expect(month).toHaveValue('2026-10');
    const closed = screen.getByRole('table');
    expect(within(closed).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MonthInterest earnedAllowance requiredChange posted',
      '2026-091,276.701,500.00(250.50)',
    ]);
    await user.clear(month);
    await user.type(month, '2026-13');
    await user.click(screen.getByRole('button', { name: 'Close month' }));
    expect(await screen.findByText('Give the month as YYYY-MM, for example 2026-11')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(month);
    await user.type(month, '2026-11');
    await user.click(screen.getByRole('button', { name: 'Close month' }));
    expect(await screen.findByText('The month’s close is sent to a second officer to confirm. Nothing is posted until it is confirmed.')).toBeInTheDocument();
    expect(sent).toEqual([{ month: '2026-11' }]);
  });
});
