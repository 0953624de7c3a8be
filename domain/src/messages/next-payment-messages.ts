import { count, params } from '@nanostores/i18n';

/*
 * The Next Payment card (issue 28, item 3): what is due, first on HOME and
 * WALLET, said in words as well as colour.
 */
export const NEXT_PAYMENT_TEXTS = {
  title: 'Next Payment',
  dueToday: 'Due today',
  daysLeft: count({ one: '{count} day left', other: '{count} days left' }),
  daysOverdue: count({ one: '{count} day overdue', other: '{count} days overdue' }),
  postingTimes: 'When your payment reaches your loan',
  fromWallet: 'From your wallet',
  atOnceNoFee: 'At once, no fee',
  withinHours: params('Within {hours} hours, fee {fee}'),
  withinHoursNoFee: params('Within {hours} hours, no fee'),
  sampleFigures: 'Sample figures: the partners confirm their times and fees.',
  payEarly: 'Pay 3 days early to be safe.',
  applyForAnother: 'Apply for another loan',
  autoPayLabel: 'Pay my installment from my wallet on its due date',
  autoPayHelp: 'On the due date we pay what is due from your available wallet balance, once. If your wallet holds less, we pay what it holds and tell you. You can turn this off at any time.',
  autoPayOnSince: params('On since {date}.'),
  autoPayFailed: 'Automatic payment was not changed. Please try again.',
} as const;
