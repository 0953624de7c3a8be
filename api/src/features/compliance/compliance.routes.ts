import { COMPLIANCE_MESSAGES, ComplianceListQuerySchema, IdParamSchema, ListImportSchema, ScreeningCaseDecisionSchema, ScreeningCaseSchema, SERVER_MESSAGES } from '@app/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { currentUser, requireDuty } from '../../http/guards';
import { badRequest } from '../../lib/errors';
import { answers } from '../../lib/openapi';
import { requestHeader } from '../../lib/request';
import { refuseNul, valid } from '../../lib/validate';
import { decideScreeningCase, importList, listScreeningCases } from './compliance.service';

/** The UN Consolidated List is about 2 MB today; app.ts leaves this route out of the 64 KB JSON limit. */
const LIST_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

const LIST_TYPES = { un: 'application/xml', amlc: 'text/csv' } as const;

/** The compliance desk (issue 33), under /api/admin/compliance: every route is the compliance duty's, and nothing of it reaches anyone else. */
export const adminComplianceRoutes = new Hono<AppEnv>()
  .use(requireDuty('compliance'))
  .post(
    '/lists',
    answers({ 201: ListImportSchema }),
    bodyLimit({ maxSize: LIST_BODY_LIMIT_BYTES, onError: (c) => c.json({ code: 'body_too_large', message: SERVER_MESSAGES.bodyTooLarge }, 413) }),
    valid('query', ComplianceListQuerySchema),
    async (c) => {
      const { source } = c.req.valid('query');
      const type = (requestHeader(c, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== LIST_TYPES[source]) throw badRequest(COMPLIANCE_MESSAGES.listTypeInvalid);
      const body = await c.req.text();
      refuseNul(body);
      return c.json(await importList(c.var.deps, { actor: currentUser(c), source, body }), 201);
    },
  )
  .get('/cases', answers({ 200: v.array(ScreeningCaseSchema) }), async (c) => c.json(await listScreeningCases(c.var.deps.db)))
  .post('/cases/:id', answers({ 200: ScreeningCaseSchema }), valid('param', IdParamSchema), valid('json', ScreeningCaseDecisionSchema), async (c) =>
    c.json(await decideScreeningCase(c.var.deps, { actor: currentUser(c), caseId: c.req.valid('param').id, input: c.req.valid('json') })),
  );
