import { LoanApplicationSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { listLoansOfUser, toLoan } from './loans.queries';
import { applyForLoan } from './loans.service';

export const loansRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { deps } = c.var;
    return c.json(await listLoansOfUser(deps.db, { userId: currentUser(c).id, now: deps.clock.now(), graceDays: deps.config.lateFeeGraceDays }));
  })
  .post('/', valid('json', LoanApplicationSchema), async (c) => {
    const loan = await applyForLoan(c.var.deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json(toLoan(loan), 201);
  });
