// Rules of loan repayment (issue 12, DEPARTURES.md 11, SPEC.md section 9).

/** Full days after the due date an installment may stay unpaid before its late fee is charged. */
export const LATE_FEE_GRACE_DAYS = 3;

/** SPEC section 9: overdue late fee 5 %, of the unpaid installment amount (principal + interest). */
export const LATE_FEE_RATE_PERCENT = 5;

/** Cooling-off (RA 11765, DEPARTURES 11): the borrower may cancel within 72 hours of disbursement. */
export const COOLING_OFF_HOURS = 72;

/** The first reminder goes out this many days before a due date. */
export const REMINDER_DAYS_BEFORE_DUE = 3;

/** SEC MC 18 s.2019: no collection message between 22:00 and 06:00 in the borrower's own time. */
export const QUIET_HOURS_START = 22;
export const QUIET_HOURS_END = 6;

/** Channels money comes in through besides the wallet (staff records, settlement files, the gateway). */
export const PAYMENT_CHANNELS = ['gcash', 'maya', 'bank_transfer', 'otc'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Where a repayment came from. */
export type PaymentSource = 'wallet' | PaymentChannel;

/** How far back an officer may date a disbursement recorded late. */
export const START_DATE_MAX_YEARS_BACK = 5;
