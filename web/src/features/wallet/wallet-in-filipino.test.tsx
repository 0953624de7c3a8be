import { configure, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDeviceLanguage } from '../../lib/i18n';
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

/** The WALLET tab of a borrower who reads Filipino (issue 15): the Filipino arrives as its own chunk. */
async function renderInFilipino(user = aVerifiedUser({ walletBalance: 600_000, availableBalance: 600_000 })) {
  setDeviceLanguage('fil');
  return renderWithProviders(<WalletTab user={user} />, { path: '/dashboard' });
}

function card(heading: string): HTMLElement {
  const element = screen.getByRole('heading', { name: heading }).closest<HTMLElement>('.mantine-Card-root');
  if (!element) throw new Error(`no card around ${heading}`);
  return element;
}

// The payoff and the transactions come after the loans: two round trips that can take over a
// second on a loaded machine (as in repayment.test.tsx); this bounds the wait, it does not add one.
configure({ asyncUtilTimeout: 5000 });

// Noon in Manila on 15 Jan 2026, the day aDisbursedLoan describes.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T04:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('WALLET tab in Filipino', () => {
  it('shows the balance card, the loan summary, the projected schedule and the wallet history in Filipino, money and dates in en-PH', async () => {
    serveWalletApi({
      loans: [aLoanAccount({ id: 2, amount: 1_200_000, term: 24, interestRate: 0.3, startDate: '2026-01-31' })],
      ledger: [
        {
          id: 1,
          userId: 7,
          amount: 1_200_000,
          kind: 'disbursement',
          reason: null,
          actorId: 1,
          loanId: 2,
          withdrawalId: null,
          createdAt: '2026-01-31T02:00:00.000Z',
          balanceAfter: 1_200_000,
        },
      ],
    });
    await renderInFilipino(aVerifiedUser({ walletBalance: 10_000, availableBalance: 4_000.5 }));

    expect(await screen.findByRole('heading', { name: 'Balance ng Wallet' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(screen.getByRole('button', { name: 'Itago ang balance' })).toBeInTheDocument();
    expect(screen.getByText(/^Puwedeng i-withdraw:/)).toHaveTextContent('Puwedeng i-withdraw: PHP 4,000.50');
    expect(screen.getByRole('button', { name: 'MAG-WITHDRAW' })).toBeEnabled();

    await screen.findByRole('heading', { name: 'Buod ng Loan' });
    const summary = card('Buod ng Loan');
    expect(within(summary).getByRole('rowheader', { name: 'Halaga ng loan' }).nextSibling).toHaveTextContent('PHP 1,200,000.00');
    expect(within(summary).getByText('24 buwan')).toBeInTheDocument();
    expect(within(summary).getByText('0.3% kada buwan')).toBeInTheDocument();
    expect(within(summary).getByText('Aprubado')).toBeInTheDocument();
    expect(within(summary).getByRole('rowheader', { name: 'Petsa ng simula' }).nextSibling).toHaveTextContent('Jan 31, 2026');

    const schedule = card('Iskedyul ng Pagbabayad');
    expect(within(schedule).getByText("Binibilang ang mga due date mula sa petsa ng simula ng iyong loan, Jan 31, 2026.")).toBeInTheDocument();
    expect(within(schedule).getByRole('table', { name: /^24 buwanang hulog na PHP / })).toBeInTheDocument();
    expect(within(schedule).getByRole('columnheader', { name: 'Blg.' })).toBeInTheDocument();
    expect(within(schedule).getByRole('columnheader', { name: 'Halaga' })).toBeInTheDocument();
    expect(within(schedule).getByText('Susunod na bayad')).toBeInTheDocument();
    expect(within(schedule).getByRole('button', { name: 'Ipakita lahat ng 24 na hulog' })).toBeInTheDocument();

    await screen.findByRole('heading', { name: 'Kasaysayan ng Wallet' });
    const history = card('Kasaysayan ng Wallet');
    expect(within(history).getByText('Na-release na loan')).toBeInTheDocument();
    expect(within(history).getByText('Balance PHP 1,200,000.00')).toBeInTheDocument();
  });

  it('shows the installments, the payoff, cooling-off and the statement in Filipino, and the server refusal of a cancellation', async () => {
    const loan = aDisbursedLoan({ cancellableUntil: '2026-01-16T02:00:00.000Z' });
    loan.installments[0] = anInstallment({ number: 1, dueDate: '2025-10-15', state: 'paid', lateFee: 2_158.33, amountPaid: 45_325, outstanding: 0 });
    loan.installments[1] = anInstallment({ number: 2, dueDate: '2025-11-15', state: 'partly_paid', amountPaid: 10_000, outstanding: 33_166.67 });
    serveWalletApi({
      loans: [loan],
      transactions: [
        aLoanTransaction(),
        aLoanTransaction({ id: 110, kind: 'late_fee', amount: 2_158.33, installment: 1, createdAt: '2025-10-19T16:00:00.000Z' }),
        aPaymentReceipt().transaction,
      ],
    });
    server.use(
      http.post('/api/loans/11/cancel', () =>
        HttpResponse.json({ code: 'cooling_off_paid', message: 'This loan can no longer be cancelled: a payment has been made on it' }, { status: 409 }),
      ),
    );
    const { user } = await renderInFilipino();

    await screen.findByRole('heading', { name: 'Paano Magbayad' });
    const howToPay = card('Paano Magbayad');
    expect(within(howToPay).getByRole('button', { name: 'KOPYAHIN' })).toBeInTheDocument();
    expect(within(howToPay).getByText('Halagang dapat bayaran')).toBeInTheDocument();
    expect(within(howToPay).getByRole('button', { name: 'MAGBAYAD MULA SA WALLET' })).toBeEnabled();
    expect(within(howToPay).getByRole('heading', { name: 'Iba pang paraan ng pagbabayad' })).toBeInTheDocument();
    // Issue 28, item 7: no label or instruction left in English.
    expect(within(howToPay).getByText('Reference ng bayad')).toBeInTheDocument();
    expect(within(howToPay).getByText('Petsa ng bayaran')).toBeInTheDocument();
    expect(
      within(howToPay).getByText(
        'Sa GCash, buksan ang Pay Bills, piliin ang Loans, saka ang Sample Lending (sample biller). Ilagay ang iyong reference ng bayad bilang account number, at ang halaga.',
      ),
    ).toBeInTheDocument();
    expect(
      within(howToPay).getByText(
        'Magbayad sa alinmang sangay ng Sample Payment Center (sample partner). Ibigay sa cashier ang iyong reference ng bayad at ang halaga, at itago ang resibo.',
      ),
    ).toBeInTheDocument();
    expect(within(howToPay).queryByText(/Enter your payment reference/)).not.toBeInTheDocument();

    const schedule = card('Iskedyul ng Pagbabayad');
    expect(within(schedule).getByText('Natitirang balance')).toBeInTheDocument();
    const rows = within(schedule).getAllByRole('row').slice(1, 4);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'Oct 15, 2025Bayad na', 'PHP 43,166.67Late fee PHP 2,158.33Bayad PHP 45,325.00'],
      ['2', 'Nov 15, 2025Bahagyang bayad', 'PHP 43,166.67Bayad PHP 10,000.00'],
      ['3', 'Dec 15, 2025Lampas na sa due date', 'PHP 43,166.67Late fee PHP 2,158.33'],
    ]);

    await screen.findByRole('heading', { name: 'Kabuuang Bayad Ngayon' });
    const payoff = card('Kabuuang Bayad Ngayon');
    expect(within(payoff).getByRole('rowheader', { name: 'Kabuuan' }).nextSibling).toHaveTextContent('PHP 512,474.99');
    expect(within(payoff).getByRole('rowheader', { name: 'Interes na hindi sinisingil' })).toBeInTheDocument();
    expect(
      within(payoff).getByText(
        'Sa PHP 512,474.99 ay bayad na nang buo ang iyong loan ngayong araw, Jan 15, 2026: ang natitirang principal, ang interes ng mga hulog na dapat nang bayaran at ng kasalukuyang buwan, at ang mga hindi pa bayad na late fee. Hindi sinisingil ang interes ng mga susunod na buwan, at walang multa sa maagang pagbabayad.',
      ),
    ).toBeInTheDocument();

    const statement = card('Pahayag ng Account');
    expect(within(statement).getByRole('link', { name: 'PAHAYAG (PDF)' })).toBeInTheDocument();
    expect(within(statement).getByRole('heading', { name: 'Mga Transaksyon ng Loan' })).toBeInTheDocument();
    expect(await within(statement).findByRole('link', { name: 'Resibo R-00000120 (PDF)' })).toHaveAttribute('href', '/api/payments/120/receipt.pdf');
    expect(within(statement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'BayadResibo R-00000120 (PDF)Jan 15, 2026, 12:00 PMPHP 45,325.00',
      'Late fee · Hulog 1Oct 20, 2025, 12:00 AMPHP 2,158.33',
      'Pag-release ng loanSep 15, 2025, 10:00 AMPHP 500,000.00',
    ]);

    const coolingOff = card('Cooling-Off Period');
    expect(
      within(coolingOff).getByText(
        'Puwede mong i-cancel ang loan na ito nang walang bayad hanggang Jan 16, 2026, 10:00 AM, basta wala pang na-withdraw o naibayad mula sa pera. Ibabawas ang halaga sa iyong wallet at walang interes o fee na sisingilin.',
      ),
    ).toBeInTheDocument();
    await user.click(within(coolingOff).getByRole('button', { name: 'I-CANCEL ANG LOAN' }));
    const dialog = await screen.findByRole('dialog', { name: 'I-cancel ang Loan' });
    expect(
      within(dialog).getByText(
        'I-cancel ang loan #11? Ibabawas sa iyong wallet ang PHP 500,000.00 na na-release sa iyo, at walang interes o fee na sisingilin. Puwede kang mag-cancel hanggang Jan 16, 2026, 10:00 AM.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ITULOY ANG LOAN' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I-CANCEL ANG LOAN' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Hindi na puwedeng i-cancel ang loan na ito: may bayad nang nagawa rito',
    );
  });

  it('translates a refusal by its code, whatever English the server wrote (decision 051)', async () => {
    serveWalletApi({ loans: [aDisbursedLoan({ cancellableUntil: '2026-01-16T02:00:00.000Z' })] });
    server.use(
      http.post('/api/loans/11/cancel', () =>
        HttpResponse.json({ code: 'cooling_off_paid', message: 'Reworded: someone paid on this loan, so it stays.' }, { status: 409 }),
      ),
    );
    const { user } = await renderInFilipino();

    await screen.findByRole('heading', { name: 'Cooling-Off Period' });
    await user.click(within(card('Cooling-Off Period')).getByRole('button', { name: 'I-CANCEL ANG LOAN' }));
    const dialog = await screen.findByRole('dialog', { name: 'I-cancel ang Loan' });
    await user.click(within(dialog).getByRole('button', { name: 'I-CANCEL ANG LOAN' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Hindi na puwedeng i-cancel ang loan na ito: may bayad nang nagawa rito',
    );
    expect(within(dialog).queryByText(/Reworded/)).not.toBeInTheDocument();
  });

  it('pays from the wallet in Filipino: the choice, the question, the server refusal, the receipt and its notice', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    let attempts = 0;
    server.use(
      http.post('/api/loans/11/pay', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ code: 'payment_exceeds_balance', message: 'Payment amount exceeds your available balance' }, { status: 409 })
          : HttpResponse.json(aPaymentReceipt({ amount: 179_141.67, balance: 345_333.36, receiptNumber: 'R-00000120' }));
      }),
    );
    const { user } = await renderInFilipino();
    await user.click(await screen.findByRole('button', { name: 'MAGBAYAD MULA SA WALLET' }));

    const choose = await screen.findByRole('dialog', { name: 'Magbayad Mula sa Wallet' });
    expect(within(choose).getByRole('radiogroup', { name: 'Ano ang babayaran' })).toBeInTheDocument();
    expect(within(choose).getByRole('radio', { name: 'Halagang dapat bayaran' })).toBeChecked();
    expect(within(choose).getByRole('radio', { name: 'Bayaran nang buo ang loan' })).toBeInTheDocument();
    expect(within(choose).getByText(/^Nasa iyong wallet:/)).toHaveTextContent('Nasa iyong wallet: PHP 600,000.00');
    await user.click(within(choose).getByRole('button', { name: 'MAGPATULOY' }));

    const confirm = await screen.findByRole('dialog', { name: 'Kumpirmahin ang Bayad' });
    expect(
      within(confirm).getByText(
        'Magbayad ng PHP 179,141.67 mula sa iyong wallet para sa loan #11? Aalis agad ang pera sa iyong wallet at hindi na ito mawi-withdraw pagkatapos.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'BUMALIK' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'MAGBAYAD' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Mas malaki ang halagang babayaran kaysa sa laman ng iyong wallet');

    await user.click(within(confirm).getByRole('button', { name: 'MAGBAYAD' }));
    const receipt = await screen.findByRole('dialog', { name: 'Natanggap ang Bayad' });
    expect(within(receipt).getByRole('rowheader', { name: 'Numero ng resibo' }).nextSibling).toHaveTextContent('R-00000120');
    expect(within(receipt).getByRole('rowheader', { name: 'Bagong balance ng loan' }).nextSibling).toHaveTextContent('PHP 345,333.36');
    expect(within(receipt).getByRole('link', { name: 'RESIBO (PDF)' })).toHaveAttribute('href', '/api/payments/120/receipt.pdf');
    expect(
      await screen.findByText(
        'Natanggap namin ang bayad mong PHP 179,141.67 para sa loan #11. Numero ng resibo: R-00000120. Natitirang balance: PHP 345,333.36.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(attempts).toBe(2));
  });
});
