export { HomeTab } from './home-tab';
export { isRepayable, latestLoan, loansQueryOptions } from './loans.queries';
export { DueFacts, NextPaymentCard } from './next-payment-card';
