import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('writes a header row and one line per row', () => {
    const csv = toCsv([{ name: 'Ana', n: 1 }], [
      { header: 'Name', value: (r) => r.name },
      { header: 'Count', value: (r) => r.n },
    ]);
    expect(csv).toBe('Name,Count\r\nAna,1\r\n');
  });
});
