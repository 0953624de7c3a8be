import type { TranslationOf } from '../i18n';
import type { MFA_MESSAGES, MFA_TEXTS } from '../messages';

const MFA_ANSWERS: TranslationOf<typeof MFA_MESSAGES> = {
  required: 'Ilagay ang code mula sa iyong authenticator app para matapos ang pag-login.',
  invalidCode: 'Mali ang code. Ilagay ang 6-digit na code na ipinapakita ngayon ng iyong authenticator app, o isang recovery code.',
  tooManyCodes: 'Masyadong maraming maling code. Maghintay ng isang oras at subukan muli.',
  codeUsed: 'Nagamit na ang code na ito. Hintayin ang susunod na code sa iyong authenticator app.',
  nothingToConfirm: 'Walang authenticator app na naghihintay ng kumpirmasyon. Magsimula muli.',
  notPending: 'Hindi kailangan ng code sa session na ito.',
  alreadyOn: 'Naka-on na ang authenticator app sa account na ito.',
  notOn: 'Hindi naka-on ang authenticator app sa account na ito.',
  staffAlwaysOn: 'Laging gumagamit ng authenticator app ang mga staff account sa pag-login.',
  resetDone: 'Na-reset ang second factor: ise-set up ito muli ng admin sa susunod na pag-login.',
  notStaff: 'Admin account lang ang may second factor na mare-reset dito.',
};

const MFA: TranslationOf<typeof MFA_TEXTS> = {
  enrolTitle: 'I-set up ang iyong authenticator app',
  enrolIntro: 'I-scan ang QR code na ito gamit ang isang authenticator app (tulad ng Google Authenticator o Microsoft Authenticator), saka ilagay ang 6-digit na code na ipinapakita nito.',
  secretLabel: 'O i-type ang key na ito sa app',
  qrLabel: 'QR code ng iyong authenticator key',
  verifyTitle: 'Two-step verification',
  verifyIntro: 'Ilagay ang 6-digit na code mula sa iyong authenticator app.',
  recoveryIntro: 'Ilagay ang isa sa mga recovery code na itinabi mo. Isang beses lang magagamit ang bawat isa.',
  codeLabel: '6-digit na code',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Gumamit ng recovery code',
  useApp: 'Gamitin ang authenticator app',
  verify: 'I-verify',
  codeRequired: 'Ilagay ang code',
  codeFormat: '6 na digit ang code',
  codeCharacters: 'Ilagay ang code gaya ng nakikita: mga digit, titik at gitling lamang',
  recoveryTitle: 'Itabi ang iyong mga recovery code',
  recoverySave: 'Bawat code ay makakapag-login sa iyo nang isang beses kung mawala ang iyong phone. Ngayon lang ito ipapakita: kopyahin o i-print at itago sa ligtas na lugar.',
  recoveryDone: 'Naitabi ko na ang mga recovery code',
  accountTitle: 'Two-step na pag-login',
  accountOff: 'Naka-off. I-on para hingan ka ng code mula sa authenticator app tuwing magla-login ka.',
  accountOn: 'Naka-on. Hinihingan ka ng code mula sa iyong authenticator app tuwing magla-login.',
  turnOn: 'I-on',
  turnOff: 'I-off',
  turnOffIntro: 'Ilagay ang code mula sa iyong authenticator app, o isang recovery code, para i-off ito.',
  turnOffLabel: 'Code o recovery code',
  cancel: 'Kanselahin',
  turnedOn: 'Naka-on na ang authenticator app.',
  turnedOff: 'Naka-off na ang authenticator app.',
  resetButton: 'I-reset ang 2FA',
  resetConfirm: 'I-reset ang second factor ng admin na ito? Ise-set up nila muli ang authenticator app sa susunod nilang pag-login.',
};

export const MFA_MESSAGES_FIL = { MFA_MESSAGES: MFA_ANSWERS, MFA_TEXTS: MFA };
