import { createHmac } from 'node:crypto';
import { ORIGIN, type TestContext } from './harness';

/** A call as the payment gateway makes it: signed with the shared secret over '<timestamp>.<raw body>', as its documentation says. */
export async function gatewayCallback(ctx: TestContext, { secret, body }: { secret: string; body: unknown }): Promise<number> {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Math.floor(ctx.clock.now().getTime() / 1000));
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const response = await ctx.app.request(`${ORIGIN}/api/payments/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
    body: rawBody,
  });
  return response.status;
}
