import { onlineManager } from '@tanstack/react-query';
import { act, configure, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aDisbursedLoan,
  aLoanAccount,
  aLoanTransaction,
  anInstallment,
  aPaymentReceipt,
  aVerifiedUser,
  serveWalletApi,
} from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { WalletTab } from './wallet-tab';

function render(user = aVerifiedUser({ walletBalance: 600_000, availableBalance: 600_000 })) {
  return renderWithProviders(<WalletTab user={user} />, { path: '/dashboard' });
}

// The payoff and the transactions are fetched once the loans have come: two
// round trips that can take over a second on a loaded machine; this bounds the
// wait, it does not add one.
configure({ asyncUtilTimeout: 5000 });

// Noon in Manila on 15 Jan 2026, the day aDisbursedLoan describes.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T04:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

function card(heading: string): HTMLElement {
  const element = screen.getByRole('heading', { name: heading }).closest<HTMLElement>('.mantine-Card-root');
  if (!element) throw new Error(`no card around ${heading}`);
  return element;
}

/** Counts the GET calls msw answers on a path, answering with `body`. */
function countGets(path: string, body: () => unknown): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.get(path, () => {
      calls.count += 1;
      return HttpResponse.json(body() as object);
    }),
  );
  return calls;
}

function recordPosts(path: string, reply: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.text().then((text) => (text === '' ? null : JSON.parse(text))));
      return reply();
    }),
  );
  return bodies;
}

describe('How to Pay', () => {
  it('shows the payment reference grouped, what is due and when, and each channel from the company configuration', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    await render();
    await screen.findByRole('heading', { name: 'How to Pay' });
    const howToPay = card('How to Pay');
    expect(within(howToPay).getByText('7000 0000 112')).toBeInTheDocument();
    expect(within(howToPay).getByText('PHP 179,141.67')).toBeInTheDocument();
    expect(within(howToPay).getByText('Oct 15, 2025')).toBeInTheDocument();
    for (const channel of ['GCash', 'Maya', 'Bank transfer', 'Over-the-counter']) {
      expect(within(howToPay).getByText(channel)).toBeInTheDocument();
    }
    expect(within(howToPay).getByText(/In GCash, open Pay Bills, choose Loans, then Sample Lending \(sample biller\)/)).toBeInTheDocument();
    expect(within(howToPay).getByRole('button', { name: 'PAY FROM WALLET' })).toBeEnabled();
  });

  it('copies the reference without its spaces and says Copied', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'COPY' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('70000000112');
  });

  it('is not shown for a loan that is not paid out, nor for a closed one', async () => {
    serveWalletApi({ loans: [aLoanAccount({ status: 'pending', startDate: null })] });
    const { unmount } = await render();
    await screen.findByRole('heading', { name: 'Loan Summary' });
    expect(screen.queryByRole('heading', { name: 'How to Pay' })).not.toBeInTheDocument();
    unmount();

    serveWalletApi({ loans: [aDisbursedLoan({ status: 'closed', outstanding: 0, nextDue: null })] });
    await render();
    await screen.findByRole('heading', { name: 'Loan Summary' });
    expect(screen.queryByRole('heading', { name: 'How to Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payoff Today' })).not.toBeInTheDocument();
  });
});

