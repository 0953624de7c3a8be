import type { TranslationOf } from '../i18n';
import type { MESSAGE_CHANNEL_TEXTS } from '../messages';

const MESSAGE_CHANNELS: TranslationOf<typeof MESSAGE_CHANNEL_TEXTS> = {
  title: 'Mga Mensahe',
  intro: 'Kung saan dumarating ang iyong mga paalala, resibo at abiso. Ang mga withdrawal code ay ipinapadala sa bawat channel na nakumpirma mo.',
  groupLabel: 'Ipadala ang mga mensahe ko sa',
  sms: 'SMS',
  email: 'Email',
  both: 'SMS at email',
  emailConfirmed: 'Nakumpirma na ang iyong email na {email}.',
  emailUnconfirmed: 'Hindi pa nakukumpirma ang iyong email na {email}: hangga’t hindi pa, sa SMS dumarating ang iyong mga mensahe.',
  sendLink: 'IPADALA ANG LINK NG KUMPIRMASYON',
  linkSent: 'Nagpadala kami ng link sa iyong email. Buksan ito sa loob ng 24 na oras para kumpirmahin ang address.',
  saveFailed: 'Hindi na-save ang iyong pinili. Pakisubukan ulit.',
  pageTitle: 'Kumpirmahin ang iyong email',
  pageIntro: 'Kumpirmahin ang address na ito para maabot ka ng iyong mga mensahe at withdrawal code sa email.',
  confirm: 'KUMPIRMAHIN ANG EMAIL KO',
  confirmed: 'Nakumpirma na ang iyong email address.',
  toApp: 'PUMUNTA SA APP',
};

export const MESSAGE_CHANNEL_MESSAGES_FIL = { MESSAGE_CHANNEL_TEXTS: MESSAGE_CHANNELS };
