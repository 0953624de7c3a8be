import { addMonths } from './add-months';
import { DEFAULT_SCHEDULE_TERM } from './constants';

export type RepaymentScheduleInput = {
  term: number | null | undefined;
  monthlyPayment: number;
  /** 'YYYY-MM-DD' when the loan has started, else null. */
  startDate: string | null | undefined;
  /** Today's calendar date in Manila, 'YYYY-MM-DD' (see toManilaIsoDate). */
  today: string;
};

type RepaymentRow = { number: number; dueDate: string; amount: number };

export type RepaymentSchedule = { isEstimate: boolean; rows: RepaymentRow[] };

/** SPEC's projection puts month index k at today + (k + 2) months. */
const ESTIMATE_OFFSET_MONTHS = 2;

/**
 * One row per month of the term. A started loan is anchored to its start date
 * (DEPARTURES 7) so due dates never move; otherwise SPEC's projection from
 * today is shown and flagged as an estimate.
 */
export function repaymentSchedule({ term, monthlyPayment, startDate, today }: RepaymentScheduleInput): RepaymentSchedule {
  const months = term ?? DEFAULT_SCHEDULE_TERM;
  if (!Number.isInteger(months) || months < 0) {
    throw new RangeError(`Term must be a whole number of months, got ${months}`);
  }
  const isEstimate = startDate == null;
  const rows: RepaymentRow[] = [];
  for (let number = 1; number <= months; number += 1) {
    // Each date is counted from the anchor, not from the previous row, so a
    // 31st that was clamped to the 28th comes back to the 31st next month.
    const dueDate = isEstimate
      ? addMonths({ date: today, months: number - 1 + ESTIMATE_OFFSET_MONTHS })
      : addMonths({ date: startDate, months: number });
    rows.push({ number, dueDate, amount: monthlyPayment });
  }
  return { isEstimate, rows };
}
