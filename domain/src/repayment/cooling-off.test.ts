import { describe, expect, it } from 'vitest';
import { coolingOff, type CoolingOffWithdrawal } from './cooling-off';

const disbursedAt = new Date('2026-11-20T02:00:00.000Z');
// 72 hours later: 2026-11-23T02:00:00.000Z.
const endsAt = new Date('2026-11-23T02:00:00.000Z');

function at(now: string, withdrawals: CoolingOffWithdrawal[] = [], hasRepayments = false) {
  return coolingOff({ disbursedAt, now: new Date(now), withdrawals, hasRepayments });
}

describe('coolingOff', () => {
  it('allows cancelling until the last millisecond of the 72 hours', () => {
    expect(at('2026-11-20T02:00:00.000Z')).toEqual({ canCancel: true, endsAt });
    expect(at('2026-11-23T01:59:59.999Z')).toEqual({ canCancel: true, endsAt });
  });

  it('ends at 72 hours', () => {
    expect(at('2026-11-23T02:00:00.000Z')).toEqual({ canCancel: false, reason: 'period_over', endsAt });
  });

  it('ends with a withdrawal requested since the disbursement, awaiting its code, pending or approved', () => {
    for (const status of ['awaiting_code', 'pending', 'approved'] as const) {
      const withdrawal = { createdAt: new Date('2026-11-21T00:00:00.000Z'), status };
      expect(at('2026-11-21T01:00:00.000Z', [withdrawal])).toEqual({ canCancel: false, reason: 'withdrawal_requested', endsAt });
    }
    // Requested at the very instant of the disbursement: it counts.
    expect(at('2026-11-21T01:00:00.000Z', [{ createdAt: disbursedAt, status: 'pending' }])).toMatchObject({ canCancel: false });
  });

  it('is not ended by a rejected or expired request, nor by one made before the disbursement', () => {
    const later = new Date('2026-11-21T00:00:00.000Z');
    const before = new Date('2026-11-20T01:59:59.999Z');
    const withdrawals: CoolingOffWithdrawal[] = [
      { createdAt: later, status: 'rejected' },
      { createdAt: later, status: 'expired' },
      { createdAt: before, status: 'approved' },
    ];
    expect(at('2026-11-21T01:00:00.000Z', withdrawals)).toEqual({ canCancel: true, endsAt });
  });

  it('ends once anything is paid', () => {
    expect(at('2026-11-21T01:00:00.000Z', [], true)).toEqual({ canCancel: false, reason: 'payment_made', endsAt });
  });
});

describe('coolingOff of a loan recorded late', () => {
  const credited = new Date('2026-11-21T02:00:00.000Z'); // 10:00 on Nov 21 in Manila

  it('counts the 72 hours from the start of the disbursement date, not from when the wallet was credited', () => {
    // Nov 20 00:00 Manila is Nov 19 16:00 UTC; 72 hours later is Nov 22 16:00 UTC.
    const state = coolingOff({ disbursedAt: credited, startDate: '2026-11-20', now: credited, withdrawals: [], hasRepayments: false });
    expect(state).toEqual({ canCancel: true, endsAt: new Date('2026-11-22T16:00:00.000Z') });
  });

  it('is over at once for a loan paid out 40 days before it was recorded', () => {
    const state = coolingOff({ disbursedAt: credited, startDate: '2026-10-12', now: credited, withdrawals: [], hasRepayments: false });
    expect(state).toEqual({ canCancel: false, reason: 'period_over', endsAt: new Date('2026-10-14T16:00:00.000Z') });
  });

  it('keeps the full 72 hours from the credit when the disbursement date is that same Manila day', () => {
    const state = coolingOff({ disbursedAt: credited, startDate: '2026-11-21', now: credited, withdrawals: [], hasRepayments: false });
    expect(state).toEqual({ canCancel: true, endsAt: new Date('2026-11-24T02:00:00.000Z') });
  });
});
