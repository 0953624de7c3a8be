import { AdminPaymentSchema, IdParamSchema, ReversePaymentSchema, WaiveFeeSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser } from '../../http/guards';
import { recordStaffPayment, reversePayment, waiveFee } from './repayments.service';

/** Staff actions on loan accounts, under /api/admin (issue 12); admin.routes guards them. */
export const adminRepaymentsRoutes = new Hono<AppEnv>()
  .post('/loans/:id/payments', valid('param', IdParamSchema), valid('json', AdminPaymentSchema), async (c) => {
    const receipt = await recordStaffPayment(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') });
    return c.json(receipt, 201);
  })
  .post('/loans/:id/waive-fee', valid('param', IdParamSchema), valid('json', WaiveFeeSchema), async (c) => {
    return c.json(await waiveFee(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') }));
  })
  .post('/payments/:id/reverse', valid('param', IdParamSchema), valid('json', ReversePaymentSchema), async (c) => {
    return c.json(await reversePayment(c.var.deps, { actor: currentUser(c), transactionId: c.req.valid('param').id, reason: c.req.valid('json').reason }));
  });
