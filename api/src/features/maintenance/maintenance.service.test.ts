import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { createStaff, createTestContext, PASSWORD, registerBorrower, TestClient, verifiedBorrower, type TestContext } from '../../test/harness';
import { PNG } from '../../test/images';
import { runMaintenance } from './maintenance.service';

function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'objects');
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];
}

describe('runMaintenance', () => {
  it('removes sessions that expired without being presented again', async () => {
    const ctx = await createTestContext();
    await registerBorrower(ctx);
    await registerBorrower(ctx);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ expiredSessions: 0 });
    ctx.clock.advance(2 * HOUR + 1);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ expiredSessions: 2 });
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('expires unused withdrawal codes and scrubs them from the notification', async () => {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    await admin.client.post(`/api/admin/users/${borrower.user.id}`, { walletBalance: 1000, expectedBalance: 0, reason: 'Test funds' });
    await borrower.client.post('/api/withdrawals', { amount: 500 });
    const withCode = (await borrower.client.get('/api/notifications')).body[0].message as string;
    const code = /\b(\d{6})\b/.exec(withCode)?.[1] as string;
    ctx.clock.advance(10 * MINUTE);
    ctx.events.length = 0;
    expect(await runMaintenance(ctx.deps)).toMatchObject({ expiredCodes: 1 });
    expect(ctx.events).toEqual([
      { type: 'withdrawal_updated', userId: borrower.user.id },
      { type: 'notification_created', userId: borrower.user.id },
    ]);
    const row = await ctx.db.selectFrom('withdrawals').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'expired', codeHash: null });
    const notifications = await ctx.db.selectFrom('notifications').select('message').execute();
    expect(notifications.map((n) => n.message).join(' ')).not.toContain(code);
  });

  it('posts each late fee once, when the grace days have passed, audited and told to the borrower', async () => {
    // Worked by hand: PHP 500,000 over 12 months at 0.3 % a month pays 43,166.67 a month
    // (41,666.67 + 1,500). Recorded late from 2026-10-19, installment 1 is due 11-19; the test
    // clock starts 11-21, 10:00 Manila, two days after, inside the 3 days of grace. On 11-23
    // (11-20, 11-21 and 11-22 being the full days) its fee is 5 % × 43,166.67 = 2,158.3335 → 2,158.33.
    // Installment 2, due 12-19, gets the same fee on 12-23; installment 1's is not charged again.
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
    expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', startDate: '2026-10-19' })).status).toBe(200);
    const loanId: number = applied.body.id;
    // A fee's record is its append-only loan transaction: no actor (the system charged it) and its reason, as at approval.
    const fees = () => ctx.db.selectFrom('loanTransactions').select(['installment', 'amountCentavos', 'actorId', 'reason', 'createdAt']).where('loanId', '=', loanId).where('kind', '=', 'late_fee').orderBy('id').execute();

    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 0 });
    expect(await fees()).toEqual([]);

    ctx.clock.advance(2 * DAY);
    ctx.events.length = 0;
    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 1 });
    const first = { installment: 1, amountCentavos: 215_833, actorId: null, reason: '5% of 43166.67 unpaid 3 days after 2026-11-19', createdAt: '2026-11-23T02:00:00.000Z' };
    expect(await fees()).toEqual([first]);
    expect(ctx.events).toEqual([
      { type: 'loan_updated', userId: borrower.user.id },
      { type: 'notification_created', userId: borrower.user.id },
    ]);
    const notices = await ctx.db.selectFrom('notifications').select(['title', 'message']).where('userId', '=', borrower.user.id).where('title', '=', 'Late Fee Charged').execute();
    expect(notices).toEqual([
      { title: 'Late Fee Charged', message: `A late fee of PHP 2,158.33 was added to installment 1 of loan #${loanId}, which is still unpaid 3 days after its due date.` },
    ]);

    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 0 });
    expect(await fees()).toHaveLength(1);

    ctx.clock.advance(30 * DAY);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 1 });
    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 0 });
    expect(await fees()).toEqual([
      first,
      { installment: 2, amountCentavos: 215_833, actorId: null, reason: '5% of 43166.67 unpaid 3 days after 2026-12-19', createdAt: '2026-12-23T02:00:00.000Z' },
    ]);
  });

  it('deletes files that were uploaded but never registered, once their window has passed', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const put = async () => {
      const { uploadURL } = (await client.post('/api/objects/upload', {})).body;
      await client.request('PUT', new URL(uploadURL).pathname, { body: PNG as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });
      return uploadURL as string;
    };
    const abandoned = await put();
    const kept = await put();
    expect((await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL: kept }] })).status).toBe(201);
    expect(storedFiles(ctx.dataDir)).toHaveLength(2);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ abandonedUploads: 0 });
    ctx.clock.advance(HOUR);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ abandonedUploads: 1 });
    expect(storedFiles(ctx.dataDir)).toHaveLength(1);
    expect((await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'back_id', uploadURL: abandoned }] })).status).toBe(400);
    ctx.clock.advance(DAY);
    await runMaintenance(ctx.deps);
    expect(await ctx.db.selectFrom('uploadTokens').selectAll().execute()).toEqual([]);
    // A day later the browser session is long gone: sign in again to look.
    const later = new TestClient(ctx);
    await later.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const documents = (await later.get('/api/documents')).body;
    expect(documents).toHaveLength(1);
    expect((await later.get(documents[0].filename)).status).toBe(200);
  });
});

