import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanPaymentCentavos } from '../loan';
import { centavos, sumCentavos, type Centavos } from '../money';
import { currentDueDate, isDueNow } from './installment-state';
import { loanInstallments, type Installment } from './installments';
import { lateFeesToCharge } from './late-fees';
import {
  installmentAccounts,
  isPaidInFull,
  loanBalance,
  outstandingOf,
  reversalOf,
  type InstallmentAccount,
  type LoanPosting,
  type RepaymentPosting,
} from './loan-account';
import { addDays, manilaToday } from './manila-days';
import { allocatePayment, allocateValueDated, payoffQuote, waiveLateFee } from './posting-rule';
import { manila } from './test-fixtures';

const loanArbitrary = fc
  .record({
    principal: fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 15_000_000, max: 500_000_000 })),
    term: fc.integer({ min: 1, max: 24 }),
    rateHundredths: fc.integer({ min: 0, max: 300 }),
    startDate: fc.constantFrom('2026-01-31', '2026-02-28', '2026-11-22', '2027-12-31'),
  })
  .map(({ principal, term, rateHundredths, startDate }) => {
    const { monthlyPayment } = loanPaymentCentavos({ principal: centavos(principal), term, interestRate: rateHundredths / 100 });
    return loanInstallments({ principal: centavos(principal), monthlyPayment, term, startDate });
  });

const actionArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), share: fc.double({ min: 0, max: 1.2, noNaN: true }) }),
  fc.record({ kind: fc.constant('pay_raw' as const), amount: fc.integer({ min: -5, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant('payoff' as const) }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('waive' as const), pick: fc.nat() }),
);

type Action = typeof actionArbitrary extends fc.Arbitrary<infer T> ? T : never;

const eventsArbitrary = fc.array(fc.record({ days: fc.integer({ min: 0, max: 75 }), action: actionArbitrary }), {
  minLength: 1,
  maxLength: 25,
});

/** Everything ever charged equals everything paid, waived or forgiven plus the balance. */
function expectMoneyConserved(accounts: readonly InstallmentAccount[]): void {
  const charged = sumCentavos(accounts.map((a) => centavos(a.principal + a.interest + a.lateFee)));
  const settled = sumCentavos(
    accounts.map((a) => centavos(a.principalPaid + a.interestPaid + a.lateFeePaid + a.lateFeeWaived + a.interestForgiven)),
  );
  expect(charged).toBe(settled + loanBalance({ accounts }).total);
}

function amountOf(posting: RepaymentPosting): Centavos {
  return sumCentavos(posting.lines.map((line) => centavos(line.lateFee + line.interest + line.principal)));
}

function run(installments: Installment[], events: { days: number; action: Action }[]) {
  const postings: LoanPosting[] = [];
  const open: RepaymentPosting[] = [];
  let today = installments[0] ? addDays({ date: installments[0].dueDate, days: -31 }) : '2026-01-01';
  for (const { days, action } of events) {
    today = addDays({ date: today, days });
    const now = manila(`${today}T12:00`);
    const fees = lateFeesToCharge({ accounts: installmentAccounts({ installments, postings }), now });
    postings.push(...fees);
    let accounts = installmentAccounts({ installments, postings });
    // Idempotent: charged fees are not charged again.
    expect(lateFeesToCharge({ accounts, now })).toEqual([]);

    const balance = loanBalance({ accounts });
    const quote = payoffQuote({ accounts, now });
    expect(quote.amount).toBeGreaterThanOrEqual(0);
    expect(quote.amount + quote.interestNotCharged).toBe(balance.total);

    if (action.kind === 'reverse' || action.kind === 'waive') {
      if (action.kind === 'reverse' && open.length > 0) {
        const [original] = open.splice(action.pick % open.length, 1);
        postings.push(reversalOf({ posting: original! }));
      }
      if (action.kind === 'waive' && accounts.length > 0) {
        const waiver = waiveLateFee({ accounts, installment: (action.pick % accounts.length) + 1 });
        if (waiver.ok) postings.push(waiver.posting);
      }
      accounts = installmentAccounts({ installments, postings });
      expectMoneyConserved(accounts);
      continue;
    }

    const amount =
      action.kind === 'pay'
        ? centavos(Math.max(1, Math.round(quote.amount * action.share)))
        : action.kind === 'payoff'
          ? quote.amount
          : centavos(action.amount);
    const result = allocatePayment({ accounts, amount, now });
    if (amount <= 0 || amount > quote.amount) {
      expect(result.ok).toBe(false);
      continue;
    }
    if (!result.ok) throw new Error(`refused ${amount} of a payoff of ${quote.amount}`);

    // The lines add up to the amount, never exceed what each part owed, and
    // never pay interest of a later period.
    expect(amountOf(result.posting)).toBe(amount);
    const current = currentDueDate({ installments, today: manilaToday(now) });
    for (const line of result.posting.lines) {
      const account = accounts.find((a) => a.number === line.installment)!;
      const owed = outstandingOf(account);
      expect(line.lateFee).toBeLessThanOrEqual(owed.lateFee);
      expect(line.interest).toBeLessThanOrEqual(owed.interest);
      expect(line.principal).toBeLessThanOrEqual(owed.principal);
      if (!isDueNow({ installment: account, currentDueDate: current })) expect(line.interest).toBe(0);
    }

    postings.push(result.posting);
    open.push(result.posting);
    accounts = installmentAccounts({ installments, postings });
    const after = loanBalance({ accounts });
    expect(after.total).toBeGreaterThanOrEqual(0);
    expect(after.total).toBe(result.balanceAfter);
    expect(result.closesLoan).toBe(amount === quote.amount);
    expect(isPaidInFull({ accounts })).toBe(result.closesLoan);
    // Paying part of the payoff leaves exactly the rest of it to pay today.
    if (!result.closesLoan) expect(payoffQuote({ accounts, now }).amount).toBe(quote.amount - amount);
    expectMoneyConserved(accounts);
  }
}

