import { params } from '@nanostores/i18n';

// The amount fields (issue 28, items 1 and 8): what a field says when a typed
// amount cannot be read, and the loan amount's typed field and step buttons.

export const AMOUNT_TEXTS = {
  notAnAmount: 'Enter an amount like 38,000 or 38,000.50',
  tooManyDecimals: 'Use at most 2 decimals, like 38,000.50',
  negative: 'Enter the amount without a minus sign, like 38,000',
  loanAmountSteps: /* @__PURE__ */ params('Amounts go in steps of {step} from {min} to {max}'),
  lowerLoanAmount: /* @__PURE__ */ params('Lower the loan amount by {step}'),
  raiseLoanAmount: /* @__PURE__ */ params('Raise the loan amount by {step}'),
} as const;
