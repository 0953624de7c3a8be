import { WithdrawalRequestSchema, WithdrawalVerifySchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientAddress } from '../../lib/request';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { listWithdrawalsOfUser, toWithdrawal } from './withdrawals.queries';
import { requestWithdrawal, verifyWithdrawalCode } from './withdrawals.service';

export const withdrawalsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', valid('json', WithdrawalRequestSchema), async (c) => {
    const { deps } = c.var;
    const row = await requestWithdrawal(deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json(toWithdrawal(row, deps.clock.now()), 201);
  })
  .post('/verify', valid('json', WithdrawalVerifySchema), async (c) => {
    const { deps } = c.var;
    const row = await verifyWithdrawalCode(deps, { user: currentUser(c), input: c.req.valid('json'), address: clientAddress(c) });
    return c.json(toWithdrawal(row, deps.clock.now()));
  });

/** The member's own withdrawals, mounted with the account's routes at /api/user. */
export const ownWithdrawalsRoutes = new Hono<AppEnv>().get('/withdrawals', requireUser, async (c) => {
  const { deps } = c.var;
  return c.json(await listWithdrawalsOfUser(deps.db, { userId: currentUser(c).id, now: deps.clock.now() }));
});
