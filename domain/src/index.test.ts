import { describe, expect, it } from 'vitest';
import {
  calculateLoan,
  COUNTRIES,
  creditBand,
  formatDate,
  formatPhp,
  isAdminRole,
  isOtpFormat,
  latestPerType,
  NOTICES,
  RegisterSchema,
  repaymentSchedule,
  reviewStatus,
  roundHalfAwayFromZero,
  SERVER_MESSAGES,
  truthInLending,
} from './index';

// Named imports, not `import * as`: knip then sees which exports the package really uses.
const domain = {
  formatPhp,
  roundHalfAwayFromZero,
  calculateLoan,
  truthInLending,
  repaymentSchedule,
  creditBand,
  formatDate,
  isOtpFormat,
  latestPerType,
  COUNTRIES,
  NOTICES,
  SERVER_MESSAGES,
  RegisterSchema,
  reviewStatus,
  isAdminRole,
};

describe('@app/domain', () => {
  it('re-exports every area from the package root', () => {
    const names = [
      'formatPhp',
      'roundHalfAwayFromZero',
      'calculateLoan',
      'truthInLending',
      'repaymentSchedule',
      'creditBand',
      'formatDate',
      'isOtpFormat',
      'latestPerType',
      'COUNTRIES',
      'NOTICES',
      'SERVER_MESSAGES',
      'RegisterSchema',
      'reviewStatus',
      'isAdminRole',
      'loanInstallments',
      'allocatePayment',
      'payoffQuote',
      'paymentReference',
      'parseSettlementCsv',
      'COUNTRY_TIME_ZONES',
      'paymentReceivedNotice',
      'toLoanInstallments',
    ];
    for (const name of names) expect(domain).toHaveProperty(name);
  });
});
