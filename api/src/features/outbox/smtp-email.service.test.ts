import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, registerBorrower, type TestContext } from '../../test/harness';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { queueMessage } from './outbox.service';
import { runOutboxPass } from './worker.service';

/*
 * Issue 29: email goes out through the SMTP server of SMTP_URL for real
 * (decision 042), here a local smtp-server with a password login.
 */

const PASSWORD = 'smtp-pass-8d41c2e7';

let smtp: SmtpStandIn;
beforeEach(async () => {
  smtp = await startSmtpStandIn();
});
afterEach(async () => {
  await smtp.close();
});

function settings() {
  return { sms: { provider: 'outbox' as const }, email: { url: `smtp://mailer:${PASSWORD}@127.0.0.1:${smtp.port}`, from: 'Lender <no-reply@lender.ph>', timeoutMs: 2_000 } };
}

async function withBorrower(): Promise<{ ctx: TestContext; userId: number }> {
  const ctx = await createTestContext({ config: { messaging: settings() } });
  const { user } = await registerBorrower(ctx, { email: 'maria.santos@example.ph', contactNumber: '09171234567' });
  await ctx.db.deleteFrom('outboxMessages').execute();
  smtp.received.length = 0;
  return { ctx, userId: user.id };
}

const EMAIL = { subject: 'Confirm your email address', text: 'Open this link to confirm your address.', html: '<p>Open this link to confirm your address.</p>' };

async function queueEmail(ctx: TestContext, userId: number): Promise<void> {
  await queueMessage(ctx.db, settings(), { userId, purpose: 'email_verification', sms: 'unused', email: EMAIL, now: ctx.clock.now() });
}

async function rows(ctx: TestContext) {
  return ctx.db.selectFrom('outboxMessages').select(['channel', 'state', 'attempts', 'notBefore', 'failureReason', 'provider', 'providerMessageId']).orderBy('id').execute();
}

describe('the SMTP email adapter', () => {
  it('delivers the email with its subject, text and HTML, from EMAIL_FROM, logged in with the URL’s user', async () => {
    const { ctx, userId } = await withBorrower();
    await queueEmail(ctx, userId);
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 1, failed: 0, retried: 0, interrupted: 0 });
    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email).toMatchObject({ user: 'mailer', password: 'smtp-pass-8d41c2e7', from: 'no-reply@lender.ph', to: ['maria.santos@example.ph'] });
    expect(email?.raw).toContain('From: Lender <no-reply@lender.ph>\r\n');
    expect(email?.raw).toContain('To: maria.santos@example.ph\r\n');
    expect(email?.raw).toContain('Subject: Confirm your email address\r\n');
    expect(email?.raw).toContain('Content-Type: text/plain');
    expect(email?.raw).toContain('\r\n\r\nOpen this link to confirm your address.\r\n');
    expect(email?.raw).toContain('Content-Type: text/html');
    expect(email?.raw).toContain('<p>Open this link to confirm your address.</p>');
    const [row] = await rows(ctx);
    expect(row).toMatchObject({ channel: 'email', state: 'sent', provider: 'smtp', attempts: 1 });
    // The Message-ID the email carries is the one kept.
    expect(email?.raw).toContain(`Message-ID: ${row?.providerMessageId}\r\n`);
    await ctx.close();
  });

  it('fails an email the server refuses for good (550), with its reply, and retries a 451 later', async () => {
    const { ctx, userId } = await withBorrower();
    smtp.mode = 'no-such-mailbox';
    await queueEmail(ctx, userId);
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 1, retried: 0, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([
      { state: 'failed', provider: 'smtp', failureReason: 'the SMTP server refused it: 550 5.1.1 <maria.santos@example.ph>: Recipient address rejected: User unknown' },
    ]);
    await ctx.db.deleteFrom('outboxMessages').execute();
    smtp.mode = 'busy';
    const start = ctx.clock.now().getTime();
    await queueEmail(ctx, userId);
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([{ state: 'queued', attempts: 1, failureReason: 'SMTP: 451 4.3.2 Try again later', notBefore: new Date(start + 30_000).toISOString() }]);
    smtp.mode = 'ok';
    ctx.clock.set(new Date(start + 30_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 1, failed: 0, retried: 0, interrupted: 0 });
    expect(smtp.received).toHaveLength(1);
    await ctx.close();
  });

  it('keeps an email queued while the server is slow or down, and sends it once when it is back', async () => {
    const { ctx, userId } = await withBorrower();
    const start = ctx.clock.now().getTime();
    await queueEmail(ctx, userId);
    smtp.mode = 'slow';
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([{ state: 'queued', attempts: 1, failureReason: 'SMTP: no answer within 2 s', notBefore: new Date(start + 30_000).toISOString() }]);
    const port = smtp.port;
    await smtp.close();
    ctx.clock.set(new Date(start + 30_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    expect((await rows(ctx))[0]?.failureReason).toMatch(/^SMTP: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    // Back on another port would be another SMTP_URL: the same address comes back here.
    smtp = await startSmtpStandIn(port);
    ctx.clock.set(new Date(start + 90_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 1, failed: 0, retried: 0, interrupted: 0 });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await rows(ctx)).toMatchObject([{ state: 'sent', attempts: 3, failureReason: null }]);
    await ctx.close();
  });
});
