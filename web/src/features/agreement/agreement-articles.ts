/*
 * The articles of the installment loan agreement. The key terms of SPEC
 * section 9 are carried here word for word in substance: the 25% cap, the
 * 50% breach fine, the 5-day extension notice, the 5% late fee, insurance
 * and supporting documents. Early termination (Article 8) follows
 * DEPARTURES 11: the payoff is what is owed today, and a 3-day cooling-off.
 */
export type AgreementArticle = { title: string; clauses: readonly string[] };

export const AGREEMENT_ARTICLES: readonly AgreementArticle[] = [
  {
    title: 'Loan Amount and Release',
    clauses: [
      'The Lender agrees to lend the Borrower the principal amount stated in the approved loan application (the “Loan”).',
      'The Loan is released only after the Lender has approved the application. Once approved, the principal is credited to the Borrower’s wallet in the application, from which the Borrower may withdraw it to the bank account the Borrower registered.',
      'The Lender may decline an application or ask for more information. No amount is owed for an application that is declined.',
    ],
  },
  {
    title: 'Term and Repayment',
    clauses: [
      'The Borrower shall repay the Loan in equal monthly installments over the term stated in the approved application.',
      'Each installment consists of an equal part of the principal plus the monthly interest. The due dates and amounts are shown in the Repayment Schedule of the application.',
      'Payments are applied first to fines and fees then due, then to interest, then to principal.',
    ],
  },
  {
    title: 'Interest, Fees and Fines',
    clauses: [
      'Interest is charged at the flat monthly rate stated in the approved application, computed on the original principal.',
      'The annual interest, fees and fines charged under this Agreement, taken together, shall not exceed 25% (twenty-five percent). Any amount above this cap is not owed and will be refunded or credited to the Borrower.',
      'The Lender charges no fee that is not disclosed in this Agreement and in the Disclosure Statement.',
    ],
  },
  {
    title: 'Disclosure of the Cost of Credit',
    clauses: [
      'Before the Loan is granted, the Lender gives the Borrower a Disclosure Statement under the Truth in Lending Act (R.A. 3765) showing the amount financed, the finance charge, the total repayment, the payment schedule and the effective interest rate.',
      'The effective interest rate reflects the true cost of the Loan on the amount the Borrower actually receives, and is shown next to the flat monthly rate.',
    ],
  },
  {
    title: 'Breach of Contract',
    clauses: [
      'The Borrower is in breach of this Agreement if the Borrower gives false or misleading information, uses forged documents, or fails to perform any other obligation under this Agreement.',
      'In case of breach, the Borrower shall pay a fine of 50% (fifty percent) of the installment then due, subject to the cap in Article 3.',
      'The Lender shall first notify the Borrower of the breach and give the Borrower a reasonable opportunity to correct it.',
    ],
  },
  {
    title: 'Extension of Term',
    clauses: [
      'The Borrower may request an extension of the term. The request must be made at least 5 (five) days before the end of the term, through the application or the Borrower’s loan officer.',
      'An extension takes effect only when the Lender approves it in writing. The Lender will disclose any change in the cost of the Loan before the extension takes effect.',
    ],
  },
  {
    title: 'Late Payment',
    clauses: [
      'An installment not paid on its due date is overdue. An overdue installment incurs a late fee of 5% (five percent) of the overdue amount, subject to the cap in Article 3.',
      'The Lender collects overdue amounts only by fair means, in line with SEC Memorandum Circular No. 18, Series of 2019, which prohibits threats, insults, contacting persons in the Borrower’s contact list other than the named emergency contact, and disclosure of the Borrower’s debt to third parties.',
    ],
  },
  {
    title: 'Early Termination',
    clauses: [
      'The Borrower may pay off the Loan in full at any time, in the application or through any payment channel of the Lender.',
      'The amount that pays off the Loan on a given day is the outstanding principal, the interest of the installments already due and of the current period, and any unpaid late fees. Interest of later periods is not charged, and there is no prepayment charge. The application shows this amount, with its parts, as the payoff quote of the day.',
      'Within 3 (three) days of the release of the Loan, and as long as none of the released amount has been withdrawn or paid, the Borrower may cancel the Loan in the application (cooling-off period). The released amount is then taken back from the Borrower’s wallet, and no interest or fees are charged.',
    ],
  },
  {
    title: 'Insurance',
    clauses: [
      'The Borrower is required to hold personal accident insurance covering the whole term of the Loan.',
      'The Borrower shall give the Lender proof of the insurance on request. The Lender does not require the insurance to be bought from any particular provider.',
    ],
  },
  {
    title: 'Supporting Documents and Personal Data',
    clauses: [
      'Supporting documents are required: a valid government-issued ID (front and back), a photo of the Borrower holding the ID, and the details of the bank account that receives the Loan. The Lender may ask for further documents to verify income or identity.',
      'The Lender processes the Borrower’s personal data only to assess, grant, service and collect the Loan and to meet its legal duties, in accordance with the Data Privacy Act of 2012 (R.A. 10173). Identity documents are kept private and shown only to the Borrower and to authorised staff.',
      'The Borrower shall keep the information given to the Lender accurate and shall inform the loan officer of any change.',
    ],
  },
  {
    title: 'Governing Law and Disputes',
    clauses: [
      'This Agreement is governed by the laws of the Republic of the Philippines, including the Lending Company Regulation Act of 2007 (R.A. 9474) and the rules of the Securities and Exchange Commission.',
      'The parties shall first try to settle any dispute in good faith. Complaints may also be filed with the Securities and Exchange Commission.',
      'If any provision of this Agreement is held invalid, the other provisions remain in force.',
    ],
  },
];
