import { CollectionAssignSchema, CollectionContactAnswerSchema, CollectionContactSchema, CollectionQueueItemSchema, CollectionsQuerySchema, IdParamSchema } from '@app/domain';
import * as v from 'valibot';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser, requireDuty } from '../../http/guards';
import { answers } from '../../lib/openapi';
import { pageResponse } from '../../lib/paging';
import { valid } from '../../lib/validate';
import { assignCollector, collectionsQueue, contactsOf, logContact } from './collections.service';

/** /api/admin/collections (issue 32): the collectors' work queue and bulk assignment. */
export const adminCollectionsRoutes = new Hono<AppEnv>()
  .get('/', answers({ 200: v.array(CollectionQueueItemSchema) }), requireDuty('collections'), valid('query', CollectionsQuerySchema), async (c) => pageResponse(c, await collectionsQueue(c.var.deps, { query: c.req.valid('query') })))
  .post('/assign', answers({ 200: v.object({ assigned: v.number() }) }), requireDuty('collections'), valid('json', CollectionAssignSchema), async (c) =>
    c.json(await assignCollector(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') })),
  );

/** /api/admin/loans/{id}/contacts (issue 32): a loan's contact log, within SEC MC 18 s.2019. */
export const adminLoanContactsRoutes = new Hono<AppEnv>()
  .get('/:id/contacts', answers({ 200: v.array(CollectionContactAnswerSchema) }), requireDuty('collections'), valid('param', IdParamSchema), async (c) =>
    c.json(await contactsOf(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id })),
  )
  .post('/:id/contacts', answers({ 201: CollectionContactAnswerSchema }), requireDuty('collections'), valid('param', IdParamSchema), valid('json', CollectionContactSchema), async (c) =>
    c.json(await logContact(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  );
