import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { aDisbursedLoan, aLoanAccount, aNotification, aVerifiedUser, serveWalletApi } from '../../test/fixtures';
import { WalletTab } from './wallet-tab';

function render(user = aVerifiedUser({ walletBalance: 1_200_000, availableBalance: 1_200_000 })) {
  return renderWithProviders(<WalletTab user={user} />, { path: '/dashboard' });
}

// Noon in Manila on 15 Jan 2026: the date the estimate counts from.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T04:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function card(heading: string): HTMLElement {
  const title = screen.getByRole('heading', { name: heading });
  const element = title.closest<HTMLElement>('.mantine-Card-root');
  if (!element) throw new Error(`no card around ${heading}`);
  return element;
}

describe('WalletTab balance card', () => {
  it('shows the balance, hides it behind a mask, and remembers the choice on this device', async () => {
    serveWalletApi();
    const { user, unmount } = await render();
    expect(screen.getByText('PHP 1,200,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WITHDRAW' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('PHP 1,200,000.00')).not.toBeInTheDocument();
    expect(screen.getByText('••••••')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');

    unmount();
    await render();
    expect(screen.getByText('••••••')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByText('PHP 1,200,000.00')).toBeInTheDocument();
  });

  it('shows the available balance while a withdrawal holds part of it', async () => {
    serveWalletApi();
    await render(aVerifiedUser({ walletBalance: 10_000, availableBalance: 4_000.5 }));
    expect(screen.getByText('PHP 10,000.00')).toBeInTheDocument();
    expect(screen.getByText('PHP 4,000.50')).toBeInTheDocument();
    expect(screen.getByText(/Available to withdraw/)).toBeInTheDocument();
  });
});

describe('WalletTab latest notification', () => {
  it("shows the newest notification's title as Status, with its message", async () => {
    serveWalletApi({
      notifications: [
        aNotification({ id: 1, title: 'Old news', createdAt: '2026-01-01T00:00:00.000Z' }),
        aNotification({ id: 2, title: 'Loan Approved', message: 'Your loan is in your wallet.' }),
      ],
    });
    await render();
    await screen.findByRole('heading', { name: 'Latest notification' });
    const status = card('Latest notification');
    expect(within(status).getByText('Status:')).toBeInTheDocument();
    expect(within(status).getByText('Loan Approved')).toBeInTheDocument();
    expect(within(status).getByText('Your loan is in your wallet.')).toBeInTheDocument();
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
  });

  it('leaves the card out when there is no notification', async () => {
    serveWalletApi({ loans: [aLoanAccount()] });
    await render();
    await screen.findByRole('heading', { name: 'Loan Summary' });
    expect(screen.queryByRole('heading', { name: 'Latest notification' })).not.toBeInTheDocument();
  });
});

describe('WalletTab Next Payment (issue 28, item 3)', () => {
  it('comes first, before the balance, while a loan is paid out and open', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    await render();
    const next = await screen.findByRole('region', { name: 'Next Payment' });
    expect(within(next).getByText('PHP 179,141.67')).toBeInTheDocument();
    expect(within(next).getByText('92 days overdue')).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Wallet Balance' });
    expect(next.compareDocumentPosition(balance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown before the loan is paid out', async () => {
    serveWalletApi({ loans: [aLoanAccount({ status: 'pending', startDate: null })] });
    await render();
    await screen.findByRole('heading', { name: 'Loan Summary' });
    expect(screen.queryByRole('region', { name: 'Next Payment' })).not.toBeInTheDocument();
  });
});

describe('WalletTab loan summary', () => {
  it('shows amount, term, rate, status and start date of the newest loan', async () => {
    serveWalletApi({
      loans: [
        aLoanAccount({ id: 1, amount: 300_000, createdAt: '2025-06-01T00:00:00.000Z', status: 'rejected' }),
        aLoanAccount({ id: 2, amount: 1_200_000, term: 24, interestRate: 0.3, startDate: '2026-01-31' }),
      ],
    });
    await render();
    await screen.findByRole('heading', { name: 'Loan Summary' });
    const summary = card('Loan Summary');
    expect(within(summary).getByRole('rowheader', { name: 'Loan amount' }).nextSibling).toHaveTextContent(
      'PHP 1,200,000.00',
    );
    expect(within(summary).getByText('24 months')).toBeInTheDocument();
    expect(within(summary).getByText('0.3% per month')).toBeInTheDocument();
    expect(within(summary).getByText('Approved')).toBeInTheDocument();
    expect(within(summary).getByText('Jan 31, 2026')).toBeInTheDocument();
  });

  it("reads '2 months after registration' when the loan has no start date", async () => {
    serveWalletApi({ loans: [aLoanAccount({ status: 'pending', startDate: null })] });
    await render();
    await screen.findByRole('heading', { name: 'Loan Summary' });
    expect(within(card('Loan Summary')).getByText('2 months after registration')).toBeInTheDocument();
  });

  it.each([
    ['approved', 'Approved', 'filled', 'var(--mantine-color-brand-filled)'],
    ['rejected', 'Rejected', 'filled', 'var(--mantine-color-red-8)'],
    ['pending', 'Pending', 'light', 'var(--mantine-color-gray-light)'],
  ] as const)('styles a %s loan badge as SPEC section 4 says', async (status, text, variant, background) => {
    serveWalletApi({ loans: [aLoanAccount({ status })] });
    await render();
    await screen.findByRole('heading', { name: 'Loan Summary' });
    const badge = within(card('Loan Summary')).getByText(text).closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('data-variant', variant);
    expect(badge).toHaveStyle({ '--badge-bg': background });
  });

  it('points to HOME when there is no loan yet', async () => {
    serveWalletApi();
    await render();
    expect(await screen.findByText(/You have no loan yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to HOME' })).toHaveAttribute('href', '/dashboard?tab=home');
    expect(screen.queryByRole('heading', { name: 'Repayment Schedule' })).not.toBeInTheDocument();
  });
});

describe('WalletTab repayment schedule', () => {
  it("counts the due dates from the loan's start date", async () => {
    serveWalletApi({ loans: [aLoanAccount({ term: 6, startDate: '2026-01-31' })] });
    await render();
    await screen.findByRole('heading', { name: 'Repayment Schedule' });
    const schedule = card('Repayment Schedule');
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent?.replace('Next payment', ''))).toEqual([
      'Feb 28, 2026',
      'Mar 31, 2026',
      'Apr 30, 2026',
      'May 31, 2026',
      'Jun 30, 2026',
      'Jul 31, 2026',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('PHP 203,600.00')).toBeInTheDocument();
    expect(within(schedule).queryByText('Estimate')).not.toBeInTheDocument();
    expect(within(schedule).getByText(/counted from your loan's start date, Jan 31, 2026/)).toBeInTheDocument();
  });

  it('shows the projection from today, labelled as an estimate, when the loan has no start date', async () => {
    serveWalletApi({ loans: [aLoanAccount({ term: 6, status: 'pending', startDate: null })] });
    await render();
    await screen.findByRole('heading', { name: 'Repayment Schedule' });
    const schedule = card('Repayment Schedule');
    expect(within(schedule).getByText('Estimate')).toBeInTheDocument();
    expect(within(schedule).getByText(/Estimated due dates/)).toBeInTheDocument();
    expect(within(schedule).getByRole('columnheader', { name: 'Estimated due date' })).toBeInTheDocument();
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(within(rows[0] as HTMLElement).getByText('Mar 15, 2026')).toBeInTheDocument();
    expect(within(rows[5] as HTMLElement).getByText('Aug 15, 2026')).toBeInTheDocument();
  });

  it('shows the first year and the rest on request', async () => {
    serveWalletApi({ loans: [aLoanAccount({ term: 24 })] });
    const { user } = await render();
    await screen.findByRole('heading', { name: 'Repayment Schedule' });
    expect(within(card('Repayment Schedule')).getAllByRole('row')).toHaveLength(13);
    await user.click(screen.getByRole('button', { name: 'Show all 24 payments' }));
    expect(within(card('Repayment Schedule')).getAllByRole('row')).toHaveLength(25);
  });
});

describe('WalletTab current loan summary', () => {
  it('shows the monthly payment, the total and the Truth in Lending disclosure kept with the loan', async () => {
    serveWalletApi({ loans: [aLoanAccount({ amount: 1_200_000, term: 24, interestRate: 0.3 })] });
    await render();
    await screen.findByRole('heading', { name: 'Current Loan Summary' });
    const current = card('Current Loan Summary');
    expect(within(current).getByRole('rowheader', { name: 'Monthly payment' }).nextSibling).toHaveTextContent(
      'PHP 53,600.00',
    );
    expect(within(current).getAllByText('PHP 1,286,400.00').length).toBeGreaterThan(0);
    expect(within(current).getByRole('heading', { name: 'Disclosure Statement (Truth in Lending Act)' })).toBeInTheDocument();
  });
});

describe('WalletTab history', () => {
  it('lists the ledger entries behind the balance', async () => {
    serveWalletApi({
      ledger: [
        {
          id: 2,
          userId: 7,
          amount: -5000,
          kind: 'withdrawal',
          reason: 'Withdrawal #21 approved',
          actorId: 1,
          loanId: null,
          withdrawalId: 21,
          createdAt: '2026-02-02T02:00:00.000Z',
          balanceAfter: 1_195_000,
        },
        {
          id: 1,
          userId: 7,
          amount: 1_200_000,
          kind: 'disbursement',
          reason: null,
          actorId: 1,
          loanId: 11,
          withdrawalId: null,
          createdAt: '2026-01-31T02:00:00.000Z',
          balanceAfter: 1_200_000,
        },
      ],
    });
    await render(aVerifiedUser({ walletBalance: 1_195_000, availableBalance: 1_195_000 }));
    await screen.findByRole('heading', { name: 'Wallet History' });
    const history = card('Wallet History');
    expect(within(history).getByText('−PHP 5,000.00')).toBeInTheDocument();
    expect(within(history).getByText('+PHP 1,200,000.00')).toBeInTheDocument();
    expect(within(history).getByText('Loan released')).toBeInTheDocument();
    expect(within(history).getByText('Balance PHP 1,195,000.00')).toBeInTheDocument();
  });
});
