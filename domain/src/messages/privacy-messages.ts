import { params } from '@nanostores/i18n';
import type { Company } from '../company';

/*
 * Data privacy (issue 15, RA 10173 and the NPC's circulars; decision 023):
 * every borrower-visible text of the privacy notice, the consent screen,
 * "Who viewed your documents" and "Download my data", kept here so they
 * can be translated in one place.
 */

/**
 * The privacy notice in force. Changing the notice means changing this
 * version: every borrower is asked again at their next sign-in.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-22';

/** How long personal data is kept after an account is closed, as the notice states it (RETENTION_YEARS' default). */
export const DEFAULT_RETENTION_YEARS = 5;

/**
 * What a closed account's complaint descriptions and staff messages read
 * once retention has erased them (decision 023): the complaint's category,
 * dates, reference and state stay for the regulator's figures, its words go.
 */
export const RETENTION_REMOVED_TEXT = '[Removed under the retention policy]';

export const PRIVACY_MESSAGES = {
  consentRequired: 'Please read the privacy notice and agree to it to create your account.',
  consentOutdated: 'The privacy notice has changed. Please read the current notice and agree to it.',
  consentRecorded: 'Thank you. Your consent to the privacy notice has been recorded.',
  exportRateLimited: 'You have downloaded your data several times already. Please try again later.',
} as const;

export const PRIVACY_TEXTS = {
  registerNotice:
    'We collect your name, contact details, identity documents and financial information to verify you, assess and service your loans, and meet our legal duties. We keep them safe and share them only as the law allows.',
  readFullNotice: 'Read the full Privacy Notice',
  agreeLabel: 'I have read the Privacy Notice and agree to the processing of my personal data as described in it.',
  noticeTitle: 'Privacy Notice',
  noticeVersion: params('Version {version}'),
  close: 'Close',
  closeNotice: 'Close the Privacy Notice',
  consentScreenTitle: 'Our Privacy Notice has changed',
  consentScreenBody: 'Please read the updated Privacy Notice. You can continue to your account once you agree to it.',
  consentScreenAgree: 'I Agree',
  signOut: 'Sign Out',
  consentFailed: 'Your answer could not be saved. Please try again.',
  viewsTitle: 'Who viewed your documents',
  viewsIntro: 'Every time our staff open one of your ID images, it is recorded here.',
  viewsEmpty: 'No staff member has viewed your ID documents.',
  viewedBy: params('{name} ({role})'),
  staffRoles: { admin: 'Loan officer', main_admin: 'Administrator' } as Record<string, string>,
  downloadTitle: 'Your data',
  downloadIntro: 'Download a copy of your personal data, loans, transactions, notifications and ID images as a ZIP file.',
  downloadButton: 'Download my data',
  downloading: 'Preparing your download…',
  downloadOffline: 'You are offline. Connect to the internet to download your data.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
} as const;

/** The full privacy notice; {company} and the Data Protection Officer's particulars come from the company's configuration. */
export const PRIVACY_NOTICE_TEXTS = {
  whoTitle: 'Who we are',
  who: params(
    '{company} is the personal information controller of the data you give us in this app, under the Data Privacy Act of 2012 (Republic Act No. 10173), its implementing rules and the circulars of the National Privacy Commission (NPC).',
  ),
  whatTitle: 'What we collect',
  whatDetails:
    'Your full name, email address, mobile number, address, country of work, monthly income, purpose of the loan, a contact person, and your bank or e-wallet account.',
  whatImages: 'Images of the front and back of your government ID and a selfie holding it.',
  whatActivity:
    'Your loans, payments, wallet transactions, withdrawals and the notifications we send you, and the time and network address of your sign-ins.',
  whyTitle: 'Why we collect it',
  why: 'To verify your identity (Know Your Customer), assess your application and credit score, release and collect your loans, pay out your withdrawals, send you reminders and notices, prevent fraud, and comply with the Lending Company Regulation Act, the Anti-Money Laundering Act and the rules of the SEC and the BSP.',
  whoSeesTitle: 'Who sees it',
  whoSeesStaff:
    'Only our staff who need it for your account. Every time a staff member opens one of your ID images it is recorded, and you can see who did on your ACCOUNT tab.',
  whoSeesShared:
    'We share data only with those the law requires or allows: regulators, courts, credit information systems under Republic Act No. 9510, and service providers bound by a data sharing or outsourcing agreement (for example our SMS and payment partners).',
  keepTitle: 'How long we keep it',
  keep: params(
    'While your account is open, and for {years} years after it is closed, as the Anti-Money Laundering Act requires for records of transactions. After that we delete your ID images and erase your name, contact details, address and other personal fields. The accounting records of your loans and wallet are kept under a reference that no longer identifies you.',
  ),
  rightsTitle: 'Your rights',
  rights:
    'Under the Data Privacy Act you have the right to be informed, to access your data, to object, to have inaccurate data corrected, to have data erased or blocked when the law allows, to data portability, to be indemnified for damages, and to file a complaint with the National Privacy Commission.',
  rightsDownload: 'You can download your data at any time with "Download my data" on your ACCOUNT tab.',
  dpoTitle: 'How to reach our Data Protection Officer',
  dpo: params('{name}: {email}, {phone}. Or write to us at {address}, or call {hotline}.'),
} as const;

