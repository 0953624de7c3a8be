import { ApprovalPendingSchema, BookAccountCodeParamSchema, BookAccountCreateSchema, BookAccountSchema, BookAccountUpdateSchema, BookCloseSchema, BookClosesSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser } from '../../http/guards';
import { answers } from '../../lib/openapi';
import { valid } from '../../lib/validate';
import { pendingApprovalBody } from '../approvals';
import { createAccount, updateAccount } from './chart.service';
import { listCloses, requestClose } from './close.service';

/** The month-end close and the chart's editing (issue 31, decision 060), under /api/admin/books; the books' router guards the Finance duty. */
export const closeRoutes = new Hono<AppEnv>()
  .get('/closes', answers({ 200: BookClosesSchema }), async (c) => c.json(await listCloses(c.var.deps.db)))
  // Always held for a second officer: the close is carried out when APPROVALS approves it.
  .post('/close', answers({ 202: ApprovalPendingSchema }, { refuses: ['approval_already_pending', 'month_already_closed', 'month_not_ended', 'previous_month_open'] }), valid('json', BookCloseSchema), async (c) => {
    const { deps } = c.var;
    const outcome = await requestClose(deps, { actor: currentUser(c), input: c.req.valid('json') });
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    throw new Error('a month-end close is never carried out without a second officer');
  })
  .post('/accounts', answers({ 201: BookAccountSchema }, { refuses: ['account_exists'] }), valid('json', BookAccountCreateSchema), async (c) =>
    c.json(await createAccount(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') }), 201),
  )
  .patch('/accounts/:code', answers({ 200: BookAccountSchema }, { refuses: ['account_in_use', 'account_not_found'] }), valid('param', BookAccountCodeParamSchema), valid('json', BookAccountUpdateSchema), async (c) =>
    c.json(await updateAccount(c.var.deps, { actor: currentUser(c), code: c.req.valid('param').code, input: c.req.valid('json') })),
  );
