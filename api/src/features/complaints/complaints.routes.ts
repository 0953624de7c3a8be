import { ComplaintFilingSchema, IdParamSchema, ComplaintSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { currentUser, requireUser } from '../../http/guards';
import { privateFileResponse } from '../../http/private-file';
import { valid } from '../../lib/validate';
import { listComplaintsOfUser } from './complaints.queries';
import { fileComplaint, readEvidence } from './complaints.service';
import { IMAGE, answers } from '../../lib/openapi';

export const complaintsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', answers({ 200: v.array(ComplaintSchema) }), async (c) => c.json(await listComplaintsOfUser(c.var.deps.db, { userId: currentUser(c).id, now: c.var.deps.clock.now() })))
  .post('/', answers({ 201: ComplaintSchema }, { refuses: ['complaint_evidence_repeated', 'complaint_staff_cannot_file', 'forbidden', 'rate_limited', 'upload_url_invalid'] }), valid('json', ComplaintFilingSchema), async (c) => c.json(await fileComplaint(c.var.deps, { user: currentUser(c), input: c.req.valid('json') }), 201))
  .get('/evidence/:id', answers({ 200: IMAGE }, { refuses: ['duty_required', 'forbidden', 'not_found'] }), valid('param', IdParamSchema), async (c) =>
    privateFileResponse(c, await readEvidence(c.var.deps, { user: currentUser(c), evidenceId: c.req.valid('param').id })),
  );
