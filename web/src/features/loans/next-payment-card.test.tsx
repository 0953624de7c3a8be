import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDisbursedLoan, aLoanWithAccount } from '../../test/fixtures';
import { readInFilipino } from '../../test/filipino';
import { renderWithProviders, screen } from '../../test/render';
import { NextPaymentCard } from './next-payment-card';

// Noon in Manila on 15 Jan 2026, the day aDisbursedLoan describes.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T04:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function card(): HTMLElement {
  return screen.getByRole('region', { name: 'Next Payment' });
}

describe('NextPaymentCard (issue 28, item 3)', () => {
  it("shows the server's amount due, its date, the days overdue in red words, and PAY", async () => {
    const onPay = vi.fn();
    const { user } = await renderWithProviders(<NextPaymentCard loan={aDisbursedLoan()} onPay={onPay} />);
    const next = card();
    expect(within(next).getByText('PHP 179,141.67')).toBeInTheDocument();
    expect(within(next).getByText('Oct 15, 2025')).toBeInTheDocument();
    // 15 Oct 2025 to 15 Jan 2026: 16 + 30 + 31 + 15 days.
    const overdue = within(next).getByText('92 days overdue');
    expect(overdue).toHaveStyle({ color: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))' });
    await user.click(within(next).getByRole('button', { name: 'PAY' }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('counts the days left, in the default colour, and says when it is due today', async () => {
    const { unmount } = await renderWithProviders(<NextPaymentCard loan={aLoanWithAccount({ nextDue: { dueDate: '2026-01-18', amount: 10_300, daysOverdue: 0 } })} onPay={vi.fn()} />);
    expect(within(card()).getByText('PHP 10,300.00')).toBeInTheDocument();
    expect(within(card()).getByText('Jan 18, 2026')).toBeInTheDocument();
    expect(within(card()).getByText('3 days left').getAttribute('style') ?? '').not.toContain('red');
    unmount();

    await renderWithProviders(<NextPaymentCard loan={aLoanWithAccount({ nextDue: { dueDate: '2026-01-15', amount: 10_300, daysOverdue: 0 } })} onPay={vi.fn()} />);
    expect(within(card()).getByText('Due today')).toBeInTheDocument();
    expect(within(card()).queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it('copies the reference without its spaces', async () => {
    const { user } = await renderWithProviders(<NextPaymentCard loan={aDisbursedLoan()} onPay={vi.fn()} />);
    expect(within(card()).getByText('7000 0000 112')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Copy payment reference' }));
    expect(await within(card()).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('70000000112');
  });

  it("lists each channel's posting time and fee, marked as samples, and to pay 3 days early", async () => {
    await renderWithProviders(<NextPaymentCard loan={aDisbursedLoan()} onPay={vi.fn()} />);
    const items = within(card()).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'From your wallet: At once, no fee',
      'GCash: Within 24 hours, no fee',
      'Maya: Within 24 hours, no fee',
      'Bank transfer: Within 48 hours, fee PHP 15.00',
      'Over-the-counter: Within 48 hours, fee PHP 20.00',
    ]);
    expect(within(card()).getByText('Sample figures: the partners confirm their times and fees.')).toBeInTheDocument();
    expect(within(card()).getByText('Pay 3 days early to be safe.')).toBeInTheDocument();
  });

  it('says it in Filipino', async () => {
    await readInFilipino();
    await renderWithProviders(<NextPaymentCard loan={aDisbursedLoan()} onPay={vi.fn()} />);
    const next = await screen.findByRole('region', { name: 'Susunod na Bayad' });
    expect(within(next).getByText('92 araw nang lampas sa petsa ng bayaran')).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'MAGBAYAD' })).toBeInTheDocument();
    expect(within(next).getByText('Magbayad nang 3 araw na mas maaga para sigurado.')).toBeInTheDocument();
  });
});
