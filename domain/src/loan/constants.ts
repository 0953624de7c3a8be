// Business constants of SPEC section 9.
export const LOAN_MIN_AMOUNT = 150_000;
export const LOAN_MAX_AMOUNT = 5_000_000;
export const LOAN_AMOUNT_STEP = 50_000;
export const LOAN_DEFAULT_AMOUNT = 1_200_000;
export const LOAN_DEFAULT_TERM = 24;
export const LOAN_TERM_OPTIONS = [6, 12, 18, 24, 36, 48] as const;

export const PREMIUM_THRESHOLD = 500_000;
/** Flat monthly rates in percent. */
export const STANDARD_RATE = 0.5;
export const PREMIUM_RATE = 0.3;

/** Rows shown when a loan has no term (SPEC: 12 rows if term is missing). */
export const DEFAULT_SCHEDULE_TERM = 12;

// Bounds of the admin loan edit inputs (SPEC section 5), wider than what borrowers may choose.
export const ADMIN_TERM_MIN = 1;
export const ADMIN_TERM_MAX = 60;
export const ADMIN_RATE_MIN = 0;
export const ADMIN_RATE_MAX = 100;