const paymentsArbitrary = fc.array(fc.record({ days: fc.integer({ min: 0, max: 45 }), share: fc.double({ min: 0, max: 1.1, noNaN: true }) }), {
  minLength: 1,
  maxLength: 12,
});

/**
 * Item 9 of issue 27: the same payments, posted on the day each was
 * received (fees charged as days pass), or entered all at once later with
 * their received dates as value dates (every fee up to then charged first),
 * make the same allocations and leave the same loan.
 */
function replay(installments: Installment[], payments: { days: number; share: number }[], lateDays: number) {
  let day = installments[0] ? addDays({ date: installments[0].dueDate, days: -31 }) : '2026-01-01';
  const onTime: LoanPosting[] = [];
  const received: { valueDate: Date; amount: Centavos; posting: RepaymentPosting | null }[] = [];
  for (const { days, share } of payments) {
    day = addDays({ date: day, days });
    const valueDate = manila(`${day}T09:00`);
    onTime.push(...lateFeesToCharge({ accounts: installmentAccounts({ installments, postings: onTime }), now: valueDate }));
    const accounts = installmentAccounts({ installments, postings: onTime });
    const amount = centavos(Math.max(1, Math.round(payoffQuote({ accounts, now: valueDate }).amount * share)));
    const result = allocatePayment({ accounts, amount, now: valueDate });
    if (result.ok) onTime.push(result.posting);
    received.push({ valueDate, amount, posting: result.ok ? result.posting : null });
  }
  const now = manila(`${addDays({ date: day, days: lateDays })}T15:00`);
  onTime.push(...lateFeesToCharge({ accounts: installmentAccounts({ installments, postings: onTime }), now }));

  const late: LoanPosting[] = [...lateFeesToCharge({ accounts: installmentAccounts({ installments, postings: [] }), now })];
  const posted: { valueDate: Date; lines: RepaymentPosting['lines'] }[] = [];
  for (const { valueDate, amount, posting } of received) {
    const accounts = installmentAccounts({ installments, postings: late });
    const result = allocateValueDated({ accounts, amount, now, valueDate, repayments: posted });
    expect(result.ok).toBe(posting !== null);
    if (!result.ok || posting === null) continue;
    expect(result.posting.lines).toEqual(posting.lines);
    expect(result.posting.forgiven).toEqual(posting.forgiven);
    late.push(result.posting);
    posted.push({ valueDate, lines: result.posting.lines });
    const after = installmentAccounts({ installments, postings: late });
    expect(loanBalance({ accounts: after }).total).toBe(result.balanceAfter);
    expectMoneyConserved(after);
  }
  const expected = installmentAccounts({ installments, postings: onTime }).map(outstandingOf);
  expect(installmentAccounts({ installments, postings: late }).map(outstandingOf)).toEqual(expected);
  // The reversal of a back-dated payment owes again what it settled, fees made undue included.
  const reversed = late.filter((posting): posting is RepaymentPosting => posting.kind === 'repayment').map((posting) => reversalOf({ posting }));
  const reopened = installmentAccounts({ installments, postings: [...late, ...reversed] });
  expect(loanBalance({ accounts: reopened }).total).toBe(loanBalance({ accounts: installmentAccounts({ installments, postings: late.filter((posting) => posting.kind === 'late_fee') }) }).total);
}

describe('posting rule properties', () => {
  it('a payment posted late with its value date is the payment posted on that date', () => {
    fc.assert(
      fc.property(loanArbitrary, paymentsArbitrary, fc.integer({ min: 0, max: 400 }), (installments, payments, lateDays) => replay(installments, payments, lateDays)),
      { numRuns: 150 },
    );
    // CPU-bound: room for a loaded 2-core machine, not a timing assertion.
  }, 60_000);

  it('conserves money, never overpays a part, keeps balances and payoffs at 0 or more', () => {
    fc.assert(fc.property(loanArbitrary, eventsArbitrary, (installments, events) => run(installments, events)), { numRuns: 120 });
    // CPU-bound: room for a loaded 2-core machine, not a timing assertion.
  }, 60_000);
});
