import type { TranslationOf } from '../i18n';
import type { AGREEMENT_ARTICLES, AGREEMENT_TEXTS, DISCLOSURE_TEXTS, LOAN_TEXTS } from '../messages';

const LOAN: TranslationOf<typeof LOAN_TEXTS> = {
  verifyTitle: 'Tapusin ang beripikasyon ng iyong pagkakakilanlan',
  verifyMessage:
    'Puwede mo nang subukan ang calculator; para makapag-apply, kailangan muna namin ang iyong personal na detalye, ang iyong ID at ang iyong bank account.',
  continueVerification: 'Ituloy ang beripikasyon',
  underReviewTitle: 'Sinusuri ang iyong loan application',
  underReviewMessage: 'Sinusuri ng isang loan officer ang iyong application. Puwede kang mag-apply ulit kapag may desisyon na.',
  intro: 'Pumili ng halaga at termino; makikita mo agad ang iyong buwanang bayad.',
  loanAmount: 'Halaga ng loan',
  termMonths: 'Termino (buwan)',
  interestRate: 'Interest rate',
  standardRate: '0.5% kada buwan',
  standardRateOnly: '(tiyak kapag mas mababa sa {threshold}). Mula {threshold}, puwede mong piliin ang premium rate na 0.3%.',
  ratePerMonthShort: '{rate}% / buwan',
  premium: 'Premium',
  standard: 'Standard',
  recommended: 'Rekomendado',
  monthlyPayment: 'Buwanang bayad',
  totalRepayment: 'Kabuuang babayaran',
  amount: 'Halaga',
  term: 'Termino',
  rate: 'Rate',
  effectiveRatePerYear: 'Effective rate kada taon',
  months: '{months} buwan',
  ratePerMonth: '{rate}% kada buwan',
  agreeBefore: 'Nabasa ko at sumasang-ayon ako sa',
  agreementLink: 'User Agreement & Conditions',
  agreeAfter: ', kasama ang disclosure statement sa itaas.',
  submittedMessage: 'Susuriin ng isang loan officer ang iyong application. Makikita mo ang desisyon sa iyong wallet at sa mga abiso.',
  goToWallet: 'Pumunta sa aking wallet',
  pending: 'naghihintay',
  submittedOn: 'Ipinasa noong {date}. Aabisuhan ka namin dito kapag nasuri na ito ng isang loan officer.',
};

const DISCLOSURE: TranslationOf<typeof DISCLOSURE_TEXTS> = {
  title: 'Pagsisiwalat ng Pautang (Truth in Lending Act)',
  amountFinanced: 'Halagang inutang',
  fees: 'Mga bayarin na ibabawas sa paglabas ng loan',
  documentaryStampTax: 'Documentary stamp tax na ibabawas sa paglabas ng loan',
  netProceeds: 'Halagang matatanggap mo',
  financeCharge: 'Finance charge (kabuuang interes at bayarin)',
  totalRepayment: 'Kabuuang babayaran',
  paymentSchedule: 'Iskedyul ng pagbabayad',
  schedule: '{term} buwanang bayad na tig-{payment}',
  flatMonthlyRate: 'Flat rate kada buwan (sa orihinal na halaga)',
  effectiveMonthlyRate: 'Effective interest rate kada buwan',
  effectiveAnnualRate: 'Effective interest rate kada taon',
  nominalAnnualRate: 'Nominal na taunang rate (buwanang rate × 12)',
  method:
    'Paraan: {method}. Sinisingil ang flat rate sa orihinal na halaga bawat buwan; ipinapakita ng effective rate ang tunay na gastos ng loan sa perang natatanggap mo.',
  actuarialMethod:
    'Internal rate of return ng mga buwanang bayad (actuarial method); taunang rate na compounded buwan-buwan',
};

