import { LoanApplicationSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { listLoansOfUser, toLoan } from './loans.queries';
import { applyForLoan } from './loans.service';

export const loansRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await listLoansOfUser(c.var.deps.db, currentUser(c).id)))
  .post('/', valid('json', LoanApplicationSchema), async (c) => {
    const loan = await applyForLoan(c.var.deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json(toLoan(loan), 201);
  });
