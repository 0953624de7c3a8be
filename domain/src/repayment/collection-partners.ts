import type { PaymentChannel } from './constants';

/*
 * Issue 27, item 10: collection partners write their own names in the
 * channel column of their settlement files. The four channels stay the
 * categories money is posted under; a partner's name is kept beside it.
 * Names are compared by their letters and digits only, whatever their case,
 * spacing or punctuation ('7-Eleven', '7 ELEVEN', '7eleven').
 */

type Partner = { name: string; channel: PaymentChannel };

const CATEGORIES = new Map<string, PaymentChannel>(Object.entries({
  gcash: 'gcash',
  maya: 'maya',
  paymaya: 'maya',
  banktransfer: 'bank_transfer',
  bank: 'bank_transfer',
  otc: 'otc',
  overthecounter: 'otc',
}));

const otc = (name: string): Partner => ({ name, channel: 'otc' });
const bank = (name: string): Partner => ({ name, channel: 'bank_transfer' });

/** Known partners by their compared name; aliases point to the same name. */
const PARTNERS = new Map<string, Partner>(Object.entries({
  '7eleven': otc('7-Eleven'),
  '711': otc('7-Eleven'),
  cliqq: otc('7-Eleven'),
  bayad: otc('Bayad'),
  bayadcenter: otc('Bayad'),
  cebuana: otc('Cebuana Lhuillier'),
  cebuanalhuillier: otc('Cebuana Lhuillier'),
  ecpay: otc('ECPay'),
  mlhuillier: otc('M Lhuillier'),
  palawan: otc('Palawan Express'),
  palawanexpress: otc('Palawan Express'),
  palawanpawnshop: otc('Palawan Express'),
  lbc: otc('LBC'),
  smbills: otc('SM Bills Payment'),
  smbillspayment: otc('SM Bills Payment'),
  rdpawnshop: otc('RD Pawnshop'),
  tambunting: otc('Tambunting'),
  villarica: otc('Villarica'),
  robinsonsbusinesscenter: otc('Robinsons Business Center'),
  instapay: bank('InstaPay'),
  pesonet: bank('PESONet'),
  bdo: bank('BDO'),
  bpi: bank('BPI'),
  metrobank: bank('Metrobank'),
  landbank: bank('Landbank'),
  unionbank: bank('UnionBank'),
  securitybank: bank('Security Bank'),
  chinabank: bank('China Bank'),
  pnb: bank('PNB'),
  rcbc: bank('RCBC'),
}));

export type CollectionChannel = {
  channel: PaymentChannel;
  /** The partner that collected it, or null when the label is a channel itself. */
  partner: string | null;
};

/**
 * The channel a label names: one of the four, a known partner under its
 * category, or any other name kept as written under over-the-counter:
 * money with a valid reference is never refused because of its label.
 */
export function collectionChannel({ label }: { label: string }): CollectionChannel {
  const key = label.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const category = CATEGORIES.get(key);
  if (category) return { channel: category, partner: null };
  const partner = PARTNERS.get(key);
  if (partner) return { channel: partner.channel, partner: partner.name };
  return { channel: 'otc', partner: label.trim().replace(/\s+/g, ' ') };
}