describe('installments', () => {
  it('shows each installment with its state, amount, late fee and what was paid, under the outstanding balance', async () => {
    const loan = aDisbursedLoan();
    loan.installments[0] = anInstallment({ number: 1, dueDate: '2025-10-15', state: 'paid', lateFee: 2_158.33, amountPaid: 45_325, outstanding: 0 });
    loan.installments[1] = anInstallment({ number: 2, dueDate: '2025-11-15', state: 'partly_paid', lateFee: 2_158.33, amountPaid: 10_000, outstanding: 35_325 });
    serveWalletApi({ loans: [{ ...loan, outstanding: 469_150.03 }] });
    await render();
    await screen.findByRole('heading', { name: 'Repayment Schedule' });
    const schedule = card('Repayment Schedule');
    expect(within(schedule).getByText('Outstanding balance')).toBeInTheDocument();
    expect(within(schedule).getByText('PHP 469,150.03')).toBeInTheDocument();
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const texts = rows.slice(0, 5).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(texts).toEqual([
      ['1', 'Oct 15, 2025Paid', 'PHP 43,166.67Late fee PHP 2,158.33Paid PHP 45,325.00'],
      ['2', 'Nov 15, 2025Partly paid', 'PHP 43,166.67Late fee PHP 2,158.33Paid PHP 10,000.00'],
      ['3', 'Dec 15, 2025Overdue', 'PHP 43,166.67Late fee PHP 2,158.33'],
      ['4', 'Jan 15, 2026Due', 'PHP 43,166.67'],
      ['5', 'Feb 15, 2026Upcoming', 'PHP 43,166.67'],
    ]);
    const overdue = within(rows[2] as HTMLElement).getByText('Overdue').closest('.mantine-Badge-root');
    expect(overdue).toHaveAttribute('data-variant', 'filled');
    expect(overdue).toHaveStyle({ '--badge-bg': 'var(--mantine-color-red-8)' });
  });

  it.each([
    ['closed', 'Closed'],
    ['cancelled', 'Cancelled'],
  ] as const)('shows a %s loan with a secondary badge', async (status, text) => {
    serveWalletApi({ loans: [aDisbursedLoan({ status, outstanding: 0, nextDue: null })] });
    await render();
    await screen.findByRole('heading', { name: 'Loan Summary' });
    const badge = within(card('Loan Summary')).getByText(text).closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('data-variant', 'light');
    expect(badge).toHaveStyle({ '--badge-bg': 'var(--mantine-color-gray-light)' });
  });
});

describe('Payoff Today', () => {
  it('shows principal, interest, late fees, the total and the interest not charged, in the words of DEPARTURES 11', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    await render();
    await screen.findByRole('heading', { name: 'Payoff Today' });
    const payoff = card('Payoff Today');
    const figure = (label: string) => within(payoff).getByRole('rowheader', { name: label }).nextSibling?.textContent;
    expect([figure('Principal'), figure('Interest'), figure('Late fees'), figure('Total'), figure('Interest not charged')]).toEqual([
      'PHP 500,000.00',
      'PHP 6,000.00',
      'PHP 6,474.99',
      'PHP 512,474.99',
      'PHP 12,000.04',
    ]);
    expect(
      within(payoff).getByText(
        'PHP 512,474.99 pays off your loan today, Jan 15, 2026: the outstanding principal, the interest of installments already due and of the current period, and unpaid late fees. Interest of later periods is not charged, and there is no prepayment charge.',
      ),
    ).toBeInTheDocument();
  });
});

