import { describe, expect, it } from 'vitest';
import { parseSettlementCsv } from './settlement-csv';

const HEADER = 'reference,amount,paid_at,transaction_id,channel';
const HEADER_ERROR = 'The first line must be the header reference,amount,paid_at,transaction_id,channel';

describe('parseSettlementCsv', () => {
  it('reads valid rows with LF line ends', () => {
    const text = `${HEADER}\n70000000011,25750.00,2026-11-20,GC-1,gcash\n70000000011,100,2026-11-20T09:30,GC-2,gcash\n`;
    expect(parseSettlementCsv({ text })).toEqual({
      ok: true,
      lines: [
        {
          line: 2,
          ok: true,
          row: { reference: '70000000011', amount: 25_750, paidAt: '2026-11-19T16:00:00.000Z', transactionId: 'GC-1', channel: 'gcash', partner: null },
        },
        {
          line: 3,
          ok: true,
          row: { reference: '70000000011', amount: 100, paidAt: '2026-11-20T01:30:00.000Z', transactionId: 'GC-2', channel: 'gcash', partner: null },
        },
      ],
    });
  });

  it('accepts a BOM, CRLF, quoted fields with commas, quotes and line breaks, and skips blank lines', () => {
    const text = `\ufeff${HEADER}\r\n\r\n"70000000011","1287.50","2026-11-20","BDO ""A"", batch 7",bank_transfer\r\n"70000000011",1,2026-11-21,"X\r\n2",otc\r\n"70000000011",2,2026-11-21,Y,otc`;
    const result = parseSettlementCsv({ text });
    expect(result).toEqual({
      ok: true,
      lines: [
        {
          line: 3,
          ok: true,
          row: {
            reference: '70000000011',
            amount: 1_287.5,
            paidAt: '2026-11-19T16:00:00.000Z',
            transactionId: 'BDO "A", batch 7',
            channel: 'bank_transfer',
            partner: null,
          },
        },
        // A quoted line break is read as CSV allows, but a transaction id printed on a receipt is one line (issue 27, item 3).
        {
          line: 4,
          ok: false,
          errors: ['Please write this on one line, without tabs, control characters or text-direction marks'],
          values: { reference: '70000000011', amount: '1', paid_at: '2026-11-21', transaction_id: 'X\r\n2', channel: 'otc' },
        },
        // The quoted line break moved this record to line 6.
        { line: 6, ok: true, row: expect.objectContaining({ transactionId: 'Y', channel: 'otc' }) },
      ],
    });
  });

  it('takes the columns in any order and any case', () => {
    const text = 'Channel,Transaction_ID,Paid_At,Amount,Reference\nmaya,M-1,2026-11-20,50,70000000011\n';
    expect(parseSettlementCsv({ text })).toMatchObject({
      ok: true,
      lines: [{ line: 2, ok: true, row: { reference: '70000000011', amount: 50, transactionId: 'M-1', channel: 'maya', partner: null } }],
    });
  });

  it('keeps a formula-looking value as plain text', () => {
    const text = `${HEADER}\n70000000011,10,2026-11-20,"=HYPERLINK(""http://x"")",gcash\n=1+1,10,2026-11-20,T-2,gcash\n`;
    const result = parseSettlementCsv({ text });
    expect(result).toMatchObject({
      ok: true,
      lines: [
        { line: 2, ok: true, row: { transactionId: '=HYPERLINK("http://x")' } },
        // Only the API can say the reference is invalid; here it is just text.
        { line: 3, ok: true, row: { reference: '=1+1' } },
      ],
    });
  });

  it('lists each bad row with its reasons and the values read', () => {
    const text = [
      HEADER,
      '70000000011,-5,2026-13-01,,cash',
      '70000000011,10,2026-11-20',
      '70000000011,10,2026-11-20,T-1,gcash,extra',
      '70000000011,1"0,2026-11-20,T-2,gcash',
      '"70000000011"x,10,2026-11-20,T-3,gcash',
    ].join('\n');
    expect(parseSettlementCsv({ text })).toEqual({
      ok: true,
      lines: [
        {
          line: 2,
          ok: false,
          errors: [
            'Please enter an amount of more than PHP 0.00 with at most 2 decimals',
            'Paid at must be a date like 2026-11-22, or a date and time',
            'Transaction id is required',
          ],
          values: { reference: '70000000011', amount: '-5', paid_at: '2026-13-01', transaction_id: '', channel: 'cash' },
        },
        {
          line: 3,
          ok: false,
          errors: ['Expected 5 fields, found 3'],
          values: { reference: '70000000011', amount: '10', paid_at: '2026-11-20' },
        },
        {
          line: 4,
          ok: false,
          errors: ['Expected 5 fields, found 6'],
          values: { reference: '70000000011', amount: '10', paid_at: '2026-11-20', transaction_id: 'T-1', channel: 'gcash' },
        },
        { line: 5, ok: false, errors: ['A quote may only open or close a whole field'], values: expect.objectContaining({ amount: '1"0' }) },
        { line: 6, ok: false, errors: ['A quote may only open or close a whole field'], values: expect.objectContaining({ reference: '70000000011x' }) },
      ],
    });
  });

  it('reports a quote left open', () => {
    const text = `${HEADER}\n70000000011,10,2026-11-20,"T-1,gcash\n70000000011,10,2026-11-20,T-2,gcash\n`;
    expect(parseSettlementCsv({ text })).toMatchObject({
      ok: true,
      lines: [{ line: 2, ok: false, errors: ['A quoted field is not closed'] }],
    });
  });

  it('refuses a file without the header', () => {
    expect(parseSettlementCsv({ text: '' })).toEqual({ ok: false, message: HEADER_ERROR });
    expect(parseSettlementCsv({ text: '70000000011,10,2026-11-20,T-1,gcash\n' })).toEqual({ ok: false, message: HEADER_ERROR });
    expect(parseSettlementCsv({ text: 'reference,amount,paid_at,transaction_id\n' })).toEqual({ ok: false, message: HEADER_ERROR });
    expect(parseSettlementCsv({ text: `${HEADER},channel\n` })).toEqual({ ok: false, message: HEADER_ERROR });
  });

  it('reads a header alone as a file with no rows', () => {
    expect(parseSettlementCsv({ text: `${HEADER}\r\n` })).toEqual({ ok: true, lines: [] });
  });

  it('refuses more than 10,000 rows', () => {
    const row = '70000000011,1,2026-11-20,T,gcash\n';
    expect(parseSettlementCsv({ text: HEADER + '\n' + row.repeat(10_000) })).toMatchObject({ ok: true });
    expect(parseSettlementCsv({ text: HEADER + '\n' + row.repeat(10_001) })).toEqual({
      ok: false,
      message: 'A settlement file can have at most 10,000 rows',
    });
  });
});
