import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, registerBorrower, type TestContext } from '../../test/harness';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in';
import { queueMessage } from './outbox.service';
import { runOutboxPass } from './worker.service';

/*
 * Issue 29: the SMS goes out through Twilio's Message resource for real, and
 * Twilio's signed status callback records delivery (decision 043). A local
 * stand-in speaks Twilio's published contract.
 */

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-token-7e3b90aa15c4';
// The harness's own origin: its client's requests must pass the Origin check that PUBLIC_URL sets.
const PUBLIC_URL = 'http://localhost';

let twilio: TwilioStandIn;
beforeEach(async () => {
  twilio = await startTwilioStandIn();
});
afterEach(async () => {
  await twilio.close();
});

function settings(from = '+15005550006') {
  return { sms: { provider: 'twilio' as const, accountSid: SID, authToken: TOKEN, from, baseUrl: twilio.baseUrl, timeoutMs: 2_000 }, email: null };
}

async function withBorrower(from?: string): Promise<{ ctx: TestContext; userId: number }> {
  const ctx = await createTestContext({ config: { publicUrl: PUBLIC_URL, messaging: settings(from) } });
  const { user } = await registerBorrower(ctx, { email: 'maria.santos@example.ph', contactNumber: '09171234567' });
  await ctx.db.deleteFrom('outboxMessages').execute();
  twilio.requests.length = 0;
  return { ctx, userId: user.id };
}

async function rows(ctx: TestContext) {
  return ctx.db.selectFrom('outboxMessages').select(['state', 'attempts', 'notBefore', 'failureReason', 'provider', 'providerMessageId', 'deliveredAt']).orderBy('id').execute();
}

/** Twilio's signature, computed here from its documentation's recipe, independently of the app's code. */
function sign(url: string, params: Record<string, string>): string {
  const data = url + Object.keys(params).sort().map((name) => name + params[name]).join('');
  return createHmac('sha1', TOKEN).update(data).digest('base64');
}

async function statusCallback(ctx: TestContext, params: Record<string, string>, signature: string): Promise<Response> {
  return ctx.app.request(`${PUBLIC_URL}/api/messages/twilio/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}

describe('the Twilio adapter', () => {
  it('sends with basic auth and the documented form fields, and records Twilio’s SID', async () => {
    const { ctx, userId } = await withBorrower();
    await queueMessage(ctx.db, settings(), { userId, purpose: 'notice', sms: 'Your loan has been approved.', now: ctx.clock.now() });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 1, failed: 0, retried: 0, interrupted: 0 });
    expect(twilio.requests).toEqual([
      {
        path: '/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
        authorization: `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:twilio-token-7e3b90aa15c4').toString('base64')}`,
        form: { To: '+639171234567', From: '+15005550006', Body: 'Your loan has been approved.', StatusCallback: 'http://localhost/api/messages/twilio/status' },
      },
    ]);
    expect(await rows(ctx)).toMatchObject([{ state: 'sent', provider: 'twilio', providerMessageId: 'SM00000000000000000000000000000001', attempts: 1 }]);
    await ctx.close();
  });

  it('logs the segments Twilio bills: GSM-7 at 160, then 153 a segment (extension characters count two), UCS-2 at 70, then 67', async () => {
    const { ctx, userId } = await withBorrower();
    for (const sms of ['Your loan has been approved.', 'A'.repeat(161), '•'.repeat(71), '€'.repeat(80), '€'.repeat(81)]) {
      await queueMessage(ctx.db, settings(), { userId, purpose: 'notice', sms, now: ctx.clock.now() });
    }
    expect((await runOutboxPass(ctx.deps, { owner: 'w' })).sent).toBe(5);
    const sending = ctx.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'sending an SMS');
    expect(sending.map(({ provider, encoding, segments }) => ({ provider, encoding, segments }))).toEqual([
      { provider: 'twilio', encoding: 'GSM-7', segments: 1 },
      { provider: 'twilio', encoding: 'GSM-7', segments: 2 },
      { provider: 'twilio', encoding: 'UCS-2', segments: 2 },
      { provider: 'twilio', encoding: 'GSM-7', segments: 1 },
      { provider: 'twilio', encoding: 'GSM-7', segments: 2 },
    ]);
    await ctx.close();
  });

  it('sends from a Messaging Service when TWILIO_FROM is its SID', async () => {
    const { ctx, userId } = await withBorrower('MG0123456789abcdef0123456789abcdef');
    await queueMessage(ctx.db, settings('MG0123456789abcdef0123456789abcdef'), { userId, purpose: 'notice', sms: 'Hello.', now: ctx.clock.now() });
    expect((await runOutboxPass(ctx.deps, { owner: 'w' })).sent).toBe(1);
    expect(twilio.requests.map((r) => r.form)).toEqual([
      { To: '+639171234567', MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef', Body: 'Hello.', StatusCallback: 'http://localhost/api/messages/twilio/status' },
    ]);
    await ctx.close();
  });

  it('fails a message Twilio refuses (a bad number, bad credentials) with its code and message', async () => {
    const { ctx, userId } = await withBorrower();
    twilio.mode = 'bad-number';
    await queueMessage(ctx.db, settings(), { userId, purpose: 'notice', sms: 'First notice.', now: ctx.clock.now() });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 1, retried: 0, interrupted: 0 });
    twilio.mode = 'bad-credentials';
    await queueMessage(ctx.db, settings(), { userId, purpose: 'notice', sms: 'Second notice.', now: ctx.clock.now() });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 1, retried: 0, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([
      { state: 'failed', provider: 'twilio', failureReason: "Twilio refused it: 21211 The 'To' number +639171234567 is not a valid phone number.", attempts: 1 },
      { state: 'failed', provider: 'twilio', failureReason: 'Twilio refused it: 20003 Authenticate', attempts: 1 },
    ]);
    await ctx.close();
  });

  it('keeps a message queued while Twilio is slow or down, and sends it once when it is back', async () => {
    const { ctx, userId } = await withBorrower();
    const start = ctx.clock.now().getTime();
    await queueMessage(ctx.db, settings(), { userId, purpose: 'code', sms: 'Your code is 482913', now: ctx.clock.now() });
    twilio.mode = 'slow';
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([{ state: 'queued', attempts: 1, failureReason: 'no answer within 2 s', notBefore: new Date(start + 30_000).toISOString() }]);
    twilio.mode = 'down';
    ctx.clock.set(new Date(start + 30_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([{ state: 'queued', attempts: 2, failureReason: 'Twilio answered HTTP 503' }]);
    twilio.mode = 'ok';
    ctx.clock.set(new Date(start + 90_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 1, failed: 0, retried: 0, interrupted: 0 });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 0 });
    expect(twilio.requests).toHaveLength(3);
    expect(await rows(ctx)).toMatchObject([{ state: 'sent', attempts: 3, failureReason: null, providerMessageId: 'SM00000000000000000000000000000001' }]);
    await ctx.close();
  });
});

