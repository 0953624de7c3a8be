import { COMPLAINT_SERVER_MESSAGES, ComplaintStaffActionSchema, IdParamSchema, ListQuerySchema, AdminComplaintSchema, AuditEntrySchema, ComplaintSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { currentUser, requireDuty } from '../../http/guards';
import { notFound } from '../../lib/errors';
import { pageResponse } from '../../lib/paging';
import { valid } from '../../lib/validate';
import { auditHistoryOf } from '../audit';
import { findComplaint, listComplaintsForAdmin } from './complaints.queries';
import { actOnComplaint, complaintsReportCsv } from './complaints.service';
import { csvAttachment } from '../../lib/csv';
import { CSV, answers } from '../../lib/openapi';

/** Mounted under /api/admin (requireAdmin): the queue, its steps, each complaint's history and the report; the Compliance duty's. */
export const adminComplaintsRoutes = new Hono<AppEnv>()
  .get('/complaints.csv', answers({ 200: CSV }), requireDuty('compliance'), async (c) => {
    const csv = await complaintsReportCsv(c.var.deps);
    return c.body(csv, 200, { ...csvAttachment(`complaints-${c.var.deps.clock.now().toISOString().slice(0, 10)}.csv`), 'Cache-Control': 'no-store' });
  })
  .get('/complaints', answers({ 200: v.array(AdminComplaintSchema) }), requireDuty('compliance'), valid('query', ListQuerySchema), async (c) => {
    const { deps } = c.var;
    return pageResponse(c, await listComplaintsForAdmin(deps.db, { query: c.req.valid('query'), now: deps.clock.now() }));
  })
  .get('/complaints/:id/history', answers({ 200: v.array(AuditEntrySchema) }, { refuses: ['complaint_not_found'] }), requireDuty('compliance'), valid('param', IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await findComplaint(c.var.deps.db, id))) throw notFound(COMPLAINT_SERVER_MESSAGES.notFound);
    return c.json(await auditHistoryOf(c.var.deps.db, { targetType: 'complaint', targetId: id }));
  })
  .post('/complaints/:id', answers({ 200: ComplaintSchema }, { refuses: ['complaint_already_escalated', 'complaint_already_resolved', 'complaint_assignee_not_staff', 'complaint_not_found'] }), requireDuty('compliance'), valid('param', IdParamSchema), valid('json', ComplaintStaffActionSchema), async (c) =>
    c.json(await actOnComplaint(c.var.deps, { actor: currentUser(c), complaintId: c.req.valid('param').id, input: c.req.valid('json') })),
  );