const ARTICLES: TranslationOf<typeof AGREEMENT_ARTICLES> = {
  article1: {
    title: 'Halaga at Paglabas ng Loan',
    clause1: 'Sumasang-ayon ang Nagpapautang na pautangin ang Umuutang ng principal na halagang nakasaad sa aprubadong loan application (ang “Loan”).',
    clause2: 'Ilalabas lang ang Loan kapag naaprubahan na ng Nagpapautang ang application. Kapag naaprubahan, ilalagay ang principal sa wallet ng Umuutang sa application, at mula rito ay puwede itong i-withdraw ng Umuutang sa bank account na ini-register ng Umuutang.',
    clause3: 'Puwedeng tanggihan ng Nagpapautang ang isang application o humingi ng dagdag na impormasyon. Walang babayaran para sa application na tinanggihan.',
  },
  article2: {
    title: 'Termino at Pagbabayad',
    clause1: 'Babayaran ng Umuutang ang Loan sa magkakaparehong buwanang hulog sa loob ng terminong nakasaad sa aprubadong application.',
    clause2: 'Ang bawat hulog ay binubuo ng pantay na bahagi ng principal at ng buwanang interes. Makikita ang mga due date at halaga sa Iskedyul ng Pagbabayad sa application.',
    clause3: 'Ang bayad ay unang ilalapat sa mga multa at bayarin na dapat nang bayaran, saka sa interes, saka sa principal.',
  },
  article3: {
    title: 'Interes, Bayarin at Multa',
    clause1: 'Sinisingil ang interes sa flat na buwanang rate na nakasaad sa aprubadong application, kinukuwenta sa orihinal na principal.',
    clause2: 'Ang taunang interes, bayarin at multa na sinisingil sa ilalim ng Kasunduang ito, kung pagsasamahin, ay hindi lalampas sa 25% (dalawampu’t limang porsyento). Hindi utang ang anumang halagang lampas dito, at ibabalik o ikekredito ito sa Umuutang.',
    clause3: 'Walang sinisingil ang Nagpapautang na bayaring hindi nakasaad sa Kasunduang ito at sa Disclosure Statement.',
  },
  article4: {
    title: 'Pagsisiwalat ng Gastos ng Utang',
    clause1: 'Bago ibigay ang Loan, bibigyan ng Nagpapautang ang Umuutang ng Disclosure Statement ayon sa Truth in Lending Act (R.A. 3765) na nagpapakita ng halagang inutang, ng finance charge, ng kabuuang babayaran, ng iskedyul ng pagbabayad at ng effective interest rate.',
    clause2: 'Ipinapakita ng effective interest rate ang tunay na gastos ng Loan sa halagang talagang natatanggap ng Umuutang, at nakalagay ito katabi ng flat na buwanang rate.',
  },
  article5: {
    title: 'Paglabag sa Kontrata',
    clause1: 'Lumalabag sa Kasunduang ito ang Umuutang kung magbibigay siya ng mali o nakalilinlang na impormasyon, gagamit ng pekeng dokumento, o hindi tutupad sa iba pang obligasyon sa ilalim ng Kasunduang ito.',
    clause2: 'Kapag may paglabag, magbabayad ang Umuutang ng multang 50% (limampung porsyento) ng hulog na dapat bayaran noon, sakop ng limitasyon sa Artikulo 3.',
    clause3: 'Aabisuhan muna ng Nagpapautang ang Umuutang tungkol sa paglabag at bibigyan siya ng makatwirang pagkakataong itama ito.',
  },
  article6: {
    title: 'Pagpapahaba ng Termino',
    clause1: 'Puwedeng humiling ang Umuutang na pahabain ang termino. Dapat gawin ang request nang hindi bababa sa 5 (limang) araw bago matapos ang termino, sa application o sa loan officer ng Umuutang.',
    clause2: 'Magkakabisa lang ang pagpapahaba kapag inaprubahan ito ng Nagpapautang nang nakasulat. Ipapaalam ng Nagpapautang ang anumang pagbabago sa gastos ng Loan bago magkabisa ang pagpapahaba.',
  },
  article7: {
    title: 'Huling Pagbabayad',
    clause1: 'Overdue ang hulog na hindi nabayaran sa due date nito. Ang overdue na hulog ay may late fee na 5% (limang porsyento) ng halagang overdue, sakop ng limitasyon sa Artikulo 3.',
    clause2: 'Sa patas na paraan lang sinisingil ng Nagpapautang ang mga halagang overdue, ayon sa SEC Memorandum Circular No. 18, Series of 2019, na nagbabawal sa pananakot, pang-iinsulto, pagkontak sa mga tao sa contact list ng Umuutang maliban sa pinangalanang emergency contact, at pagsasabi ng utang ng Umuutang sa ibang tao.',
  },
  article8: {
    title: 'Maagang Pagtatapos',
    clause1: 'Puwedeng bayaran nang buo ng Umuutang ang Loan anumang oras, sa application o sa alinmang payment channel ng Nagpapautang.',
    clause2: 'Ang halagang pambayad nang buo sa Loan sa isang araw ay ang natitirang principal, ang interes ng mga hulog na dapat nang bayaran at ng kasalukuyang panahon, at anumang hindi pa nababayarang late fee. Hindi sinisingil ang interes ng mga susunod na panahon, at walang multa sa maagang pagbabayad. Ipinapakita ng application ang halagang ito, kasama ang mga bahagi nito, bilang payoff quote ng araw.',
    clause3: 'Sa loob ng 3 (tatlong) araw mula sa paglabas ng Loan, at habang walang bahagi ng inilabas na halaga ang na-withdraw o naibayad, puwedeng kanselahin ng Umuutang ang Loan sa application (cooling-off period). Babawiin ang inilabas na halaga mula sa wallet ng Umuutang, at walang sisingiling interes o bayarin.',
  },
  article9: {
    title: 'Insurance',
    clause1: 'Kailangang may personal accident insurance ang Umuutang na sumasaklaw sa buong termino ng Loan.',
    clause2: 'Ibibigay ng Umuutang sa Nagpapautang ang patunay ng insurance kapag hiningi. Hindi inoobliga ng Nagpapautang na bilhin ang insurance sa isang partikular na provider.',
  },
  article10: {
    title: 'Mga Dokumentong Sumusuporta at Personal na Impormasyon',
    clause1: 'Kailangan ang mga dokumentong sumusuporta: isang valid na ID na inisyu ng gobyerno (harap at likod), litrato ng Umuutang na hawak ang ID, at ang detalye ng bank account na tatanggap ng Loan. Puwedeng humingi ang Nagpapautang ng iba pang dokumento para i-verify ang kita o pagkakakilanlan.',
    clause2: 'Ginagamit lang ng Nagpapautang ang personal na impormasyon ng Umuutang para suriin, ibigay, pangasiwaan at singilin ang Loan at para tuparin ang mga legal na tungkulin nito, ayon sa Data Privacy Act of 2012 (R.A. 10173). Pribado ang mga dokumento ng pagkakakilanlan at ipinapakita lang sa Umuutang at sa mga awtorisadong staff.',
    clause3: 'Pananatilihing tama ng Umuutang ang impormasyong ibinigay niya sa Nagpapautang at ipapaalam niya sa loan officer ang anumang pagbabago.',
  },
  article11: {
    title: 'Batas na Umiiral at mga Hindi Pagkakasundo',
    clause1: 'Ang Kasunduang ito ay sakop ng mga batas ng Republika ng Pilipinas, kasama ang Lending Company Regulation Act of 2007 (R.A. 9474) at ang mga patakaran ng Securities and Exchange Commission.',
    clause2: 'Susubukan muna ng mga partido na ayusin nang may mabuting loob ang anumang hindi pagkakasundo. Puwede ring magsampa ng reklamo sa Securities and Exchange Commission.',
    clause3: 'Kung mapawalang-bisa ang anumang probisyon ng Kasunduang ito, mananatiling may bisa ang iba pang probisyon.',
  },
};

