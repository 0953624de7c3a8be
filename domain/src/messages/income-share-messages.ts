import { params } from '@nanostores/i18n';

/*
 * Issue 32: the application form says what share of the declared monthly
 * income the installment would take, and warns plainly above the limit (the
 * borrower may still apply). A group of its own: the form loads it only when
 * it shows, outside the dashboard's first chunks.
 */
export const INCOME_SHARE_TEXTS = {
  incomeShare: /* @__PURE__ */ params('The monthly installment would take {share} of the monthly income you declared.'),
  aboveIncomeLimit: /* @__PURE__ */ params('That is more than {limit} of your income and may be hard to keep up. You may still apply; a loan officer will look at it closely.'),
} as const;
