import type { TranslationOf } from '../i18n';
import type { NEXT_PAYMENT_TEXTS } from '../messages';

const NEXT_PAYMENT: TranslationOf<typeof NEXT_PAYMENT_TEXTS> = {
  title: 'Susunod na Bayad',
  dueToday: 'Bayaran ngayong araw',
  daysLeft: { one: '{count} araw na lang', other: '{count} araw na lang' },
  daysOverdue: { one: '{count} araw nang lampas sa petsa ng bayaran', other: '{count} araw nang lampas sa petsa ng bayaran' },
  postingTimes: 'Kailan papasok sa loan ang iyong bayad',
  fromWallet: 'Mula sa iyong wallet',
  atOnceNoFee: 'Agad, walang fee',
  withinHours: 'Sa loob ng {hours} oras, fee {fee}',
  withinHoursNoFee: 'Sa loob ng {hours} oras, walang fee',
  sampleFigures: 'Halimbawang mga numero: kinukumpirma ng mga partner ang kanilang oras at fee.',
  payEarly: 'Magbayad nang 3 araw na mas maaga para sigurado.',
  applyForAnother: 'Mag-apply ng isa pang loan',
  autoPayLabel: 'Bayaran ang hulog ko mula sa wallet sa araw ng bayaran',
  autoPayHelp:
    'Sa araw ng bayaran, babayaran namin ang dapat bayaran mula sa magagamit na balanse ng wallet mo, isang beses lang. Kung kulang ang laman ng wallet, babayaran namin ang laman nito at sasabihan ka. Puwede mo itong patayin anumang oras.',
  autoPayOnSince: 'Naka-on mula {date}.',
  autoPayFailed: 'Hindi nabago ang awtomatikong bayad. Pakisubukan ulit.',
};

export const NEXT_PAYMENT_MESSAGES_FIL = { NEXT_PAYMENT_TEXTS: NEXT_PAYMENT };
