import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../../test/harness';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { runOutboxPass } from '../outbox';

// Issue 29: the withdrawal code by email is an email like every other: a
// plain-text and an HTML body, both with the lender's name, SEC and CA
// numbers in the footer (SEC MC 19 s.2019). Found by the browser journey
// (messages.e2e): the code's email had neither the footer nor an HTML body.
const FOOTER = 'Sample Lending Corporation · SEC Registration No. CS0000000000 (sample) · Certificate of Authority CA No. 0000 (sample)';

let smtp: SmtpStandIn;
beforeEach(async () => {
  smtp = await startSmtpStandIn();
});
afterEach(async () => {
  await smtp.close();
});

async function borrowerWithProvedEmail(ctx: TestContext) {
  const borrower = await verifiedBorrower(ctx, { email: 'maria.santos@example.ph', contactNumber: '+639171234567' });
  // How an address gets proved (the link) is message-channels' test; here it is proved already.
  await ctx.db.updateTable('users').set({ emailVerifiedAt: ctx.clock.now().toISOString() }).where('id', '=', borrower.user.id).execute();
  const loan = (await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body;
  const admin = await createStaff(ctx, { role: 'admin' });
  expect((await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' })).status).toBe(200);
  return borrower;
}

async function codeEmails(ctx: TestContext, userId: number) {
  return ctx.db.selectFrom('outboxMessages').select(['state', 'subject', 'body', 'html']).where('userId', '=', userId).where('purpose', '=', 'code').where('channel', '=', 'email').execute();
}

function contextWithEmail(): Promise<TestContext> {
  return createTestContext({
    config: { messaging: { sms: { provider: 'outbox' }, email: { url: `smtp://mailer:pw@127.0.0.1:${smtp.port}`, from: 'Lender <no-reply@lender.ph>', timeoutMs: 2_000 } } },
  });
}

const codeIn = (text: string) => /Your withdrawal code is (\d{6}) for PHP 1,000\.00\./.exec(text)?.[1] as string;

describe('the withdrawal code by email', () => {
  it('arrives with the footer naming the lender, its SEC and CA numbers, in the text and the HTML', async () => {
    const ctx = await contextWithEmail();
    const borrower = await borrowerWithProvedEmail(ctx);
    const created = await borrower.client.post('/api/withdrawals', { amount: 1000 });
    expect(created.status).toBe(201);
    expect(created.body.codeSentTo).toEqual(['m•••@example.ph']);
    const mail = smtp.received.find((email) => email.subject === 'Withdrawal Code');
    expect(mail?.to).toEqual(['maria.santos@example.ph']);
    const code = codeIn(mail?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).toBe(
      `Your withdrawal code is ${code} for PHP 1,000.00. It expires in 10 minutes. Never share this code with anyone, including our staff.\n\n--\n${FOOTER}\n` +
        'You receive this email because this address is on your account with us. Never share a code with anyone, including our staff.\n',
    );
    expect(mail?.html).toContain(`<p>Your withdrawal code is ${code} for PHP 1,000.00.`);
    expect(mail?.html).toContain(FOOTER);
    // Sent: the table keeps no copy of the code.
    expect(await codeEmails(ctx, borrower.user.id)).toEqual([{ state: 'sent', subject: 'Withdrawal Code', body: '', html: null }]);
  });

  it('keeps the code in neither body of an email still waiting to be sent once the code is used', async () => {
    const ctx = await contextWithEmail();
    const borrower = await borrowerWithProvedEmail(ctx);
    // The mail server says "try again later": the email waits in the outbox, code and all.
    smtp.mode = 'busy';
    await borrower.client.post('/api/withdrawals', { amount: 1000 });
    const [waiting] = await codeEmails(ctx, borrower.user.id);
    expect(waiting?.state).toBe('queued');
    const code = codeIn(waiting?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(waiting?.html).toContain(code);

    // The code came by SMS and is used: the waiting email no longer holds it, in its text or its HTML.
    expect((await borrower.client.post('/api/withdrawals/verify', { otp: code })).status).toBe(200);
    expect(await codeEmails(ctx, borrower.user.id)).toEqual([{ state: 'queued', subject: 'Withdrawal Code', body: 'Your withdrawal code was used or has expired.', html: null }]);
    smtp.mode = 'ok';
    ctx.clock.advance(60_000);
    await runOutboxPass(ctx.deps, { owner: 'w' });
    const mail = smtp.received.find((email) => email.subject === 'Withdrawal Code');
    expect(mail?.text).toBe('Your withdrawal code was used or has expired.\n');
    expect(mail?.raw).not.toContain(code);
  });
});
