import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { coveredTransactions, structuringAlerts, type MoneyEvent } from './thresholds';

const event = (id: number, pesos: number, at: string, memberId = 7, kind: MoneyEvent['kind'] = 'payment'): MoneyEvent => ({ id, memberId, kind, amount: centavos(pesos * 100), at });

describe('coveredTransactions', () => {
  it('reports a single disbursement above PHP 500,000, and not one of exactly 500,000', () => {
    expect(coveredTransactions([event(1, 1_200_000, '2026-11-27T02:00:00Z', 7, 'disbursement'), event(2, 500_000, '2026-11-27T03:00:00Z', 8, 'payout')])).toEqual([
      { memberId: 7, day: '2026-11-27', reason: 'single', eventIds: [1], total: 120_000_000 },
    ]);
  });

  it("adds up one member's smaller events of one Manila banking day", () => {
    // 16:30Z on the 26th is 00:30 on the 27th in Manila: the same banking day as the others.
    const events = [event(1, 200_000, '2026-11-26T16:30:00Z'), event(2, 200_000, '2026-11-27T05:00:00Z'), event(3, 200_000, '2026-11-27T15:59:00Z'), event(4, 200_000, '2026-11-27T16:00:00Z')];
    expect(coveredTransactions(events)).toEqual([{ memberId: 7, day: '2026-11-27', reason: 'aggregate', eventIds: [1, 2, 3], total: 60_000_000 }]);
  });
});

describe('structuringAlerts', () => {
  it('raises one alert for three payments of 200,000 in one day', () => {
    const events = [event(1, 200_000, '2026-11-27T01:00:00Z'), event(2, 200_000, '2026-11-27T02:00:00Z'), event(3, 200_000, '2026-11-27T03:00:00Z')];
    expect(structuringAlerts(events)).toEqual([{ memberId: 7, window: 'day', from: '2026-11-27', to: '2026-11-27', eventIds: [1, 2, 3], total: 60_000_000 }]);
  });

  it('raises a week alert for three smaller payments on three days that add up above the threshold', () => {
    const events = [event(1, 180_000, '2026-11-20T01:00:00Z'), event(2, 170_000, '2026-11-23T01:00:00Z'), event(3, 160_000, '2026-11-26T01:00:00Z'), event(4, 100_000, '2026-11-27T01:00:00Z', 9)];
    expect(structuringAlerts(events)).toEqual([{ memberId: 7, window: 'week', from: '2026-11-20', to: '2026-11-26', eventIds: [1, 2, 3], total: 51_000_000 }]);
  });

  it('raises nothing for payments that stay under the threshold, or spread over more than a week', () => {
    expect(structuringAlerts([event(1, 250_000, '2026-11-27T01:00:00Z'), event(2, 250_000, '2026-11-27T02:00:00Z')])).toEqual([]);
    expect(structuringAlerts([event(1, 200_000, '2026-11-01T01:00:00Z'), event(2, 200_000, '2026-11-08T01:00:00Z'), event(3, 200_000, '2026-11-15T01:00:00Z')])).toEqual([]);
  });
});
