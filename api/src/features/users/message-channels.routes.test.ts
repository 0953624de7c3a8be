import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { createStaff, createTestContext, registerBorrower, TestClient, type TestContext } from '../../test/harness';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';

/*
 * Issue 29: the borrower chooses where reminders, receipts and notices go,
 * and proves an email address by a link before any message goes to it. The
 * email is sent for real, to a local smtp-server, and the link read from it.
 */

let smtp: SmtpStandIn;
beforeEach(async () => {
  smtp = await startSmtpStandIn();
});
afterEach(async () => {
  await smtp.close();
});

function withEmail() {
  return { sms: { provider: 'outbox' as const }, email: { url: `smtp://mailer:smtp-pass-5c1e9a@127.0.0.1:${smtp.port}`, from: 'Lender <no-reply@lender.ph>', timeoutMs: 2_000 } };
}

/** The token of the newest link that reached the mailbox (quoted-printable undone). */
function linkToken(): string {
  const raw = (smtp.received.at(-1)?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /verify-email\?token=([a-z2-7]{32})/.exec(raw)?.[1] ?? 'no link';
}

async function me(client: TestClient) {
  return (await client.get('/api/auth/me')).body.user;
}

async function borrower(ctx: TestContext) {
  return registerBorrower(ctx, { email: 'maria.santos@example.ph', contactNumber: '09171234567' });
}

describe('message channels and a verified email (issue 29)', () => {
  it('starts on SMS with the email unproved, and saves a choice; a wrong one changes nothing', async () => {
    const ctx = await createTestContext({ config: { messaging: withEmail() } });
    const { client, user } = await borrower(ctx);
    expect(await me(client)).toMatchObject({ messageChannels: 'sms', emailVerified: false });
    const wrong = await client.put('/api/user/message-channels', { messageChannels: 'pigeon' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ messageChannels: ['Please choose SMS, email, or SMS and email'] });
    expect(await me(client)).toMatchObject({ messageChannels: 'sms' });
    const saved = await client.put('/api/user/message-channels', { messageChannels: 'both' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ messageChannels: 'both', emailVerified: false });
    const audit = await ctx.db.selectFrom('auditLog').select(['action', 'afterJson']).where('action', '=', 'user.message_channels').where('targetId', '=', user.id).execute();
    expect(audit).toHaveLength(1);
  });

  it('proves the address by the link it emails, once; then a receipt goes by email too', async () => {
    const ctx = await createTestContext({ config: { messaging: withEmail() } });
    const { client, user } = await borrower(ctx);
    const sent = await client.post('/api/user/email-verification');
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ message: 'We sent a link to your email. Open it within 24 hours to confirm the address.' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['maria.santos@example.ph']);
    const token = linkToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);

    // The link works without a session: it may be opened on another device.
    const anonymous = new TestClient(ctx);
    const confirmed = await anonymous.post('/api/auth/verify-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Your email address is confirmed.' });
    expect(await me(client)).toMatchObject({ emailVerified: true });
    expect((await anonymous.post('/api/auth/verify-email', { token })).body).toEqual({ code: 'email_link_invalid', message: 'This link is not valid any more. Send a new one from ACCOUNT.' });
    expect((await client.post('/api/user/email-verification')).body).toEqual({ code: 'email_already_verified', message: 'Your email address is already confirmed.' });

    // Now an email choice reaches the mailbox: a staff notice goes by email only.
    await client.put('/api/user/message-channels', { messageChannels: 'email' });
    const admin = await createStaff(ctx, { role: 'admin' });
    ctx.sms.length = 0;
    const before = smtp.received.length;
    expect((await admin.client.post('/api/admin/send-notification', { userId: user.id, title: 'Your documents', message: 'Your documents are fine', type: 'info', color: '#10B981' })).status).toBe(201);
    expect(smtp.received.length).toBe(before + 1);
    expect(ctx.sms).toEqual([]);
  });

  it('refuses a link that expired, or that was sent to an address the account no longer has', async () => {
    const ctx = await createTestContext({ config: { messaging: withEmail() } });
    const { client, user, password } = await borrower(ctx);
    await client.post('/api/user/email-verification');
    const old = linkToken();
    ctx.clock.advance(25 * HOUR);
    const expired = await new TestClient(ctx).post('/api/auth/verify-email', { token: old });
    expect(expired.status).toBe(400);
    expect((await ctx.db.selectFrom('users').select('emailVerifiedAt').where('id', '=', user.id).executeTakeFirstOrThrow()).emailVerifiedAt).toBeNull();

    // A day on, the session has ended too: sign in again and ask for a new link.
    expect((await client.post('/api/auth/login', { email: 'maria.santos@example.ph', password })).status).toBe(200);
    await client.post('/api/user/email-verification');
    const forOldAddress = linkToken();
    const admin = await createStaff(ctx, { role: 'admin' });
    expect((await admin.client.post(`/api/admin/users/${user.id}`, { email: 'maria.new@example.ph' })).status).toBe(200);
    expect((await client.post('/api/auth/verify-email', { token: forOldAddress })).status).toBe(400);
    expect((await ctx.db.selectFrom('users').select('emailVerifiedAt').where('id', '=', user.id).executeTakeFirstOrThrow()).emailVerifiedAt).toBeNull();
  });

  it('a new address needs a new proof: staff changing a verified email make it unproved', async () => {
    const ctx = await createTestContext({ config: { messaging: withEmail() } });
    const { client, user } = await borrower(ctx);
    await client.post('/api/user/email-verification');
    expect((await client.post('/api/auth/verify-email', { token: linkToken() })).status).toBe(200);
    const admin = await createStaff(ctx, { role: 'admin' });
    expect((await admin.client.post(`/api/admin/users/${user.id}`, { fullName: 'Maria Santos Cruz' })).status).toBe(200);
    expect(await me(client)).toMatchObject({ emailVerified: true });
    expect((await admin.client.post(`/api/admin/users/${user.id}`, { email: 'maria.new@example.ph' })).status).toBe(200);
    expect(await me(client)).toMatchObject({ emailVerified: false });
  });

  it('says email is not available when no SMTP server is configured, and sends nothing', async () => {
    const ctx = await createTestContext();
    const { client } = await borrower(ctx);
    const refused = await client.post('/api/user/email-verification');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'email_unavailable', message: 'Email is not available yet: your messages go by SMS.' });
    expect(await ctx.db.selectFrom('emailVerificationTokens').select('id').execute()).toEqual([]);
  });
});
