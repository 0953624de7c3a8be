import { describe, expect, it } from 'vitest';
import { complaintDueAt, complaintOverdue, complaintReference, luhnDigit } from './complaints';

describe('complaintReference', () => {
  it('names the Manila year, the six-digit number and a check digit', () => {
    expect(complaintReference({ id: 123, filedAt: new Date('2026-03-01T02:00:00Z') })).toBe('CMP-2026-000123-3');
    // 31 December 17:00 UTC is already 1 January in Manila.
    expect(complaintReference({ id: 7, filedAt: new Date('2026-12-31T17:00:00Z') })).toBe('CMP-2027-000007-6');
  });

  it('changes the check digit when one digit is mistyped or two neighbours are swapped', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    expect(luhnDigit('2026000123')).not.toBe(luhnDigit('2026000132'));
    expect(luhnDigit('2026000123')).not.toBe(luhnDigit('2026000124'));
  });
});

describe('complaint clock', () => {
  const filed = new Date('2026-03-01T02:00:00Z');
  const clock = {
    state: 'submitted' as const,
    acknowledgedAt: null,
    ackDueAt: complaintDueAt({ from: filed, days: 2 }).toISOString(),
    resolveDueAt: complaintDueAt({ from: filed, days: 30 }).toISOString(),
  };

  it('counts calendar days', () => {
    expect(clock.ackDueAt).toBe('2026-03-03T02:00:00.000Z');
    expect(clock.resolveDueAt).toBe('2026-03-31T02:00:00.000Z');
  });

  it('is overdue for acknowledgement, then for resolution, never once resolved', () => {
    expect(complaintOverdue({ clock, now: new Date('2026-03-03T01:59:59Z') })).toBeNull();
    expect(complaintOverdue({ clock, now: new Date('2026-03-03T02:00:00Z') })).toBe('acknowledgement');
    const acknowledged = { ...clock, state: 'acknowledged' as const, acknowledgedAt: '2026-03-02T00:00:00.000Z' };
    expect(complaintOverdue({ clock: acknowledged, now: new Date('2026-03-10T00:00:00Z') })).toBeNull();
    expect(complaintOverdue({ clock: acknowledged, now: new Date('2026-03-31T02:00:00Z') })).toBe('resolution');
    expect(complaintOverdue({ clock: { ...acknowledged, state: 'resolved' }, now: new Date('2026-05-01T00:00:00Z') })).toBeNull();
  });
});
