import { configure, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanOffer } from '@app/domain/contract';
import { aDisbursedLoan, anInstallment, aVerifiedUser, serveWalletApi } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { WalletTab } from './wallet-tab';

// The card loads lazily once the loans have come: this bounds the wait, it does not add one.
configure({ asyncUtilTimeout: 5000 });

function render() {
  return renderWithProviders(<WalletTab user={aVerifiedUser({ walletBalance: 600_000, availableBalance: 600_000 })} />, { path: '/dashboard' });
}

// Noon in Manila on 15 Jan 2026; aDisbursedLoan's last installment is due on Sep 15, 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T04:00:00Z'));
});
afterEach(() => vi.useRealTimers());

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

const HELP_REQUEST = { id: 5, loanId: 11, kind: 'hardship', months: null, reason: 'illness', note: 'x', state: 'open', createdAt: '2026-01-15T04:00:00.000Z' };

/** A holiday of 1 on loan 11, worked by hand: 2 installments of 10,000.00 + 150.00 after a month with nothing due. */
const OFFER: LoanOffer = {
  id: 9,
  loanId: 11,
  requestId: 5,
  kind: 'holiday',
  term: null,
  installments: 1,
  state: 'open',
  carriedPrincipal: 20_000,
  carriedInterest: 200,
  financeCharge: 100,
  lateFeesWaived: 1_295,
  schedule: [
    { number: 13, dueDate: '2026-03-15', principal: 10_000, interest: 150, amount: 10_150 },
    { number: 14, dueDate: '2026-04-15', principal: 10_000, interest: 150, amount: 10_150 },
  ],
  disclosure: { amountFinanced: 20_000, financeCharge: 300, totalRepayment: 20_300, monthlyPayment: 10_150, installments: 2, monthsDeferred: 1, effectiveMonthlyRate: 0.4963, effectiveAnnualRate: 6.12 },
  createdAt: '2026-01-15T03:00:00.000Z',
  acceptedAt: null,
};

describe('WALLET: help for a borrower in trouble (issue 32)', () => {
  it('"I cannot pay": a reason from the list and a note, sent to the API, and a notice that it was received', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    const sent = recordPosts('/api/loans/11/hardship', () => HttpResponse.json(HELP_REQUEST, { status: 201 }));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'I cannot pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell us what happened' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Tell us briefly what happened')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Illness');
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), 'In hospital since January 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'illness', note: 'In hospital since January 2.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tell us what happened' })).not.toBeInTheDocument());
  });

  it('"Extend my term": the months asked, sent while the term ends 5 days away or more', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    const sent = recordPosts('/api/loans/11/extension', () => HttpResponse.json({ ...HELP_REQUEST, kind: 'extension', months: 3, reason: null, note: null }, { status: 201 }));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Extend my term' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend my term' });
    await user.type(within(dialog).getByRole('textbox', { name: 'More months (1 to 12)' }), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Months must be a whole number from 1 to 12')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'More months (1 to 12)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'More months (1 to 12)' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(sent).toEqual([{ months: 3 }]);
  });

  it('refuses an extension 4 days before the term ends and says the last day it could be asked', async () => {
    // The last installment due on Jan 19, 2026: the last day to ask was Jan 14, 2026.
    const loan = aDisbursedLoan({ installments: [anInstallment({ number: 1, dueDate: '2025-12-19' }), anInstallment({ number: 2, dueDate: '2026-01-19' })] });
    serveWalletApi({ loans: [loan] });
    await render();
    expect(await screen.findByRole('button', { name: 'Extend my term' })).toBeDisabled();
    expect(screen.getByText('An extension must be asked at least 5 days before the term ends: the last day to ask was Jan 14, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I cannot pay' })).toBeEnabled();
  });

  it('shows an open offer with its new schedule and disclosure, and accepts it after a confirmation', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    server.use(http.get('/api/loans/11/offers', () => HttpResponse.json([OFFER])));
    const accepted = recordPosts('/api/loans/11/offers/9/accept', () => HttpResponse.json({ ...OFFER, state: 'accepted', acceptedAt: '2026-01-15T04:00:00.000Z' }));
    const { user } = await render();
    const offer = await screen.findByRole('group', { name: 'Our offer' });
    expect(within(offer).getByText('A break: nothing due for 1 months, then 2 installments.')).toBeInTheDocument();
    expect(within(offer).getByText('Late fees waived: PHP 1,295.00')).toBeInTheDocument();
    const rows = within(within(offer).getByRole('table', { name: 'New schedule' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['No.Due dateAmount', '13Mar 15, 2026PHP 10,150.00', '14Apr 15, 2026PHP 10,150.00']);
    const figure = (label: string) => within(offer).getByRole('rowheader', { name: label }).nextSibling?.textContent;
    expect([figure('Amount financed'), figure('Finance charge'), figure('Total repayment'), figure('Monthly payment')]).toEqual(['PHP 20,000.00', 'PHP 300.00', 'PHP 20,300.00', 'PHP 10,150.00']);
    expect(within(offer).getByText('Effective interest rate: 0.5% a month (6.12% a year)')).toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Accept this offer' }));
    expect(within(offer).getByText('By accepting, your old schedule ends and this new one starts today. Accept?')).toBeInTheDocument();
    expect(accepted).toEqual([]);
    await user.click(within(offer).getByRole('button', { name: 'Accept this offer' }));
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
    expect(accepted).toEqual([{}]);
  });
});
