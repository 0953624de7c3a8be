import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { createStaff, createTestContext, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';

// Issue 29 and DEPARTURES 16: with a real SMS provider the code goes there
// only; the app says where it went, never the code. The worker that sends
// the outbox is another piece: here the message is only queued.
const SEMAPHORE = { sms: { provider: 'semaphore' as const, apiKey: 'k', senderName: null, baseUrl: 'http://127.0.0.1:9' }, email: null };

async function fundedBorrower(ctx: TestContext, overrides: { contactNumber?: string; language?: string } = {}) {
  const borrower = await verifiedBorrower(ctx, { contactNumber: '+639171234567', ...overrides });
  const loan = (await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body;
  const admin = await createStaff(ctx, { role: 'admin' });
  const approved = await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' });
  if (approved.status !== 200) throw new Error(`approve failed ${approved.status}`);
  return borrower;
}

async function newestNotification(client: TestClient): Promise<{ title: string; message: string }> {
  return ((await client.get('/api/notifications')).body as { title: string; message: string }[])[0] as { title: string; message: string };
}

async function queuedCodes(ctx: TestContext, userId: number) {
  return ctx.db.selectFrom('outboxMessages').select(['channel', 'destination', 'body']).where('userId', '=', userId).where('purpose', '=', 'code').orderBy('id').execute();
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('the withdrawal code proves possession of the phone (DEPARTURES 16)', () => {
  it('with an SMS provider the code is only queued for the phone; the notification and the answer say where, never the code', async () => {
    const ctx = await createTestContext({ config: { messaging: SEMAPHORE } });
    const borrower = await fundedBorrower(ctx);
    const created = await borrower.client.post('/api/withdrawals', { amount: 1000 });
    expect(created.status).toBe(201);
    expect(created.body.codeSentTo).toEqual(['+63 9•• ••• 4567']);

    const queued = await queuedCodes(ctx, borrower.user.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ channel: 'sms', destination: '+639171234567' });
    const code = codeIn(queued[0]?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const notice = await newestNotification(borrower.client);
    expect(notice.title).toBe('Withdrawal Code');
    expect(notice.message).toBe('We sent your code to +63 9•• ••• 4567. It expires in 10 minutes. Never share it with anyone, including our staff.');
    expect(notice.message).not.toContain(code);
    expect((await borrower.client.get('/api/user/withdrawals')).body[0].codeSentTo).toEqual(['+63 9•• ••• 4567']);

    // The code from the phone confirms the request.
    const verified = await borrower.client.post('/api/withdrawals/verify', { otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('pending');
  });

  it('says it in Filipino to a borrower who reads Filipino', async () => {
    const ctx = await createTestContext({ config: { messaging: SEMAPHORE } });
    const borrower = await fundedBorrower(ctx, { language: 'fil' });
    await borrower.client.post('/api/withdrawals', { amount: 1000 });
    expect((await newestNotification(borrower.client)).message).toBe(
      'Ipinadala namin ang code mo sa +63 9•• ••• 4567. Mag-e-expire ito sa loob ng 10 minuto. Huwag itong ibigay kahit kanino, kahit sa aming staff.',
    );
  });

  it("with only the development stand-in, SPEC.md's in-app code stays and the answer says the code is in the app", async () => {
    const ctx = await createTestContext();
    const borrower = await fundedBorrower(ctx);
    const created = await borrower.client.post('/api/withdrawals', { amount: 1000 });
    expect(created.body.codeSentTo).toEqual([]);
    const notice = await newestNotification(borrower.client);
    expect(notice.message).toMatch(/^Your withdrawal code is \d{6} for PHP 1,000\.00\. It expires in 10 minutes\. Never share this code with anyone, including our staff\.$/);
    // Queued once and sent to the stand-in; the notification itself is not sent out again.
    expect(await queuedCodes(ctx, borrower.user.id)).toHaveLength(1);
    const sent = ctx.sms.filter((message) => message.purpose === 'code');
    expect(sent).toHaveLength(1);
    expect(codeIn(sent[0]?.text ?? '')).toBe(codeIn(notice.message));
  });
});

describe('"Send again" (issue 29, decision 039)', () => {
  it('is refused within a minute of the last code, with the seconds left, and nothing changes', async () => {
    const ctx = await createTestContext({ config: { messaging: SEMAPHORE } });
    const borrower = await fundedBorrower(ctx);
    await borrower.client.post('/api/withdrawals', { amount: 1000 });
    ctx.clock.advance(20_000);
    const early = await borrower.client.post('/api/withdrawals/resend-code');
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ code: 'code_resend_too_soon', message: 'A new code can be sent one minute after the last one. Please wait a moment.' });
    expect(early.headers.get('retry-after')).toBe('40');
    expect(await queuedCodes(ctx, borrower.user.id)).toHaveLength(1);
  });

  it('after a minute sends a new code; the old one no longer works, the new one does', async () => {
    const ctx = await createTestContext({ config: { messaging: SEMAPHORE } });
    const borrower = await fundedBorrower(ctx);
    await borrower.client.post('/api/withdrawals', { amount: 1000 });
    const first = codeIn((await queuedCodes(ctx, borrower.user.id))[0]?.body ?? '') as string;
    ctx.clock.advance(MINUTE);
    const resent = await borrower.client.post('/api/withdrawals/resend-code');
    expect(resent.status).toBe(200);
    expect(resent.body.codeSentTo).toEqual(['+63 9•• ••• 4567']);
    expect(resent.body.code.expiresAt).toBe(new Date(ctx.clock.now().getTime() + 10 * MINUTE).toISOString());
    const queued = await queuedCodes(ctx, borrower.user.id);
    // The spent code's message no longer holds it.
    expect(queued[0]?.body).toBe('Your withdrawal code was used or has expired.');
    const second = codeIn(queued[1]?.body ?? '') as string;
    expect(first).toMatch(/^\d{6}$/);
    expect(second).toMatch(/^\d{6}$/);
    if (first !== second) {
      const old = await borrower.client.post('/api/withdrawals/verify', { otp: first });
      expect(old.status).toBe(400);
    }
    const ok = await borrower.client.post('/api/withdrawals/verify', { otp: second });
    expect(ok.status).toBe(200);
  });

  it('keeps the tries already used: 5 guesses in all, however often the code is resent', async () => {
    const ctx = await createTestContext({ config: { messaging: SEMAPHORE } });
    const borrower = await fundedBorrower(ctx);
    await borrower.client.post('/api/withdrawals', { amount: 1000 });
    const code = codeIn((await queuedCodes(ctx, borrower.user.id))[0]?.body ?? '') as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) expect((await borrower.client.post('/api/withdrawals/verify', { otp: wrong })).status).toBe(400);
    const afterThree = (await borrower.client.get('/api/user/withdrawals')).body[0];
    expect(afterThree.code.triesLeft).toBe(2);
    ctx.clock.advance(MINUTE);
    const resent = await borrower.client.post('/api/withdrawals/resend-code');
    expect(resent.status).toBe(200);
    expect(resent.body.code.triesLeft).toBe(2);
    const fresh = codeIn((await queuedCodes(ctx, borrower.user.id))[1]?.body ?? '') as string;
    const other = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 2; i += 1) expect((await borrower.client.post('/api/withdrawals/verify', { otp: other })).status).toBe(400);
    const locked = await borrower.client.post('/api/withdrawals/verify', { otp: fresh });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Too many wrong codes. Please request a new withdrawal code.');
  });

  it('is refused once the tries ran out, and when no request waits for a code', async () => {
    const ctx = await createTestContext({ config: { messaging: SEMAPHORE } });
    const borrower = await fundedBorrower(ctx);
    const none = await borrower.client.post('/api/withdrawals/resend-code');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('You have no withdrawal waiting for a code. Please start a new withdrawal.');
    await borrower.client.post('/api/withdrawals', { amount: 1000 });
    const code = codeIn((await queuedCodes(ctx, borrower.user.id))[0]?.body ?? '') as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await borrower.client.post('/api/withdrawals/verify', { otp: wrong })).status).toBe(400);
    ctx.clock.advance(MINUTE);
    const locked = await borrower.client.post('/api/withdrawals/resend-code');
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Too many wrong codes. Please request a new withdrawal code.');
    expect(await queuedCodes(ctx, borrower.user.id)).toHaveLength(1);
  });
});
