import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxFileSender, maskPhone } from './sender';

describe('the development SMS outbox (decision 007)', () => {
  it('appends each message as a JSON line to a file only its owner can read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lender-outbox-'));
    try {
      const file = join(dir, 'sms-outbox.log');
      const sender = createOutboxFileSender({ file, now: () => new Date('2026-11-21T02:00:00.000Z') });
      await sender.sendSms({ to: '+639171234567', text: 'Your code is 123456' });
      await sender.sendSms({ to: '+639181234567', text: 'Your code is 654321' });
      const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
      expect(lines).toEqual([
        { at: '2026-11-21T02:00:00.000Z', to: '+63*******567', text: 'Your code is 123456' },
        { at: '2026-11-21T02:00:00.000Z', to: '+63*******567', text: 'Your code is 654321' },
      ]);
      if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('masks all but the country code and the last 3 digits', () => {
    expect(maskPhone('+639171234567')).toBe('+63*******567');
    expect(maskPhone('12345')).toBe('***');
  });
});
