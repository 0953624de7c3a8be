import { describe, expect, it } from 'vitest';
import { createTestContext, createStaff, registerBorrower } from '../test/harness';
import { snapshotData } from '../test/snapshot';
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

  it('refuses text holding a NUL character with a 400 and writes nothing: PostgreSQL text cannot hold one (found by the bad-input tests on PostgreSQL)', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const { user } = await registerBorrower(ctx);
    const before = await snapshotData(ctx);
    const sent = await main.client.post('/api/admin/send-notification', { userId: user.id, title: 'Hello', message: 'a\u0000b' });
    expect(sent.status).toBe(400);
    // Free text refuses every control character by its own rule (issue 27, item 3), NUL included.
    const forging = 'Please remove tabs, control characters and text-direction marks from this text';
    expect(sent.body).toEqual({ code: 'validation_failed', message: forging, fieldErrors: { message: [forging] } });
    const renamed = await main.client.put(`/api/admin/users/${user.id}`, { fullName: '\u0000' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fieldErrors).toEqual({ fullName: ['Please write this on one line, without tabs, control characters or text-direction marks'] });
    // A text that is not free text (a password) meets the NUL rule itself.
    const password = await main.client.post(`/api/admin/users/${user.id}/password`, { password: 'abcd\u0000efgh' });
    expect(password.status).toBe(400);
    expect(password.body.fieldErrors).toEqual({ password: ['Text must not contain a NUL character (\\u0000)'] });
    expect(await snapshotData(ctx)).toBe(before);
  });
});

