import { centavos, sumCentavos, type Centavos } from '../money';
import { addDays, manilaToday } from '../repayment/manila-days';

/** RA 9160 as amended: a covered transaction is one above PHP 500,000 in one banking day. */
const COVERED_THRESHOLD = centavos(500_000_00);

/** Days of the longer structuring window, the day of the transaction included. */
const WEEK_DAYS = 7;

export type MoneyEvent = {
  id: number;
  memberId: number;
  kind: 'disbursement' | 'payout' | 'payment';
  amount: Centavos;
  /** ISO instant; its Manila calendar day is its banking day. */
  at: string;
};

export type CoveredTransaction = { memberId: number; day: string; reason: 'single' | 'aggregate'; eventIds: number[]; total: Centavos };

export type StructuringAlert = { memberId: number; window: 'day' | 'week'; from: string; to: string; eventIds: number[]; total: Centavos };

function byMemberAndDay(events: readonly MoneyEvent[]): Map<string, MoneyEvent[]> {
  const groups = new Map<string, MoneyEvent[]>();
  for (const event of events) {
    const key = `${event.memberId} ${manilaToday(new Date(event.at))}`;
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  return groups;
}

/**
 * The covered transactions among a member's money events: each one above
 * the threshold on its own, and each banking day whose smaller events add
 * up above it (reported together, as one).
 */
export function coveredTransactions(events: readonly MoneyEvent[]): CoveredTransaction[] {
  const covered: CoveredTransaction[] = [];
  for (const [key, group] of byMemberAndDay(events)) {
    const [memberId, day] = [Number(key.split(' ')[0]), key.split(' ')[1] as string];
    const singles = group.filter((event) => event.amount > COVERED_THRESHOLD);
    for (const event of singles) covered.push({ memberId, day, reason: 'single', eventIds: [event.id], total: event.amount });
    const smaller = group.filter((event) => event.amount <= COVERED_THRESHOLD);
    const total = sumCentavos(smaller.map((event) => event.amount));
    if (smaller.length > 1 && total > COVERED_THRESHOLD) covered.push({ memberId, day, reason: 'aggregate', eventIds: smaller.map((event) => event.id), total });
  }
  return covered;
}

/**
 * Structuring: events each under the threshold that add up above it,
 * two or more in one banking day, or three or more within a week (the week
 * ending on each event's day) not already caught by a day. The evidence is
 * the events themselves.
 */
export function structuringAlerts(events: readonly MoneyEvent[]): StructuringAlert[] {
  const under = events.filter((event) => event.amount <= COVERED_THRESHOLD);
  const alerts: StructuringAlert[] = [];
  const caught = new Set<number>();
  for (const [key, group] of byMemberAndDay(under)) {
    const total = sumCentavos(group.map((event) => event.amount));
    if (group.length < 2 || total <= COVERED_THRESHOLD) continue;
    const day = key.split(' ')[1] as string;
    alerts.push({ memberId: group[0]!.memberId, window: 'day', from: day, to: day, eventIds: group.map((event) => event.id), total });
    for (const event of group) caught.add(event.id);
  }
  const members = new Set(under.map((event) => event.memberId));
  for (const memberId of members) {
    const own = under.filter((event) => event.memberId === memberId).map((event) => ({ event, day: manilaToday(new Date(event.at)) }));
    const ends = [...new Set(own.map(({ day }) => day))].sort();
    let lastAlertEnd = '';
    for (const end of ends) {
      const from = addDays({ date: end, days: -(WEEK_DAYS - 1) });
      if (from <= lastAlertEnd) continue;
      const inWeek = own.filter(({ day }) => day >= from && day <= end).map(({ event }) => event);
      const total = sumCentavos(inWeek.map((event) => event.amount));
      if (inWeek.length < 3 || total <= COVERED_THRESHOLD || inWeek.every((event) => caught.has(event.id))) continue;
      alerts.push({ memberId, window: 'week', from, to: end, eventIds: inWeek.map((event) => event.id), total });
      lastAlertEnd = end;
    }
  }
  return alerts;
}