/*
 * Payment reminders (issue 12), worked by hand. A loan of PHP 500,000 over
 * 12 months at 0.3 % a month approved on the test clock's first day,
 * 2026-11-21 (10:00 Manila), pays 43,166.67 a month from 2026-12-21.
 * Reminders for installment 1: before_due from 12-18 (Manila date), due_today
 * on 12-21, overdue from 12-22. The borrower works in Saudi Arabia (Riyadh,
 * UTC+3, no daylight saving): 06:00Z is 09:00 there and 14:00 in Manila.
 */
async function approvedLoan(ctx: TestContext, { countryWorking = 'Saudi Arabia' }: { countryWorking?: string } = {}) {
  const borrower = await verifiedBorrower(ctx);
  await ctx.db.updateTable('users').set({ countryWorking }).where('id', '=', borrower.user.id).execute();
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
  return { borrower, admin, loanId: applied.body.id as number };
}

const reminderNotices = (ctx: TestContext, userId: number) =>
  ctx.db.selectFrom('notifications').select(['title', 'message', 'type', 'createdAt']).where('userId', '=', userId).where('title', 'in', ['Payment Reminder', 'Payment Due Today', 'Payment Overdue']).orderBy('id').execute();

describe('payment reminders', () => {
  it('sends each reminder once, in-app and by SMS: 3 days before the due date, on it, and when overdue', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await approvedLoan(ctx);
    expect(loanId).toBe(1);
    ctx.sms.length = 0;
    const how = 'Pay from your wallet or with payment reference 70000000011.';

    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 0 });
    ctx.clock.set(new Date('2026-12-17T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 0 });

    ctx.clock.set(new Date('2026-12-18T06:00:00Z'));
    ctx.events.length = 0;
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 1 });
    expect(ctx.events).toContainEqual({ type: 'notification_created', userId: borrower.user.id });
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 0 });
    ctx.clock.set(new Date('2026-12-20T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 0 });

    ctx.clock.set(new Date('2026-12-21T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 1 });
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 0 });

    ctx.clock.set(new Date('2026-12-22T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 1 });
    ctx.clock.set(new Date('2026-12-26T06:00:00Z'));
    // The late fee falls due; the overdue reminder was already sent.
    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 1, reminders: 0 });

    const texts = [
      `Your payment of PHP 43,166.67 for loan #1 is due on Dec 21, 2026. ${how}`,
      `Your payment of PHP 43,166.67 for loan #1 is due today, Dec 21, 2026. ${how}`,
      `Your payment of PHP 43,166.67 for loan #1 was due on Dec 21, 2026. Please pay as soon as you can: a late fee of 5% applies if it is still unpaid 3 days after the due date. ${how}`,
    ];
    expect(await reminderNotices(ctx, borrower.user.id)).toEqual([
      { title: 'Payment Reminder', message: texts[0], type: 'info', createdAt: '2026-12-18T06:00:00.000Z' },
      { title: 'Payment Due Today', message: texts[1], type: 'info', createdAt: '2026-12-21T06:00:00.000Z' },
      { title: 'Payment Overdue', message: texts[2], type: 'warning', createdAt: '2026-12-22T06:00:00.000Z' },
    ]);
    // Every notification goes out by SMS (issue 29): the late fee's too, after the three reminders.
    const lateFee = 'A late fee of PHP 2,158.33 was added to installment 1 of loan #1, which is still unpaid 3 days after its due date.';
    expect(ctx.sms.map(({ to, text }) => ({ to, text }))).toEqual([...texts, lateFee].map((text) => ({ to: '+639171234567', text })));
    expect(await ctx.db.selectFrom('paymentReminders').select(['loanId', 'installment', 'kind', 'sentAt']).orderBy('id').execute()).toEqual([
      { loanId: 1, installment: 1, kind: 'before_due', sentAt: '2026-12-18T06:00:00.000Z' },
      { loanId: 1, installment: 1, kind: 'due_today', sentAt: '2026-12-21T06:00:00.000Z' },
      { loanId: 1, installment: 1, kind: 'overdue', sentAt: '2026-12-22T06:00:00.000Z' },
    ]);
    await ctx.close();
  });

  it('sends a reminder once when two housekeeping runs overlap', async () => {
    const ctx = await createTestContext();
    await approvedLoan(ctx);
    ctx.sms.length = 0;
    ctx.clock.set(new Date('2026-12-18T06:00:00Z'));
    const reports = await Promise.all([runMaintenance(ctx.deps), runMaintenance(ctx.deps)]);
    // On PostgreSQL the later run may find the first holding the housekeeping lock (null): it sent none either.
    expect(reports.map((report) => report?.reminders ?? 0).sort()).toEqual([0, 1]);
    expect(ctx.sms).toHaveLength(1);
    await ctx.close();
  });

  it("holds a reminder through the night on the borrower's own clock and sends it at 06:00 there", async () => {
    const ctx = await createTestContext();
    const riyadh = await approvedLoan(ctx, { countryWorking: 'Saudi Arabia' });
    const london = await approvedLoan(ctx, { countryWorking: 'United Kingdom' });
    ctx.sms.length = 0;
    // 2026-12-18T20:00Z: 23:00 in Riyadh, 20:00 in London, 04:00 on 12-19 in Manila (before_due applies).
    ctx.clock.set(new Date('2026-12-18T20:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 1 });
    expect(await reminderNotices(ctx, riyadh.borrower.user.id)).toEqual([]);
    expect(await reminderNotices(ctx, london.borrower.user.id)).toHaveLength(1);
    ctx.clock.set(new Date('2026-12-19T02:59:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 0 });
    expect(ctx.sms).toHaveLength(1);
    // 06:00 in Riyadh.
    ctx.clock.set(new Date('2026-12-19T03:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 1 });
    expect(await reminderNotices(ctx, riyadh.borrower.user.id)).toEqual([
      {
        title: 'Payment Reminder',
        message: `Your payment of PHP 43,166.67 for loan #${riyadh.loanId} is due on Dec 21, 2026. Pay from your wallet or with payment reference 70000000011.`,
        type: 'info',
        createdAt: '2026-12-19T03:00:00.000Z',
      },
    ]);
    expect(ctx.sms).toHaveLength(2);
    await ctx.close();
  });

  it('reminds nothing for a paid installment, a closed loan or a cancelled one', async () => {
    const ctx = await createTestContext();
    const paid = await approvedLoan(ctx);
    expect((await paid.borrower.client.post(`/api/loans/${paid.loanId}/pay`, { amount: 43_166.67 })).status).toBe(200);
    const closed = await approvedLoan(ctx);
    const payoff = await closed.admin.client.post(`/api/admin/loans/${closed.loanId}/payments`, { amount: 501_500, channel: 'gcash', reference: 'GC-1', receivedAt: '2026-11-21T09:00:00+08:00' });
    expect(payoff.body).toMatchObject({ balance: 0, isLoanClosed: true });
    const cancelled = await approvedLoan(ctx);
    expect((await cancelled.borrower.client.post(`/api/loans/${cancelled.loanId}/cancel`)).body).toMatchObject({ status: 'cancelled' });
    ctx.sms.length = 0;

    for (const day of ['2026-12-18', '2026-12-21', '2026-12-22']) {
      ctx.clock.set(new Date(`${day}T06:00:00Z`));
      expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 0 });
    }
    expect(ctx.sms).toEqual([]);
    // Installment 2 of the loan still open is reminded as usual.
    ctx.clock.set(new Date('2027-01-18T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 1 });
    expect((await reminderNotices(ctx, paid.borrower.user.id)).map((n) => n.message)).toEqual([
      `Your payment of PHP 43,166.67 for loan #${paid.loanId} is due on Jan 21, 2027. Pay from your wallet or with payment reference 70000000011.`,
    ]);
    for (const { borrower } of [closed, cancelled]) expect(await reminderNotices(ctx, borrower.user.id)).toEqual([]);
    await ctx.close();
  });
});

describe('runMaintenance over a portfolio', () => {
  it('lets waiting requests in while it walks the open loans, and still posts what is due', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const loanIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const borrower = await verifiedBorrower(ctx);
      const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
      expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', startDate: '2026-10-19' })).status).toBe(200);
      loanIds.push(applied.body.id);
    }
    ctx.clock.advance(2 * DAY);
    // A request arriving meanwhile is a macrotask (socket I/O): it must run before the walk ends.
    let isDone = false;
    const run = runMaintenance(ctx.deps).then((report) => {
      isDone = true;
      return report;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(isDone).toBe(false);
    expect(await run).toMatchObject({ lateFees: 3 });
    const fees = await ctx.db.selectFrom('loanTransactions').select('loanId').where('kind', '=', 'late_fee').orderBy('loanId').execute();
    expect(fees.map((row) => row.loanId)).toEqual(loanIds);
  });
});
