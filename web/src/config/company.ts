/*
 * The lender's public particulars, shown on the login screen, the About tab,
 * the loan agreement and the app manifest. This is the one place to change
 * them. The defaults are deliberately fake: replace every value with the
 * company's registered details before going live.
 */
import type { PaymentSource } from '@app/domain/repayment';

type Office = { name: string; address: string };

/** How to pay a loan through one collection channel, quoting the loan's payment reference. */
type PaymentChannelInstructions = { channel: Exclude<PaymentSource, 'wallet'>; instructions: string };

export type Company = {
  name: string;
  shortName: string;
  secRegistrationNumber: string;
  certificateOfAuthorityNumber: string;
  hotline: string;
  email: string;
  registrationDate: string;
  regulator: string;
  offices: readonly [Office, Office];
  /** Shown in the WALLET tab's How to Pay card, in this order. */
  paymentChannels: readonly PaymentChannelInstructions[];
};

export const COMPANY: Company = {
  name: 'Sample Lending Corporation',
  shortName: 'Sample Lending',
  secRegistrationNumber: 'CS0000000000 (sample)',
  certificateOfAuthorityNumber: 'CA No. 0000 (sample)',
  hotline: '+63 2 8000 0000 (sample)',
  email: 'help@lending.example',
  registrationDate: '2020-01-15',
  regulator: 'Securities and Exchange Commission (SEC) of the Philippines',
  offices: [
    { name: 'Head Office', address: 'Unit 000, Sample Tower, 1 Example Avenue, Makati City, Metro Manila 1200 (sample)' },
    { name: 'Cebu Branch', address: '2F Example Building, 2 Sample Street, Cebu City, Cebu 6000 (sample)' },
  ],
  paymentChannels: [
    {
      channel: 'gcash',
      instructions: 'In GCash, open Pay Bills, choose Loans, then Sample Lending (sample biller). Enter your payment reference as the account number and the amount.',
    },
    {
      channel: 'maya',
      instructions: 'In Maya, open Bills, search for Sample Lending (sample biller), enter your payment reference as the account number and the amount.',
    },
    {
      channel: 'bank_transfer',
      instructions: 'Transfer to Sample Bank, account name Sample Lending Corporation, account number 0000-0000-0000 (sample). Write your payment reference in the remarks.',
    },
    {
      channel: 'otc',
      instructions: 'Pay at any Sample Payment Center branch (sample partner). Give your payment reference and the amount to the cashier and keep the receipt.',
    },
  ],
};