const AGREEMENT: TranslationOf<typeof AGREEMENT_TEXTS> = {
  closeLabel: 'Isara ang kasunduan sa loan',
  preamble:
    'Ang Kasunduang ito sa Installment Loan (ang “Kasunduan”) ay ginawa ng Nagpapautang at ng Umuutang na nakapangalan sa ibaba, na sumasang-ayon sa mga sumusunod na termino.',
  lender: 'Nagpapautang',
  borrower: 'Umuutang',
  name: 'Pangalan',
  secRegistration: 'SEC Registration No.',
  certificateOfAuthority: 'Certificate of Authority',
  address: 'Address',
  email: 'Email',
  mobile: 'Mobile',
  loanTerms: 'Mga Termino ng Loan',
  loanTermsLabel: 'Mga termino ng loan',
  principal: 'Principal',
  term: 'Termino',
  months: '{months} buwan',
  flatRatePerMonth: 'Flat rate kada buwan',
  article: 'Artikulo {number}. {title}',
  acceptance:
    'Sa pag-tick sa kahon ng pagsang-ayon at pagpapasa ng application, tinatanggap ng Umuutang ang Kasunduang ito sa electronic na paraan; ang electronic na pagtanggap ay may parehong bisa ng pirma (R.A. 8792, ang Electronic Commerce Act). Mga tanong: {hotline} o {email}.',
  close: 'Isara',
};

export const LOAN_MESSAGES_FIL = {
  LOAN_TEXTS: LOAN,
  DISCLOSURE_TEXTS: DISCLOSURE,
  AGREEMENT_ARTICLES: ARTICLES,
  AGREEMENT_TEXTS: AGREEMENT,
};
