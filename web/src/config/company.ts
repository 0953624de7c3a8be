/*
 * The lender's public particulars, as the web shows them. Their one source
 * is domain/src/company (the server prints the same ones on statements,
 * receipts and certificates): change them there. The collection channels
 * are the web's own (the How to Pay card); their instructions are texts, in
 * both languages, in domain/src/messages (PAYMENT_CHANNEL_INSTRUCTIONS).
 */
import { COMPANY as PARTICULARS, type Company as Particulars } from '@app/domain';
import type { PaymentSource } from '@app/domain/repayment';

/**
 * A collection channel the How to Pay card lists (its instructions are
 * messages, in both languages); how soon a payment made there reaches the
 * loan (at most, in hours) and the partner's fee in pesos (the Next Payment card).
 */
type PaymentChannelInstructions = { channel: Exclude<PaymentSource, 'wallet'>; postingHours: number; fee: number };

export type Company = Particulars & {
  /** Shown in the WALLET tab's How to Pay card, in this order. */
  paymentChannels: readonly PaymentChannelInstructions[];
  /** True while the channels' posting times and fees are samples: the card says so. */
  arePostingTimesSamples: boolean;
};

export const COMPANY: Company = {
  ...PARTICULARS,
  paymentChannels: [
    { channel: 'gcash', postingHours: 24, fee: 0 },
    { channel: 'maya', postingHours: 24, fee: 0 },
    { channel: 'bank_transfer', postingHours: 48, fee: 15 },
    { channel: 'otc', postingHours: 48, fee: 20 },
  ],
  // Sample times and fees, like the sample billers above, until the partners' contracts set them.
  arePostingTimesSamples: true,
};