describe('Twilio’s status callback', () => {
  async function sentMessage(): Promise<{ ctx: TestContext }> {
    const { ctx, userId } = await withBorrower();
    await queueMessage(ctx.db, settings(), { userId, purpose: 'notice', sms: 'Your loan has been approved.', now: ctx.clock.now() });
    await runOutboxPass(ctx.deps, { owner: 'w' });
    return { ctx };
  }
  const URL = 'http://localhost/api/messages/twilio/status';

  it('marks the message delivered on a validly signed report, with no Origin and no session', async () => {
    const { ctx } = await sentMessage();
    const params = { AccountSid: SID, MessageSid: 'SM00000000000000000000000000000001', MessageStatus: 'delivered', To: '+639171234567' };
    const response = await statusCallback(ctx, params, sign(URL, params));
    expect(response.status).toBe(204);
    expect(await rows(ctx)).toMatchObject([{ state: 'delivered', deliveredAt: ctx.clock.now().toISOString() }]);
    await ctx.close();
  });

  it('records undelivered with Twilio’s error code', async () => {
    const { ctx } = await sentMessage();
    const params = { AccountSid: SID, ErrorCode: '30003', MessageSid: 'SM00000000000000000000000000000001', MessageStatus: 'undelivered' };
    expect((await statusCallback(ctx, params, sign(URL, params))).status).toBe(204);
    expect(await rows(ctx)).toMatchObject([{ state: 'failed', failureReason: 'Twilio: undelivered (error 30003)', deliveredAt: null }]);
    await ctx.close();
  });

  it('refuses a tampered or unsigned report with 403 and changes nothing', async () => {
    const { ctx } = await sentMessage();
    const signed = { AccountSid: SID, MessageSid: 'SM00000000000000000000000000000001', MessageStatus: 'undelivered' };
    const before = await rows(ctx);
    // The signature of another status, and a signature for another URL.
    const tampered = await statusCallback(ctx, { ...signed, MessageStatus: 'delivered' }, sign(URL, signed));
    expect(tampered.status).toBe(403);
    expect(await tampered.json()).toEqual({ code: 'callback_unauthorized', message: 'Missing, invalid or expired signature' });
    expect((await statusCallback(ctx, signed, sign('https://evil.example/api/messages/twilio/status', signed))).status).toBe(403);
    expect((await statusCallback(ctx, signed, '')).status).toBe(403);
    expect(await rows(ctx)).toEqual(before);
    expect(before).toMatchObject([{ state: 'sent', deliveredAt: null }]);
    await ctx.close();
  });
});
