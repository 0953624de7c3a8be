/*
 * The lender's public particulars, as the web shows them. Their one source
 * is domain/src/company (the server prints the same ones on statements,
 * receipts and certificates): change them there. The collection channels
 * are the web's own (the How to Pay card); their instructions are texts, in
 * both languages, in domain/src/messages (PAYMENT_CHANNEL_INSTRUCTIONS).
 */
import { COMPANY as PARTICULARS, type Company as Particulars } from '@app/domain';
import type { PaymentSource } from '@app/domain/repayment';

/** A collection channel the How to Pay card lists. */
type PaymentChannelInstructions = { channel: Exclude<PaymentSource, 'wallet'> };

export type Company = Particulars & {
  /** Shown in the WALLET tab's How to Pay card, in this order. */
  paymentChannels: readonly PaymentChannelInstructions[];
};

export const COMPANY: Company = {
  ...PARTICULARS,
  paymentChannels: [
    { channel: 'gcash' },
    { channel: 'maya' },
    { channel: 'bank_transfer' },
    { channel: 'otc' },
  ],
};
