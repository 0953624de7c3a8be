import type { TranslationOf } from '../i18n';
import type { COMPLAINT_CATEGORY_LABELS, COMPLAINT_SERVER_MESSAGES, COMPLAINT_STATE_LABELS, COMPLAINT_TEXTS, COMPLAINT_VALIDATION_MESSAGES } from '../messages';

const COMPLAINT_CATEGORIES_FIL: TranslationOf<typeof COMPLAINT_CATEGORY_LABELS> = {
  loan_terms: 'Mga tuntunin, interes o bayarin ng loan',
  payment_not_credited: 'Hindi naitala ang bayad',
  collection_conduct: 'Paraan ng paniningil',
  data_privacy: 'Privacy ng aking data',
  app_problem: 'Problema sa app',
  other: 'Iba pa',
};

const COMPLAINT_STATES_FIL: TranslationOf<typeof COMPLAINT_STATE_LABELS> = {
  submitted: 'Natanggap',
  acknowledged: 'Kinilala na',
  in_progress: 'Inaasikaso',
  escalated: 'Itinaas na',
  resolved: 'Nalutas na',
};

const COMPLAINT: TranslationOf<typeof COMPLAINT_TEXTS> = {
  cardTitle: 'Mga Reklamo',
  intro: 'Sabihin sa amin kung ano ang nangyaring mali. Kinikilala namin ang bawat reklamo at sinasagot ito sa loob ng panahong itinakda ng batas.',
  fileButton: 'Magreklamo',
  formTitle: 'Magreklamo',
  category: 'Tungkol saan ito?',
  categoryPlaceholder: 'Pumili ng kategorya',
  description: 'Ano ang nangyari?',
  descriptionPlaceholder: 'Ilarawan ang nangyari, kasama ang mga petsa at halaga kung mayroon ka.',
  evidence: 'Mga larawan o screenshot (hindi kailangan, hanggang 2)',
  evidenceAdd: 'Magdagdag ng larawan',
  evidenceRemove: 'Alisin',
  submit: 'Ipasa ang reklamo',
  cancel: 'Kanselahin',
  close: 'Isara',
  offlineReason: 'Offline ka. Mababasa mo ang iyong mga reklamo, pero kailangan ng koneksyon para magreklamo.',
  filedTitle: 'Natanggap ang reklamo',
  yourReference: 'Ang iyong reference number',
  none: 'Wala ka pang naisampang reklamo.',
  filedOn: 'Isinampa',
  answerBy: 'Sasagutin hanggang',
  resolvedOn: 'Nalutas',
  replies: 'Mga sagot',
  fromUs: 'Ang aming sagot',
  resolution: 'Resolusyon',
  escalation: 'Itinaas',
  evidenceShown: 'Ebidensya',
  loadFailed: 'Hindi ma-load ang iyong mga reklamo.',
  fileFailed: 'Hindi maisampa ang iyong reklamo. Pakisubukan muli.',
  receivedMessage: {
    one: 'Natanggap namin ang iyong reklamo. Ang iyong reference number ay {reference}. Aasikasuhin ito ng isang officer sa loob ng {count} araw at sasagutin sa loob ng {resolveDays} araw.',
    other:
      'Natanggap namin ang iyong reklamo. Ang iyong reference number ay {reference}. Aasikasuhin ito ng isang officer sa loob ng {count} araw at sasagutin sa loob ng {resolveDays} araw.',
  },
};

/** What only the back office is refused stays English (staff screens may). */
type StaffComplaintRule = 'actionUnknown' | 'messageRequired' | 'messageTooLong' | 'assigneeInvalid';

const COMPLAINT_RULES: TranslationOf<Omit<typeof COMPLAINT_VALIDATION_MESSAGES, StaffComplaintRule>> = {
  categoryUnknown: 'Pakipili kung tungkol saan ang iyong reklamo',
  descriptionRequired: 'Pakilarawan ang nangyari',
  descriptionTooLong: 'Hanggang 2,000 character lang ang paglalarawan',
  textCharactersInvalid: 'Pakialis ang mga tab, control character at text-direction mark sa tekstong ito',
  evidenceTooMany: 'Hanggang 2 larawan lang ang maaaring ilakip',
  evidenceInvalid: 'Kulang o mali ang link ng isang larawan',
};

type StaffComplaintAnswer = 'alreadyResolved' | 'alreadyEscalated' | 'assigneeNotStaff';

const COMPLAINT_ANSWERS: TranslationOf<Omit<typeof COMPLAINT_SERVER_MESSAGES, StaffComplaintAnswer>> = {
  notFound: 'Hindi nahanap ang reklamo',
  staffCannotFile: 'Hindi maaaring magreklamo ang mga staff account',
  evidenceRepeated: 'Dalawang beses na inilakip ang parehong larawan',
};

export const COMPLAINT_MESSAGES_FIL = {
  COMPLAINT_CATEGORY_LABELS: COMPLAINT_CATEGORIES_FIL,
  COMPLAINT_STATE_LABELS: COMPLAINT_STATES_FIL,
  COMPLAINT_TEXTS: COMPLAINT,
  COMPLAINT_VALIDATION_MESSAGES: COMPLAINT_RULES,
  COMPLAINT_SERVER_MESSAGES: COMPLAINT_ANSWERS,
};