describe('pay from wallet', () => {
  it('pays the amount due after a confirmation naming the amount and the loan, shows the receipt and refreshes loans and notifications', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    const loans = countGets('/api/loans', () => [aDisbursedLoan()]);
    const notifications = countGets('/api/notifications', () => []);
    const payments = recordPosts('/api/loans/11/pay', () =>
      HttpResponse.json(aPaymentReceipt({ amount: 179_141.67, balance: 345_333.36, receiptNumber: 'R-00000120' })),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'PAY FROM WALLET' }));
    const choose = await screen.findByRole('dialog', { name: 'Pay From Wallet' });
    expect(within(choose).getByRole('radiogroup', { name: 'What to pay' })).toBeInTheDocument();
    expect(within(choose).getByRole('radio', { name: 'Amount due' })).toBeChecked();
    expect(within(choose).getByText('PHP 179,141.67')).toBeInTheDocument();
    await user.click(within(choose).getByRole('button', { name: 'CONTINUE' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Payment' });
    expect(
      within(confirm).getByText(
        'Pay PHP 179,141.67 from your wallet to loan #11? The money leaves your wallet at once and cannot be withdrawn afterwards.',
      ),
    ).toBeInTheDocument();
    expect(payments).toEqual([]);
    const [loansBefore, notificationsBefore] = [loans.count, notifications.count];
    await user.click(within(confirm).getByRole('button', { name: 'PAY' }));

    const receipt = await screen.findByRole('dialog', { name: 'Payment Received' });
    expect(payments).toEqual([{ amount: 179_141.67 }]);
    const figure = (label: string) => within(receipt).getByRole('rowheader', { name: label }).nextSibling?.textContent;
    expect([figure('Receipt number'), figure('Amount paid'), figure('New loan balance')]).toEqual([
      'R-00000120',
      'PHP 179,141.67',
      'PHP 345,333.36',
    ]);
    expect(within(receipt).getByRole('link', { name: 'RECEIPT (PDF)' })).toHaveAttribute('href', '/api/payments/120/receipt.pdf');
    await waitFor(() => expect(loans.count).toBeGreaterThan(loansBefore));
    await waitFor(() => expect(notifications.count).toBeGreaterThan(notificationsBefore));
  });

  it('pays off the loan with the payoff quote, or another amount checked as the server checks it', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    const payments = recordPosts('/api/loans/11/pay', () => HttpResponse.json(aPaymentReceipt()));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'PAY FROM WALLET' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pay From Wallet' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Pay off the loan' }));
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Payment' });
    expect(within(dialog).getByText(/^Pay PHP 512,474.99 from your wallet to loan #11\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'BACK' }));

    dialog = await screen.findByRole('dialog', { name: 'Pay From Wallet' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other amount' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to pay (PHP)' });
    await user.type(amount, '10.005');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await within(dialog).findByText('Please enter an amount of more than PHP 0.00 with at most 2 decimals')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2500.50');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'PAY' }));
    await screen.findByRole('dialog', { name: 'Payment Received' });
    expect(payments).toEqual([{ amount: 2_500.5 }]);
  });

  it('pays another amount typed as PHP 1,500 (issue 28)', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    const payments = recordPosts('/api/loans/11/pay', () => HttpResponse.json(aPaymentReceipt()));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'PAY FROM WALLET' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pay From Wallet' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to pay (PHP)' }), 'PHP 1,500');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Payment' });
    expect(within(dialog).getByText(/^Pay PHP 1,500.00 from your wallet to loan #11\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'PAY' }));
    await screen.findByRole('dialog', { name: 'Payment Received' });
    expect(payments).toEqual([{ amount: 1_500 }]);
  });

  it.each([
    ['more than the payoff', 'The amount is more than what pays off this loan today (PHP 512,474.99)'],
    ['more than the available balance', 'Payment amount exceeds your available balance'],
  ])("shows the server's refusal of %s and no receipt", async (_case, message) => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    recordPosts('/api/loans/11/pay', () => HttpResponse.json({ message }, { status: 409 }));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'PAY FROM WALLET' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Pay From Wallet' })).getByRole('button', { name: 'CONTINUE' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Payment' });
    await user.click(within(confirm).getByRole('button', { name: 'PAY' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog', { name: 'Payment Received' })).not.toBeInTheDocument();
  });
});

