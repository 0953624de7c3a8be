import { gatewayCallback as signedGatewayCallback } from '../simulate/loan-events';
import type { TestContext } from './harness';

/** A call as the payment gateway makes it: signed with the shared secret over '<timestamp>.<raw body>', as its documentation says. */
export function gatewayCallback(ctx: TestContext, { secret, body }: { secret: string; body: unknown }): Promise<number> {
  return signedGatewayCallback(ctx.app, { secret, body, now: ctx.clock.now() });
}
