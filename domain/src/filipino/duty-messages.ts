import type { TranslationOf } from '../i18n';
import type { DUTY_LABELS, DUTY_MESSAGES } from '../messages';

/* Staff duties (issue 27): the back office reads English, but a refusal reaches whoever holds the session. */

const LABELS: TranslationOf<typeof DUTY_LABELS> = {
  lending: 'Pagpapautang',
  payments: 'Mga bayad',
  payouts: 'Mga payout',
  members: 'Mga miyembro',
  collections: 'Paniningil',
  compliance: 'Pagsunod sa regulasyon',
  finance: 'Pananalapi',
};

const MESSAGES: TranslationOf<typeof DUTY_MESSAGES> = {
  lending: 'Kailangan nito ang tungkuling Pagpapautang (pagsuri, pag-apruba at pagbago ng mga loan). Hilingin sa main admin na ibigay ito sa iyo.',
  payments: 'Kailangan nito ang tungkuling Mga bayad (pagtala, pag-import, pag-assign, pag-waive at pagbawi ng mga bayad). Hilingin sa main admin na ibigay ito sa iyo.',
  payouts: 'Kailangan nito ang tungkuling Mga payout (pagpapasya sa mga withdrawal). Hilingin sa main admin na ibigay ito sa iyo.',
  members:
    'Kailangan nito ang tungkuling Mga miyembro (mga detalye, status, dokumento, password, balanse at score ng mga miyembro). Hilingin sa main admin na ibigay ito sa iyo.',
  collections: 'Kailangan nito ang tungkuling Paniningil. Hilingin sa main admin na ibigay ito sa iyo.',
  compliance: 'Kailangan nito ang tungkuling Pagsunod sa regulasyon (mga reklamo at audit). Hilingin sa main admin na ibigay ito sa iyo.',
  finance: 'Kailangan nito ang tungkuling Pananalapi (mga ulat). Hilingin sa main admin na ibigay ito sa iyo.',
  anyOf: 'Kailangan nito ang isa sa mga tungkuling ito: {duties}. Hilingin sa main admin na ibigay sa iyo ang isa.',
  dutiesRequired: 'Pumili ng kahit isang tungkulin',
  dutyUnknown: 'Hindi kilalang tungkulin. Ang mga tungkulin ay lending, payments, payouts, members, collections, compliance at finance.',
  dutiesUpdated: 'Na-update ang mga tungkulin',
  updateDutiesFailed: 'Hindi ma-update ang mga tungkulin',
};

export const DUTY_MESSAGES_FIL = { DUTY_LABELS: LABELS, DUTY_MESSAGES: MESSAGES };
