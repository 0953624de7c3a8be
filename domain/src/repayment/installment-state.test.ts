import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { currentDueDate, installmentStates, nextDue } from './installment-state';
import { accountsOf, manila, paidInFull, repaid, sixMonthLoan } from './test-fixtures';

const c = centavos;

function statesAt(wallTime: string, postings: Parameters<typeof accountsOf>[0] = []) {
  return installmentStates({ accounts: accountsOf(postings), now: manila(wallTime) }).map(({ state }) => state);
}

describe('currentDueDate', () => {
  const installments = sixMonthLoan();

  it('is the earliest due date on or after today, the due date itself included', () => {
    expect(currentDueDate({ installments, today: '2026-01-10' })).toBe('2026-02-10');
    expect(currentDueDate({ installments, today: '2026-02-10' })).toBe('2026-02-10');
    expect(currentDueDate({ installments, today: '2026-02-11' })).toBe('2026-03-10');
    expect(currentDueDate({ installments, today: '2026-07-10' })).toBe('2026-07-10');
  });

  it('is null after the last due date', () => {
    expect(currentDueDate({ installments, today: '2026-07-11' })).toBeNull();
  });
});

describe('installmentStates', () => {
  it('on the disbursement day the first installment is due, the rest upcoming', () => {
    expect(statesAt('2026-01-10T09:00')).toEqual(['due', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('stays due through the last minute of its due date in Manila', () => {
    expect(statesAt('2026-02-10T23:59:59')[0]).toBe('due');
  });

  it('is overdue from 00:00 Manila the day after, and the next one becomes due', () => {
    const states = installmentStates({ accounts: accountsOf([]), now: manila('2026-02-11T00:00') });
    expect(states.slice(0, 2)).toEqual([
      { installment: 1, state: 'overdue', daysPastDue: 1 },
      { installment: 2, state: 'due', daysPastDue: 0 },
    ]);
  });

  it('is partly paid while something is paid and something owed, and paid when nothing is owed', () => {
    const part = repaid({ installment: 1, interest: 75_000, principal: 25_000 });
    expect(statesAt('2026-02-01T12:00', [part]).slice(0, 2)).toEqual(['partly_paid', 'upcoming']);
    const whole = paidInFull(1);
    expect(statesAt('2026-02-01T12:00', [whole]).slice(0, 2)).toEqual(['paid', 'upcoming']);
    // Paid in full, the first stays paid after its due date; the second is the current one.
    expect(statesAt('2026-02-20T12:00', [whole]).slice(0, 2)).toEqual(['paid', 'due']);
  });

  it('calls an installment overdue, not partly paid, once its due date has passed', () => {
    const part = repaid({ installment: 1, interest: 75_000, principal: 25_000 });
    expect(statesAt('2026-02-11T00:00', [part])[0]).toBe('overdue');
  });

  it('calls a later installment paid in advance partly paid', () => {
    const ahead = repaid({ installment: 1, interest: 75_000, principal: 2_500_000 }, { installment: 2, principal: 425_000 });
    expect(statesAt('2026-01-20T12:00', [ahead]).slice(0, 3)).toEqual(['paid', 'partly_paid', 'upcoming']);
  });

  it('keeps an installment overdue while only its late fee is owed', () => {
    const postings = [
      { kind: 'late_fee' as const, installment: 1, amount: c(128_750) },
      paidInFull(1),
    ];
    // Feb 10 to Feb 20 is 10 days.
    expect(installmentStates({ accounts: accountsOf(postings), now: manila('2026-02-20T08:00') })[0]).toEqual({
      installment: 1,
      state: 'overdue',
      daysPastDue: 10,
    });
  });

  it('after the last due date every unpaid installment is overdue', () => {
    expect(statesAt('2026-07-11T00:00')).toEqual(['overdue', 'overdue', 'overdue', 'overdue', 'overdue', 'overdue']);
  });
});

describe('nextDue', () => {
  it('is the current installment when nothing is late', () => {
    expect(nextDue({ accounts: accountsOf([]), now: manila('2026-01-10T09:00') })).toEqual({
      installment: 1,
      dueDate: '2026-02-10',
      amount: 2_575_000,
    });
  });

  it('with an overdue installment: its date, and what is owed up to the current period', () => {
    const postings = [
      { kind: 'late_fee' as const, installment: 1, amount: c(128_750) },
      repaid({ installment: 1, interest: 75_000, principal: 1_000_000 }),
    ];
    // Mar 1: #1 overdue with 1,500,000 principal + 128,750 fee; #2 current, 2,575,000. 4,203,750 in all.
    expect(nextDue({ accounts: accountsOf(postings), now: manila('2026-03-01T09:00') })).toEqual({
      installment: 1,
      dueDate: '2026-02-10',
      amount: 4_203_750,
    });
  });

  it('when the current period is paid: the next installment and what it still owes', () => {
    const ahead = repaid({ installment: 1, interest: 75_000, principal: 2_500_000 }, { installment: 2, principal: 425_000 });
    // 2,575,000 − 425,000 = 2,150,000.
    expect(nextDue({ accounts: accountsOf([ahead]), now: manila('2026-01-20T12:00') })).toEqual({
      installment: 2,
      dueDate: '2026-03-10',
      amount: 2_150_000,
    });
  });

  it('after the last due date it is everything owed; null once paid in full', () => {
    expect(nextDue({ accounts: accountsOf([]), now: manila('2026-08-01T09:00') })).toEqual({
      installment: 1,
      dueDate: '2026-02-10',
      amount: 15_450_000,
    });
    const installments = sixMonthLoan().slice(0, 1);
    const all = paidInFull(1);
    expect(nextDue({ accounts: accountsOf([all], installments), now: manila('2026-01-20T12:00') })).toBeNull();
  });
});
