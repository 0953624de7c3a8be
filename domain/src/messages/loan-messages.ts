import { params } from '@nanostores/i18n';

// The loan screens: the calculator, the application waiting for review, the
// Truth in Lending disclosure and the loan agreement as the borrower reads it
// on screen (issue 15). The PDF documents have their own texts.

export const LOAN_TEXTS = {
  verifyTitle: 'Complete your identity verification',
  verifyMessage: 'You can explore the calculator now; to apply, we first need your personal details, your ID and your bank account.',
  continueVerification: 'Continue verification',
  underReviewTitle: 'Your loan application is under review',
  underReviewMessage: 'Your application is being reviewed by a loan officer. You can apply again once it has been decided.',
  intro: 'Choose an amount and a term; your payment is worked out as you go.',
  loanAmount: 'Loan amount',
  termMonths: 'Term (months)',
  interestRate: 'Interest rate',
  standardRate: '0.5% per month',
  standardRateOnly: /* @__PURE__ */ params('(fixed below {threshold}). From {threshold} you can choose the premium rate of 0.3%.'),
  ratePerMonthShort: /* @__PURE__ */ params('{rate}% / month'),
  premium: 'Premium',
  standard: 'Standard',
  recommended: 'Recommended',
  monthlyPayment: 'Monthly payment',
  totalRepayment: 'Total repayment',
  amount: 'Amount',
  term: 'Term',
  rate: 'Rate',
  effectiveRatePerYear: 'Effective rate per year',
  months: /* @__PURE__ */ params('{months} months'),
  ratePerMonth: /* @__PURE__ */ params('{rate}% per month'),
  agreeBefore: 'I have read and agree to the',
  agreementLink: 'User Agreement & Conditions',
  agreeAfter: ', including the disclosure statement above.',
  submittedMessage: 'A loan officer will review your application. You will see the decision in your wallet and notifications.',
  goToWallet: 'Go to my wallet',
  pending: 'pending',
  submittedOn: /* @__PURE__ */ params('Submitted {date}. We will notify you here as soon as a loan officer has reviewed it.'),
} as const;

/** The Truth in Lending disclosure (R.A. 3765, DEPARTURES 8). */
export const DISCLOSURE_TEXTS = {
  title: 'Disclosure Statement (Truth in Lending Act)',
  amountFinanced: 'Amount financed',
  fees: 'Fees deducted at release',
  documentaryStampTax: 'Documentary stamp tax deducted at release',
  netProceeds: 'Net proceeds to you',
  financeCharge: 'Finance charge (total interest and fees)',
  totalRepayment: 'Total repayment',
  paymentSchedule: 'Payment schedule',
  schedule: /* @__PURE__ */ params('{term} monthly payments of {payment}'),
  flatMonthlyRate: 'Flat rate per month (on the original amount)',
  effectiveMonthlyRate: 'Effective interest rate per month',
  effectiveAnnualRate: 'Effective interest rate per year',
  nominalAnnualRate: 'Nominal annual rate (monthly rate × 12)',
  method: /* @__PURE__ */ params(
    'Method: {method}. The flat rate is charged on the original amount every month; the effective rate shows what the loan really costs on the cash you receive.',
  ),
  // The method a loan's disclosure names (kept with the loan).
  actuarialMethod: 'Internal rate of return of the monthly payment stream (actuarial method); annual rate compounded monthly',
} as const;

/*
 * The installment loan agreement on screen (the agreement dialog). The key
 * terms of SPEC section 9 are carried here word for word in substance: the
 * 25% cap, the 50% breach fine, the 5-day extension notice, the 5% late fee,
 * insurance and supporting documents. Early termination (Article 8) follows
 * DEPARTURES 11: the payoff is what is owed today, and a 3-day cooling-off.
 */
