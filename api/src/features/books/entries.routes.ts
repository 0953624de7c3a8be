import { ApprovalPendingSchema, BookCloseSchema, BookOpeningSchema, DstReportSchema, BookRemittanceResultSchema, BookRemittanceSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser } from '../../http/guards';
import { CSV, answers } from '../../lib/openapi';
import { valid } from '../../lib/validate';
import { pendingApprovalBody } from '../approvals';
import { dstCsv, dstReport, recordRemittance, requestOpening } from './entries.service';

/** Opening balances and remittances (issue 31, decision 066), under /api/admin/books; the books' router guards the Finance duty. */
export const entriesRoutes = new Hono<AppEnv>()
  // Always held for a second officer: the entry is posted when APPROVALS approves it.
  .post('/opening', answers({ 202: ApprovalPendingSchema }, { refuses: ['account_follows_loan_book', 'account_not_usable', 'approval_already_pending', 'date_in_future', 'entry_not_balanced', 'month_closed'] }), valid('json', BookOpeningSchema), async (c) => {
    const { deps } = c.var;
    const outcome = await requestOpening(deps, { actor: currentUser(c), input: c.req.valid('json') });
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    throw new Error('opening balances are never posted without a second officer');
  })
  .get('/dst', answers({ 200: DstReportSchema }), valid('query', BookCloseSchema), async (c) => c.json(await dstReport(c.var.deps.db, c.req.valid('query'))))
  .get('/dst.csv', answers({ 200: CSV }), valid('query', BookCloseSchema), async (c) => {
    const query = c.req.valid('query');
    return c.body(await dstCsv(c.var.deps.db, query), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="dst-${query.month}.csv"` });
  })
  .post('/remittances', answers({ 201: BookRemittanceResultSchema }, { refuses: ['date_in_future', 'remittance_above_owed', 'remittance_exists'] }), valid('json', BookRemittanceSchema), async (c) =>
    c.json(await recordRemittance(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') }), 201),
  );
