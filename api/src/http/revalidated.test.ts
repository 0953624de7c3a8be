import { describe, expect, it } from 'vitest';
import { runMaintenance } from '../features/maintenance';
import { createStaff, createTestContext, TestClient, verifiedBorrower, type TestContext } from '../test/harness';

// Decision 025: the polled lists answer 304 while the member's rows and the
// time-dependent parts of the list are unchanged, and never after either moved.

const POLLED = ['/api/loans', '/api/notifications', '/api/documents', '/api/user/withdrawals'];
const HOUR = 60 * 60 * 1000;


function poll(client: TestClient, path: string, etag?: string) {
  return client.request('GET', path, { headers: etag ? { 'if-none-match': etag } : {} });
}

async function fundedBorrower(ctx: TestContext) {
  const admin = await createStaff(ctx, { role: 'admin' });
  const borrower = await verifiedBorrower(ctx);
  const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
  expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
  return { admin, borrower, loanId: applied.body.id as number };
}

/** Signs in again with remember-me (its session outlives the clock's jumps here); a sign-in writes no polled row. */
async function signInRemembered(borrower: Awaited<ReturnType<typeof verifiedBorrower>>) {
  expect((await borrower.client.post('/api/auth/login', { email: borrower.user.email, password: borrower.password, rememberMe: true })).status).toBe(200);
}

describe('polled lists revalidated by ETag', () => {
  it('an unchanged poll answers 304 without a body; an approval made on another instance is seen at once; another member’s tag never matches', async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    const admin = await createStaff(ctx, { role: 'admin' });
    const borrower = await verifiedBorrower(ctx);
    const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
    expect(applied.status).toBe(201);

    const tags = new Map<string, string>();
    for (const path of POLLED) {
      const first = await poll(borrower.client, path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"u\d+\.v\d+\.(\d+|n)"$/);
      tags.set(path, etag);
      const again = await poll(borrower.client, path, etag);
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get('etag')).toBe(etag);
      // The same tag from the second instance: the version lives in the database.
      expect((await poll(borrower.client.on(second), path, etag)).status).toBe(304);
    }

    // Same URL, same browser cache, another member signed in: the tag names its member.
    const other = await verifiedBorrower(ctx);
    expect((await poll(other.client, '/api/loans', tags.get('/api/loans'))).status).toBe(200);

    expect((await admin.client.on(second).post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
    const loans = await poll(borrower.client, '/api/loans', tags.get('/api/loans'));
    expect(loans.status).toBe(200);
    expect(loans.body).toMatchObject([{ id: applied.body.id, status: 'approved', outstanding: 150_000 + 0.5 * 150_000 * 12 / 100 }]);
    const notifications = await poll(borrower.client, '/api/notifications', tags.get('/api/notifications'));
    expect(notifications.status).toBe(200);
    expect(notifications.body[0]).toMatchObject({ title: 'Loan Approved' });
    // Untouched by the approval: documents still revalidate.
    expect((await poll(borrower.client, '/api/documents', tags.get('/api/documents'))).status).toBe(200);
  });

  it('a payment is seen at once; the next Manila day and the late fee housekeeping charges are seen without any other write', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await fundedBorrower(ctx);
    await signInRemembered(borrower);
    const before = await poll(borrower.client, '/api/loans');
    const etag = before.headers.get('etag') ?? '';
    expect((await poll(borrower.client, '/api/loans', etag)).status).toBe(304);

    expect((await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 1_000 })).status).toBe(200);
    const paid = await poll(borrower.client, '/api/loans', etag);
    expect(paid.status).toBe(200);
    expect(paid.body[0].outstanding).toBe(before.body[0].outstanding - 1_000);

    // 10:00 in Manila at the start: 13 hours later is still today there (304), 15 hours later tomorrow (200), with no write in between.
    const today = paid.headers.get('etag') ?? '';
    ctx.clock.advance(13 * HOUR);
    expect((await poll(borrower.client, '/api/loans', today)).status).toBe(304);
    ctx.clock.advance(2 * HOUR);
    const tomorrow = await poll(borrower.client, '/api/loans', today);
    expect(tomorrow.status).toBe(200);

    // Past the first due date (21 December) and its grace: the fee is a write of housekeeping.
    ctx.clock.set(new Date('2026-12-30T02:00:00.000Z'));
    await signInRemembered(borrower);
    const due = await poll(borrower.client, '/api/loans');
    // The list shows the fee due (5 % of 12,250 unpaid) before housekeeping posts it.
    expect(due.body[0].installments[0]).toMatchObject({ state: 'overdue', lateFee: 612.5 });
    expect((await poll(borrower.client, '/api/loans', due.headers.get('etag') ?? '')).status).toBe(304);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 1 });
    const charged = await poll(borrower.client, '/api/loans', due.headers.get('etag') ?? '');
    expect(charged.status).toBe(200);
    expect(charged.body[0].installments[0]).toMatchObject({ state: 'overdue', lateFee: 612.5 });
  });

  it('a withdrawal whose code runs out is shown expired from that instant, without any write', async () => {
    const ctx = await createTestContext();
    const { borrower } = await fundedBorrower(ctx);
    expect((await borrower.client.post('/api/withdrawals', { amount: 10_000 })).status).toBe(201);
    const waiting = await poll(borrower.client, '/api/user/withdrawals');
    expect(waiting.body[0]).toMatchObject({ status: 'awaiting_code' });
    const etag = waiting.headers.get('etag') ?? '';
    const expiresAt = Date.parse(waiting.body[0].code.expiresAt);
    expect(etag).toBe(`W/"u${waiting.body[0].userId}.v${/\.v(\d+)\./.exec(etag)?.[1]}.${expiresAt}"`);
    ctx.clock.set(new Date(expiresAt - 1));
    expect((await poll(borrower.client, '/api/user/withdrawals', etag)).status).toBe(304);
    ctx.clock.set(new Date(expiresAt));
    const expired = await poll(borrower.client, '/api/user/withdrawals', etag);
    expect(expired.status).toBe(200);
    expect(expired.body[0]).toMatchObject({ status: 'expired' });
  });
});