type NoticeSection = { title: string; paragraphs: readonly string[] };

/**
 * The full privacy notice in the language of `texts` (PRIVACY_NOTICE_TEXTS as
 * the screen shows them), with the company's particulars and its Data Protection Officer.
 */
export function privacyNoticeSections(
  texts: typeof PRIVACY_NOTICE_TEXTS,
  company: Pick<Company, 'name' | 'email' | 'hotline' | 'dataProtectionOfficer' | 'offices'>,
): NoticeSection[] {
  const dpo = company.dataProtectionOfficer;
  return [
    { title: texts.whoTitle, paragraphs: [texts.who({ company: company.name })] },
    { title: texts.whatTitle, paragraphs: [texts.whatDetails, texts.whatImages, texts.whatActivity] },
    { title: texts.whyTitle, paragraphs: [texts.why] },
    { title: texts.whoSeesTitle, paragraphs: [texts.whoSeesStaff, texts.whoSeesShared] },
    { title: texts.keepTitle, paragraphs: [texts.keep({ years: DEFAULT_RETENTION_YEARS })] },
    { title: texts.rightsTitle, paragraphs: [texts.rights, texts.rightsDownload] },
    {
      title: texts.dpoTitle,
      paragraphs: [texts.dpo({ name: dpo.name, email: dpo.email, phone: dpo.phone, address: company.offices[0].address, hotline: company.hotline })],
    },
  ];
}

/** The readable page of "Download my data" (summary.html in the ZIP), beside the machine-readable files. */
export const DATA_SUMMARY_TEXTS = {
  title: 'Your data',
  intro: params('A copy of the personal data {company} holds about you, made on {at} (Manila time).'),
  filesNote:
    'This page is a summary. The other files in this ZIP hold every record in full, in a form other programs can read (JSON), and the images of your ID documents.',
  detailsTitle: 'Your details',
  fullName: 'Full name',
  email: 'Email',
  contactNumber: 'Contact number',
  address: 'Address',
  countryWorking: 'Country of work',
  monthlyIncome: 'Monthly income',
  loanPurpose: 'Purpose of the loan',
  contactPerson: 'Contact person',
  bank: 'Bank or e-wallet',
  accountNumber: 'Account number',
  walletBalance: 'Wallet balance',
  memberSince: 'Member since',
  loansTitle: 'Your loans',
  noLoans: 'You have no loans.',
  loan: 'Loan',
  amount: 'Amount',
  term: 'Term',
  months: params('{months} months'),
  status: 'Status',
  appliedOn: 'Applied on',
  recordsTitle: 'Records in this ZIP',
  records: {
    'loan-transactions.json': 'Loan transactions',
    'wallet-ledger.json': 'Wallet transactions',
    'notifications.json': 'Notifications',
    'withdrawals.json': 'Withdrawals',
    'consents.json': 'Privacy consents',
    'document-views.json': 'Views of your ID documents by our staff',
    'complaints.json': 'Complaints',
    'documents.json': 'ID documents',
  } as Record<string, string>,
  file: 'File',
  count: 'Records',
  notGiven: '—',
} as const;
