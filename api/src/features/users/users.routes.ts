import { BankInfoSchema, VerificationSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { changePasswordRoute } from '../auth/auth.routes';
import { listLedger } from '../wallet/wallet.service';
import { listWithdrawalsOfUser } from '../withdrawals/withdrawals.queries';
import { toPublicUser } from './users.queries';
import { saveBankInfo, savePersonalDetails } from './users.service';

export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/verification', valid('json', VerificationSchema), async (c) => {
    const { deps } = c.var;
    const user = await savePersonalDetails(deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .post('/bank-info', valid('json', BankInfoSchema), async (c) => {
    const { deps } = c.var;
    const user = await saveBankInfo(deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .get('/withdrawals', async (c) => {
    const { deps } = c.var;
    return c.json(await listWithdrawalsOfUser(deps.db, { userId: currentUser(c).id, now: deps.clock.now() }));
  })
  .get('/ledger', async (c) => c.json(await listLedger(c.var.deps.db, { userId: currentUser(c).id })))
  .route('/', changePasswordRoute);
