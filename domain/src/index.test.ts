import { describe, expect, it } from 'vitest';
import * as domain from './index';

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
