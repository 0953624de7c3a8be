import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { requiredAllowance } from './allowance';

describe('requiredAllowance', () => {
  it('applies each band its rate of the carrying amount, rounded once per band', () => {
    const result = requiredAllowance([
      { daysPastDue: 0, carrying: centavos(100_000_00) },
      { daysPastDue: 0, carrying: centavos(50_000_50) },
      { daysPastDue: 1, carrying: centavos(20_000_00) },
      { daysPastDue: 30, carrying: centavos(10_000_00) },
      { daysPastDue: 31, carrying: centavos(8_000_00) },
      { daysPastDue: 90, carrying: centavos(4_000_00) },
      { daysPastDue: 91, carrying: centavos(3_000_01) },
    ]);
    // current: 150,000.50 × 1 % = 1,500.005 → 1,500.01; 1–30: 30,000 × 5 % = 1,500.00;
    // 31–60: 8,000 × 25 % = 2,000.00; 61–90: 4,000 × 50 % = 2,000.00; over 90: 3,000.01 × 100 %.
    expect(result.rows).toEqual([
      { bucket: 'current', loans: 2, carrying: 150_000_50, rate: 100, required: 1_500_01 },
      { bucket: '1_30', loans: 2, carrying: 30_000_00, rate: 500, required: 1_500_00 },
      { bucket: '31_60', loans: 1, carrying: 8_000_00, rate: 2_500, required: 2_000_00 },
      { bucket: '61_90', loans: 1, carrying: 4_000_00, rate: 5_000, required: 2_000_00 },
      { bucket: 'over_90', loans: 1, carrying: 3_000_01, rate: 10_000, required: 3_000_01 },
    ]);
    expect(result.total).toBe(10_000_02);
  });

  it('takes configured rates and needs nothing for an empty book', () => {
    const rates = { current: 0, '1_30': 1_000, '31_60': 1_000, '61_90': 1_000, over_90: 1_000 };
    expect(requiredAllowance([{ daysPastDue: 5, carrying: centavos(12_345) }], rates).total).toBe(1_235);
    expect(requiredAllowance([]).total).toBe(0);
  });
});