describe('cooling-off', () => {
  it('offers CANCEL LOAN while cancellableUntil is ahead, says what happens and until when, and cancels', async () => {
    serveWalletApi({ loans: [aDisbursedLoan({ cancellableUntil: '2026-01-16T02:00:00.000Z' })] });
    const cancels = recordPosts('/api/loans/11/cancel', () => HttpResponse.json({ id: 11, status: 'cancelled' }));
    const { user } = await render();
    await screen.findByRole('heading', { name: 'Cooling-Off Period' });
    expect(within(card('Cooling-Off Period')).getByText(/until Jan 16, 2026, 10:00 AM/)).toBeInTheDocument();
    await user.click(within(card('Cooling-Off Period')).getByRole('button', { name: 'CANCEL LOAN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Loan' });
    expect(
      within(dialog).getByText(
        'Cancel loan #11? The PHP 500,000.00 released to you is taken back from your wallet, and no interest or fees are charged. You can cancel until Jan 16, 2026, 10:00 AM.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'KEEP LOAN' }));
    expect(cancels).toEqual([]);

    await user.click(within(card('Cooling-Off Period')).getByRole('button', { name: 'CANCEL LOAN' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel Loan' })).getByRole('button', { name: 'CANCEL LOAN' }));
    await waitFor(() => expect(cancels).toEqual([null]));
    expect(await screen.findByText('Loan Cancelled')).toBeInTheDocument();
  });

  it.each([
    ['over', '2026-01-15T03:59:59.000Z'],
    ['never open', null],
  ])('is not offered once cooling-off is %s', async (_case, cancellableUntil) => {
    serveWalletApi({ loans: [aDisbursedLoan({ cancellableUntil })] });
    await render();
    await screen.findByRole('heading', { name: 'How to Pay' });
    expect(screen.queryByRole('heading', { name: 'Cooling-Off Period' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CANCEL LOAN' })).not.toBeInTheDocument();
  });
});

describe('statement and receipts', () => {
  const transactions = [
    aLoanTransaction(),
    aLoanTransaction({ id: 110, kind: 'late_fee', amount: 2_158.33, installment: 1, createdAt: '2025-10-19T16:00:00.000Z' }),
    aPaymentReceipt().transaction,
  ];

  it('links the statement and each receipt, and lists the loan transactions newest first', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()], transactions });
    await render();
    await screen.findByRole('heading', { name: 'Statement of Account' });
    const statement = card('Statement of Account');
    expect(within(statement).getByRole('link', { name: 'STATEMENT (PDF)' })).toHaveAttribute('href', '/api/loans/11/statement.pdf');
    expect(await within(statement).findByRole('link', { name: 'Receipt R-00000120 (PDF)' })).toHaveAttribute(
      'href',
      '/api/payments/120/receipt.pdf',
    );
    const items = within(statement).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'PaymentReceipt R-00000120 (PDF)Jan 15, 2026, 12:00 PMPHP 45,325.00',
      'Late fee · Installment 1Oct 20, 2025, 12:00 AMPHP 2,158.33',
      'DisbursementSep 15, 2025, 10:00 AMPHP 500,000.00',
    ]);
    expect(within(statement).queryByRole('link', { name: 'CERTIFICATE (PDF)' })).not.toBeInTheDocument();
  });

  it('links the certificate of full payment of a closed loan', async () => {
    serveWalletApi({ loans: [aDisbursedLoan({ status: 'closed', outstanding: 0, nextDue: null })], transactions });
    await render();
    await screen.findByRole('heading', { name: 'Statement of Account' });
    expect(within(card('Statement of Account')).getByRole('link', { name: 'CERTIFICATE (PDF)' })).toHaveAttribute(
      'href',
      '/api/loans/11/certificate.pdf',
    );
  });
});

describe('offline', () => {
  it('keeps the statement readable and disables paying, cancelling and the downloads, with the reason', async () => {
    serveWalletApi({
      loans: [aDisbursedLoan({ cancellableUntil: '2026-01-16T02:00:00.000Z' })],
      transactions: [aLoanTransaction(), aPaymentReceipt().transaction],
    });
    await render();
    const statement = await screen.findByRole('heading', { name: 'Statement of Account' }).then(() => card('Statement of Account'));
    await within(statement).findByText('Receipt R-00000120 (PDF)');
    act(() => onlineManager.setOnline(false));

    expect(screen.getByRole('button', { name: 'PAY FROM WALLET' })).toBeDisabled();
    expect(within(card('How to Pay')).getByText('You are offline. This needs a connection.')).toBeInTheDocument();
    expect(within(card('Cooling-Off Period')).getByRole('button', { name: 'CANCEL LOAN' })).toBeDisabled();
    expect(within(statement).getByRole('button', { name: 'STATEMENT (PDF)' })).toBeDisabled();
    expect(within(statement).getByText('You are offline. This needs a connection.')).toBeInTheDocument();
    expect(within(statement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(statement).getByText('Receipt R-00000120')).toBeInTheDocument();
    expect(within(card('Repayment Schedule')).getAllByText('Overdue')).toHaveLength(3);
  });
});
