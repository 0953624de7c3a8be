import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, TestClient, verifiedBorrower, type TestContext } from '../../test/harness';
import { runMaintenance } from '../maintenance';

/*
 * Issue 15: what the API writes to a borrower (in-app notification and SMS)
 * is in the borrower's language at the moment it is written. The Filipino
 * below is asserted word for word; the English is SPEC.md's.
 */

/** A PHP 500,000 loan over 12 months at 0.3 % a month, approved on the test clock's first day (loan #1: 43,166.67 a month from 2026-12-21). */
async function approvedLoan(ctx: TestContext, language: 'en' | 'fil') {
  const borrower = await verifiedBorrower(ctx, { language });
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
  return { borrower, admin, loanId: applied.body.id as number };
}

async function latestNotification(ctx: TestContext, userId: number) {
  return ctx.db.selectFrom('notifications').select(['title', 'message']).where('userId', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

/** Asks for a withdrawal of PHP 500.00: the code, the notification that carries it and the SMS the outbox sent (issue 29). */
async function requestWithdrawalCode(ctx: TestContext, borrower: { user: { id: number }; client: TestClient }) {
  ctx.sms.length = 0;
  expect((await borrower.client.post('/api/withdrawals', { amount: 500 })).status).toBe(201);
  const notification = await latestNotification(ctx, borrower.user.id);
  const code = /\b(\d{6})\b/.exec(notification.message)?.[1] ?? 'no code';
  return { code, notification, sms: ctx.sms.filter((message) => message.purpose === 'code').map((message) => message.text) };
}

describe('notifications and SMS in the borrower language', () => {
  it('a Filipino borrower reads the loan approval, the withdrawal code (app and SMS), its scrubbing and a payment receipt in Filipino', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await approvedLoan(ctx, 'fil');
    expect(loanId).toBe(1);
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({
      title: 'Aprubado ang Loan',
      message: 'Naaprubahan na ang loan mo at naipasok na ang halaga sa wallet mo.',
    });

    const { code, notification, sms } = await requestWithdrawalCode(ctx, borrower);
    const codeText = `Ang withdrawal code mo ay ${code} para sa PHP 500.00. Mag-e-expire ito sa loob ng 10 minuto. Huwag itong ibigay kahit kanino, kahit sa aming staff.`;
    expect(notification).toEqual({ title: 'Withdrawal Code', message: codeText });
    expect(sms).toEqual([codeText]);

    expect((await borrower.client.post('/api/withdrawals/verify', { otp: code, amount: 500 })).status).toBe(200);
    const scrubbed = await ctx.db.selectFrom('notifications').select('message').where('title', '=', 'Withdrawal Code').executeTakeFirstOrThrow();
    expect(scrubbed.message).toBe('Nagamit na o nag-expire na ang withdrawal code mo.');

    const paid = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 43_166.67 });
    expect(paid.status).toBe(200);
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({
      title: 'Natanggap ang Bayad',
      message: `Natanggap namin ang bayad mong PHP 43,166.67 para sa loan #1. Numero ng resibo: ${paid.body.receiptNumber}. Natitirang balance: PHP 474,833.37.`,
    });
    await ctx.close();
  });

  it('an English borrower still reads SPEC.md English for the same steps', async () => {
    const ctx = await createTestContext();
    const { borrower } = await approvedLoan(ctx, 'en');
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({
      title: 'Loan Approved',
      message: 'Your loan has been approved and the amount credited to your wallet.',
    });
    const { code, notification, sms } = await requestWithdrawalCode(ctx, borrower);
    const codeText = `Your withdrawal code is ${code} for PHP 500.00. It expires in 10 minutes. Never share this code with anyone, including our staff.`;
    expect(notification).toEqual({ title: 'Withdrawal Code', message: codeText });
    expect(sms).toEqual([codeText]);
    await ctx.close();
  });

  it('payment reminders and late fees reach a Filipino borrower in Filipino, in the app and by SMS', async () => {
    const ctx = await createTestContext();
    const { borrower } = await approvedLoan(ctx, 'fil');
    ctx.sms.length = 0;
    // 06:00Z on 12-18: 09:00 in Riyadh (the borrower works in Saudi Arabia), three days before the due date in Manila.
    ctx.clock.set(new Date('2026-12-18T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 1 });
    const reminder =
      'Ang bayad mong PHP 43,166.67 para sa loan #1 ay due sa Dec 21, 2026. Magbayad mula sa wallet mo o gamit ang payment reference na 70000000011.';
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({ title: 'Paalala sa Pagbabayad', message: reminder });
    expect(ctx.sms.map((sms) => sms.text)).toEqual([reminder]);

    ctx.clock.set(new Date('2026-12-22T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ reminders: 1 });
    const overdue =
      'Ang bayad mong PHP 43,166.67 para sa loan #1 ay due noong Dec 21, 2026. Magbayad sa lalong madaling panahon: may late fee na 5% kung hindi pa rin ito bayad 3 araw matapos ang due date. Magbayad mula sa wallet mo o gamit ang payment reference na 70000000011.';
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({ title: 'Lampas na sa Due Date ang Bayad', message: overdue });

    // 12-25 in Manila: the 3 full days of grace (12-22, 12-23, 12-24) are over.
    ctx.clock.set(new Date('2026-12-25T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 1 });
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({
      title: 'May Late Fee',
      message: 'May late fee na PHP 2,158.33 na idinagdag sa hulog 1 ng loan #1, na hindi pa bayad 3 araw matapos ang due date nito.',
    });
    await ctx.close();
  });

  it('follows the language the borrower has when the text is written, and leaves what an officer typed as typed', async () => {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    expect((await borrower.client.put('/api/user/preferences', { language: 'fil' })).status).toBe(200);

    ctx.sms.length = 0;
    expect((await admin.client.put(`/api/admin/users/${borrower.user.id}`, { bankName: 'BPI', accountNumber: '9876-5432-10' })).status).toBe(200);
    const bank =
      'Pinalitan ng iyong loan officer ang bank account na tatanggap ng pera mo: BPI, account na nagtatapos sa 3210. Para sa iyong seguridad, naka-hold ang mga withdrawal hanggang Nov 22, 2026, 10:00 AM. Kung hindi ikaw ang humiling ng pagbabagong ito, makipag-ugnayan agad sa iyong loan officer.';
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({ title: 'Napalitan ang Bank Details', message: bank });
    expect(ctx.sms.map((sms) => sms.text)).toEqual([bank]);

    const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
    expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'rejected', message: 'Please send a newer payslip.' })).status).toBe(200);
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({ title: 'Hindi Naaprubahan ang Loan', message: 'Please send a newer payslip.' });

    const filed = await borrower.client.post('/api/complaints', { category: 'other', description: 'Mali ang halaga sa statement ko.' });
    expect(filed.status).toBe(201);
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({
      title: 'Natanggap ang reklamo',
      message: `Natanggap namin ang reklamo mo. Ang reference number mo ay ${filed.body.reference}. Aasikasuhin ito ng isang officer sa loob ng 2 araw at sasagutin sa loob ng 30 araw.`,
    });
    expect((await admin.client.post(`/api/admin/complaints/${filed.body.id}`, { action: 'reply', message: 'We are checking it.' })).status).toBe(200);
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({ title: 'Sagot sa reklamo mo', message: `${filed.body.reference}: We are checking it.` });

    // Setting the password ends the borrower's sessions: they sign in again with it.
    expect((await admin.client.post(`/api/admin/users/${borrower.user.id}/password`, { password: 'officer set this one' })).status).toBe(200);
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({
      title: 'Napalitan ang Password',
      message: 'Nagtakda ang isang administrator ng bagong password para sa account mo. Mag-log in ulit gamit ang bagong password.',
    });

    // Back to English: the next notification is written in English; those before stay as written.
    const again = new TestClient(ctx);
    expect((await again.post('/api/auth/login', { email: borrower.user.email, password: 'officer set this one' })).status).toBe(200);
    expect((await again.put('/api/user/preferences', { language: 'en' })).status).toBe(200);
    expect((await admin.client.post(`/api/admin/complaints/${filed.body.id}`, { action: 'resolve', message: 'Corrected.' })).status).toBe(200);
    expect(await latestNotification(ctx, borrower.user.id)).toEqual({ title: 'Your complaint was resolved', message: `${filed.body.reference}: Corrected.` });
    expect(await ctx.db.selectFrom('notifications').select('title').where('title', '=', 'Napalitan ang Password').execute()).toHaveLength(1);
    await ctx.close();
  });
});
