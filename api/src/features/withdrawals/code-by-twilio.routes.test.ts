import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../../test/harness';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in';

/*
 * Issue 29, "Done when", the Twilio variant (messages.e2e is Semaphore's):
 * with SMS_PROVIDER=twilio the withdrawal code goes out through Twilio's
 * Messages API (a local stand-in of its published contract), the app only
 * says where it went, and Twilio's signed status callback marks that very
 * message delivered in the member's history that staff read.
 */

const SID = 'AC5f0e1d2c3b4a59687766554433221100';
const TOKEN = 'twilio-token-0c9a4be81d37';
// The harness's own origin: the URL Twilio is given for its callbacks, and the one it signs.
const PUBLIC_URL = 'http://localhost';
const CALLBACK_URL = 'http://localhost/api/messages/twilio/status';

let twilio: TwilioStandIn;
beforeEach(async () => {
  twilio = await startTwilioStandIn();
});
afterEach(async () => {
  await twilio.close();
});

/** Twilio's signature, computed from its documentation's recipe (URL, then each parameter's name and value in name order, HMAC-SHA1, base64). */
function sign(params: Record<string, string>): string {
  const data = CALLBACK_URL + Object.keys(params).sort().map((name) => name + params[name]).join('');
  return createHmac('sha1', TOKEN).update(data).digest('base64');
}

async function statusCallback(ctx: TestContext, params: Record<string, string>): Promise<Response> {
  return ctx.app.request(CALLBACK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sign(params) },
    body: new URLSearchParams(params).toString(),
  });
}

describe('the withdrawal code through Twilio', () => {
  it('reaches Twilio only, and Twilio’s signed report marks it delivered for staff to see', async () => {
    const ctx = await createTestContext({
      config: {
        publicUrl: PUBLIC_URL,
        messaging: { sms: { provider: 'twilio', accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: twilio.baseUrl, timeoutMs: 2_000 }, email: null },
      },
    });
    const borrower = await verifiedBorrower(ctx, { contactNumber: '+639171234567' });
    const loan = (await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body;
    const admin = await createStaff(ctx, { role: 'main_admin' });
    expect((await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' })).status).toBe(200);
    const before = twilio.requests.length;

    const created = await borrower.client.post('/api/withdrawals', { amount: 2500 });
    expect(created.status).toBe(201);
    expect(created.body.codeSentTo).toEqual(['+63 9•• ••• 4567']);
    expect(twilio.requests).toHaveLength(before + 1);
    const request = twilio.requests[before];
    // The stand-in numbers the messages it accepts: SM…01, SM…02, …
    const sid = `SM${String(before + 1).padStart(32, '0')}`;
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request?.form).toMatchObject({ To: '+639171234567', From: '+15005550006', StatusCallback: CALLBACK_URL });
    const code = /^Your withdrawal code is (\d{6}) for PHP 2,500\.00\. It expires in 10 minutes\./.exec(request?.form.Body ?? '')?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    // The development file got nothing: the code left the machine only through Twilio.
    expect(ctx.sms.filter((sms) => sms.purpose === 'code')).toEqual([]);
    const notifications = (await borrower.client.get('/api/notifications')).body as { message: string }[];
    expect(notifications[0]?.message).toBe('We sent your code to +63 9•• ••• 4567. It expires in 10 minutes. Never share it with anyone, including our staff.');
    expect(JSON.stringify(notifications)).not.toContain(code);

    // Twilio reports the message it created for the code delivered.
    const report = { AccountSid: SID, MessageSid: sid, MessageStatus: 'delivered', To: '+639171234567' };
    expect((await statusCallback(ctx, report)).status).toBe(204);
    const history = (await admin.client.get(`/api/admin/users/${borrower.user.id}/messages`)).body as Record<string, unknown>[];
    expect(history.filter((message) => message.purpose === 'code')).toEqual([
      expect.objectContaining({
        channel: 'sms',
        destination: '+63 9•• ••• 4567',
        state: 'delivered',
        provider: 'twilio',
        providerMessageId: sid,
        deliveredAt: ctx.clock.now().toISOString(),
      }),
    ]);
    expect(JSON.stringify(history)).not.toContain(code);

    // The code from the phone confirms the request.
    const verified = await borrower.client.post('/api/withdrawals/verify', { otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('pending');
  });
});
