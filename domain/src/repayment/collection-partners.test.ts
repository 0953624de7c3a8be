import { describe, expect, it } from 'vitest';
import { collectionChannel } from './collection-partners';

const of = (label: string) => collectionChannel({ label });

describe('collectionChannel', () => {
  it('keeps the four channels as they are, whatever their case and spacing', () => {
    expect(of('GCash')).toEqual({ channel: 'gcash', partner: null });
    expect(of(' maya ')).toEqual({ channel: 'maya', partner: null });
    expect(of('Bank Transfer')).toEqual({ channel: 'bank_transfer', partner: null });
    expect(of('bank_transfer')).toEqual({ channel: 'bank_transfer', partner: null });
    expect(of('OTC')).toEqual({ channel: 'otc', partner: null });
  });

  it("maps the partners' own names to their channel, case, spacing and punctuation tolerant", () => {
    expect(of('7-Eleven')).toEqual({ channel: 'otc', partner: '7-Eleven' });
    expect(of('7 ELEVEN')).toEqual({ channel: 'otc', partner: '7-Eleven' });
    expect(of('Bayad')).toEqual({ channel: 'otc', partner: 'Bayad' });
    expect(of('Bayad Center')).toEqual({ channel: 'otc', partner: 'Bayad' });
    expect(of('cebuana')).toEqual({ channel: 'otc', partner: 'Cebuana Lhuillier' });
    expect(of('ECPay')).toEqual({ channel: 'otc', partner: 'ECPay' });
    expect(of('M Lhuillier')).toEqual({ channel: 'otc', partner: 'M Lhuillier' });
    expect(of('M. LHUILLIER')).toEqual({ channel: 'otc', partner: 'M Lhuillier' });
    expect(of('Palawan')).toEqual({ channel: 'otc', partner: 'Palawan Express' });
    expect(of('InstaPay')).toEqual({ channel: 'bank_transfer', partner: 'InstaPay' });
    expect(of('PayMaya')).toEqual({ channel: 'maya', partner: null });
  });

  it('keeps an unknown name as written under over-the-counter', () => {
    expect(of('  Tindahan ni  Aling Nena ')).toEqual({ channel: 'otc', partner: 'Tindahan ni Aling Nena' });
    expect(of('constructor')).toEqual({ channel: 'otc', partner: 'constructor' });
  });
});
