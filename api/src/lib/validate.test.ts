import { describe, expect, it } from 'vitest';
import { createTestContext, createStaff, registerBorrower } from '../test/harness';
import { toFieldErrors } from './validate';

describe('validation errors', () => {
  it('groups messages by field, whatever the field is called', () => {
    const errors = toFieldErrors([
      { message: 'Unknown field', path: [{ key: '__proto__' }] },
      { message: 'Unknown field', path: [{ key: 'constructor' }] },
      { message: 'Required', path: [{ key: 'email' }] },
      { message: 'Too short', path: [{ key: 'email' }] },
      { message: 'Whole body' },
    ]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.keys(errors).sort()).toEqual(['_', '__proto__', 'constructor', 'email']);
    expect(errors.email).toEqual(['Required', 'Too short']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a body with a "__proto__" or "constructor" key with a 400, not a 500 (found by the bad-input tests)', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const { user } = await registerBorrower(ctx);
    for (const body of ['{"__proto__":{"isAdmin":true}}', '{"constructor":1}']) {
      const res = await main.client.request('PUT', `/api/admin/users/${user.id}`, { body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
