import type { TranslationOf } from '../i18n';
import type { NEXT_PAYMENT_TEXTS } from '../messages';

const NEXT_PAYMENT: TranslationOf<typeof NEXT_PAYMENT_TEXTS> = {
  title: 'Susunod na Bayad',
  dueToday: 'Due date ngayon',
  daysLeft: { one: '{count} araw na lang', other: '{count} araw na lang' },
  daysOverdue: { one: '{count} araw nang lampas sa due date', other: '{count} araw nang lampas sa due date' },
  postingTimes: 'Kailan papasok sa loan ang iyong bayad',
  fromWallet: 'Mula sa iyong wallet',
  atOnceNoFee: 'Agad, walang fee',
  withinHours: 'Sa loob ng {hours} oras, fee {fee}',
  withinHoursNoFee: 'Sa loob ng {hours} oras, walang fee',
  sampleFigures: 'Halimbawang mga numero: kinukumpirma ng mga partner ang kanilang oras at fee.',
  payEarly: 'Magbayad nang 3 araw na mas maaga para sigurado.',
  applyForAnother: 'Mag-apply ng isa pang loan',
};

export const NEXT_PAYMENT_TEXTS_FIL = {
  NEXT_PAYMENT_TEXTS: NEXT_PAYMENT,
};