export const AGREEMENT_ARTICLES = {
  article1: {
    title: 'Loan Amount and Release',
    clause1: 'The Lender agrees to lend the Borrower the principal amount stated in the approved loan application (the “Loan”).',
    clause2: 'The Loan is released only after the Lender has approved the application. Once approved, the principal is credited to the Borrower’s wallet in the application, from which the Borrower may withdraw it to the bank account the Borrower registered.',
    clause3: 'The Lender may decline an application or ask for more information. No amount is owed for an application that is declined.',
  },
  article2: {
    title: 'Term and Repayment',
    clause1: 'The Borrower shall repay the Loan in equal monthly installments over the term stated in the approved application.',
    clause2: 'Each installment consists of an equal part of the principal plus the monthly interest. The due dates and amounts are shown in the Repayment Schedule of the application.',
    clause3: 'Payments are applied first to fines and fees then due, then to interest, then to principal.',
  },
  article3: {
    title: 'Interest, Fees and Fines',
    clause1: 'Interest is charged at the flat monthly rate stated in the approved application, computed on the original principal.',
    clause2: 'The annual interest, fees and fines charged under this Agreement, taken together, shall not exceed 25% (twenty-five percent). Any amount above this cap is not owed and will be refunded or credited to the Borrower.',
    clause3: 'The Lender charges no fee that is not disclosed in this Agreement and in the Disclosure Statement.',
  },
  article4: {
    title: 'Disclosure of the Cost of Credit',
    clause1: 'Before the Loan is granted, the Lender gives the Borrower a Disclosure Statement under the Truth in Lending Act (R.A. 3765) showing the amount financed, the finance charge, the total repayment, the payment schedule and the effective interest rate.',
    clause2: 'The effective interest rate reflects the true cost of the Loan on the amount the Borrower actually receives, and is shown next to the flat monthly rate.',
  },
  article5: {
    title: 'Breach of Contract',
    clause1: 'The Borrower is in breach of this Agreement if the Borrower gives false or misleading information, uses forged documents, or fails to perform any other obligation under this Agreement.',
    clause2: 'In case of breach, the Borrower shall pay a fine of 50% (fifty percent) of the installment then due, subject to the cap in Article 3.',
    clause3: 'The Lender shall first notify the Borrower of the breach and give the Borrower a reasonable opportunity to correct it.',
  },
  article6: {
    title: 'Extension of Term',
    clause1: 'The Borrower may request an extension of the term. The request must be made at least 5 (five) days before the end of the term, through the application or the Borrower’s loan officer.',
    clause2: 'An extension takes effect only when the Lender approves it in writing. The Lender will disclose any change in the cost of the Loan before the extension takes effect.',
  },
  article7: {
    title: 'Late Payment',
    clause1: 'An installment not paid on its due date is overdue. An overdue installment incurs a late fee of 5% (five percent) of the overdue amount, subject to the cap in Article 3.',
    clause2: 'The Lender collects overdue amounts only by fair means, in line with SEC Memorandum Circular No. 18, Series of 2019, which prohibits threats, insults, contacting persons in the Borrower’s contact list other than the named emergency contact, and disclosure of the Borrower’s debt to third parties.',
  },
  article8: {
    title: 'Early Termination',
    clause1: 'The Borrower may pay off the Loan in full at any time, in the application or through any payment channel of the Lender.',
    clause2: 'The amount that pays off the Loan on a given day is the outstanding principal, the interest of the installments already due and of the current period, and any unpaid late fees. Interest of later periods is not charged, and there is no prepayment charge. The application shows this amount, with its parts, as the payoff quote of the day.',
    clause3: 'Within 3 (three) days of the release of the Loan, and as long as none of the released amount has been withdrawn or paid, the Borrower may cancel the Loan in the application (cooling-off period). The released amount is then taken back from the Borrower’s wallet, and no interest or fees are charged.',
  },
  article9: {
    title: 'Insurance',
    clause1: 'The Borrower is required to hold personal accident insurance covering the whole term of the Loan.',
    clause2: 'The Borrower shall give the Lender proof of the insurance on request. The Lender does not require the insurance to be bought from any particular provider.',
  },
  article10: {
    title: 'Supporting Documents and Personal Data',
    clause1: 'Supporting documents are required: a valid government-issued ID (front and back), a photo of the Borrower holding the ID, and the details of the bank account that receives the Loan. The Lender may ask for further documents to verify income or identity.',
    clause2: 'The Lender processes the Borrower’s personal data only to assess, grant, service and collect the Loan and to meet its legal duties, in accordance with the Data Privacy Act of 2012 (R.A. 10173). Identity documents are kept private and shown only to the Borrower and to authorised staff.',
    clause3: 'The Borrower shall keep the information given to the Lender accurate and shall inform the loan officer of any change.',
  },
  article11: {
    title: 'Governing Law and Disputes',
    clause1: 'This Agreement is governed by the laws of the Republic of the Philippines, including the Lending Company Regulation Act of 2007 (R.A. 9474) and the rules of the Securities and Exchange Commission.',
    clause2: 'The parties shall first try to settle any dispute in good faith. Complaints may also be filed with the Securities and Exchange Commission.',
    clause3: 'If any provision of this Agreement is held invalid, the other provisions remain in force.',
  },
} as const;

export const AGREEMENT_TEXTS = {
  closeLabel: 'Close the loan agreement',
  preamble:
    'This Installment Loan Agreement (the “Agreement”) is made between the Lender and the Borrower named below, who agree to the following terms.',
  lender: 'Lender',
  borrower: 'Borrower',
  name: 'Name',
  secRegistration: 'SEC Registration No.',
  certificateOfAuthority: 'Certificate of Authority',
  address: 'Address',
  email: 'Email',
  mobile: 'Mobile',
  loanTerms: 'Loan Terms',
  loanTermsLabel: 'Loan terms',
  principal: 'Principal',
  term: 'Term',
  months: /* @__PURE__ */ params('{months} months'),
  flatRatePerMonth: 'Flat rate per month',
  article: /* @__PURE__ */ params('Article {number}. {title}'),
  acceptance: /* @__PURE__ */ params(
    'By ticking the agreement box and submitting an application, the Borrower accepts this Agreement electronically; an electronic acceptance has the same effect as a signature (R.A. 8792, the Electronic Commerce Act). Questions: {hotline} or {email}.',
  ),
  close: 'Close',
} as const;
