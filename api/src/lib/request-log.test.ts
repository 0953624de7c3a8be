import { describe, expect, it } from 'vitest';
import { createTestContext, registerBorrower } from '../test/harness';
import { logPath } from './request-log';

describe('request log', () => {
  it('keeps the shape of a path without its tokens and keys', () => {
    expect(logPath('/api/objects/upload/abcdefghijklmnopqrstuvwxyz234567')).toBe('/api/objects/upload/:token');
    expect(logPath('/objects/0123456789abcdef0123456789abcdef')).toBe('/objects/:key');
    expect(logPath('/api/admin/users/12/documents/front_id')).toBe('/api/admin/users/12/documents/front_id');
  });

  it('logs each API request once, with status and user, and no query string', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    await client.get('/api/loans?secret=maria');
    const lines = ctx.logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
    expect(lines.at(-1)).toMatchObject({ method: 'GET', path: '/api/loans', status: 200, userId: user.id });
    expect(ctx.logs.join('\n')).not.toContain('maria');
  });
});
