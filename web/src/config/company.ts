/*
 * The lender's public particulars, as the web shows them. Their one source
 * is domain/src/company (the server prints the same ones on statements,
 * receipts and certificates): change them there. The collection channels'
 * instructions are the web's own (the How to Pay card).
 */
import { COMPANY as PARTICULARS, type Company as Particulars } from '@app/domain';
import type { PaymentSource } from '@app/domain/repayment';

/**
 * How to pay a loan through one collection channel, quoting the loan's
 * payment reference; how soon a payment made there reaches the loan (at
 * most, in hours) and the partner's fee in pesos (the Next Payment card).
 */
type PaymentChannelInstructions = { channel: Exclude<PaymentSource, 'wallet'>; instructions: string; postingHours: number; fee: number };

export type Company = Particulars & {
  /** Shown in the WALLET tab's How to Pay card, in this order. */
  paymentChannels: readonly PaymentChannelInstructions[];
  /** True while the channels' posting times and fees are samples: the card says so. */
  arePostingTimesSamples: boolean;
};

export const COMPANY: Company = {
  ...PARTICULARS,
  paymentChannels: [
    {
      channel: 'gcash',
      postingHours: 24,
      fee: 0,
      instructions: 'In GCash, open Pay Bills, choose Loans, then Sample Lending (sample biller). Enter your payment reference as the account number and the amount.',
    },
    {
      channel: 'maya',
      postingHours: 24,
      fee: 0,
      instructions: 'In Maya, open Bills, search for Sample Lending (sample biller), enter your payment reference as the account number and the amount.',
    },
    {
      channel: 'bank_transfer',
      postingHours: 48,
      fee: 15,
      instructions: 'Transfer to Sample Bank, account name Sample Lending Corporation, account number 0000-0000-0000 (sample). Write your payment reference in the remarks.',
    },
    {
      channel: 'otc',
      postingHours: 48,
      fee: 20,
      instructions: 'Pay at any Sample Payment Center branch (sample partner). Give your payment reference and the amount to the cashier and keep the receipt.',
    },
  ],
  // Sample times and fees, like the sample billers above, until the partners' contracts set them.
  arePostingTimesSamples: true,
};
