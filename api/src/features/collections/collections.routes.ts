import {
  CollectionAssignSchema,
  CollectionConsentAnswerSchema,
  CollectionConsentSchema,
  CollectionContactAnswerSchema,
  CollectionContactSchema,
  CollectionMessageAnswerSchema,
  CollectionMessageSchema,
  CollectionEfficiencySchema,
  CollectionQueueItemSchema,
  CollectionReportQuerySchema,
  PromisesKeptSchema,
  RollRatesSchema,
  CollectionsQuerySchema,
  CollectionTemplateAnswerSchema,
  CollectionTemplateSchema,
  IdParamSchema,
} from '@app/domain';
import * as v from 'valibot';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser, requireDuty } from '../../http/guards';
import { CSV, answers } from '../../lib/openapi';
import { pageResponse } from '../../lib/paging';
import { csvAttachment } from '../../lib/csv';
import { valid } from '../../lib/validate';
import { approveTemplate, createTemplate, listTemplates, messagesOf, recordConsent, sendCollectionMessage, withdrawConsent } from './collection-messages.service';
import { collectionEfficiency, efficiencyCsv, promisesCsv, promisesKept, rollRates, rollRatesCsv } from './collection-reports.service';
import { assignCollector, collectionsQueue, contactsOf, logContact } from './collections.service';

/** /api/admin/collections (issue 32): the collectors' work queue and bulk assignment. */
export const adminCollectionsRoutes = new Hono<AppEnv>()
  .get('/', answers({ 200: v.array(CollectionQueueItemSchema) }), requireDuty('collections'), valid('query', CollectionsQuerySchema), async (c) => pageResponse(c, await collectionsQueue(c.var.deps, { query: c.req.valid('query') })))
  .post('/assign', answers({ 200: v.strictObject({ assigned: v.number() }) }, { refuses: ['collector_not_staff', 'contact_loan_not_paid_out'] }), requireDuty('collections'), valid('json', CollectionAssignSchema), async (c) =>
    c.json(await assignCollector(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') })),
  )
  // Templates (decision 070): collectors write them, compliance approves them.
  .get('/templates', answers({ 200: v.array(CollectionTemplateAnswerSchema) }), requireDuty('collections', 'compliance'), async (c) => c.json(await listTemplates(c.var.deps)))
  .post('/templates', answers({ 201: CollectionTemplateAnswerSchema }), requireDuty('collections', 'compliance'), valid('json', CollectionTemplateSchema), async (c) =>
    c.json(await createTemplate(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') }), 201),
  )
  .post('/templates/:id/approve', answers({ 200: CollectionTemplateAnswerSchema }, { refuses: ['collection_template_already_approved', 'collection_template_not_found', 'collection_template_own_approval'] }), requireDuty('compliance'), valid('param', IdParamSchema), async (c) =>
    c.json(await approveTemplate(c.var.deps, { actor: currentUser(c), id: c.req.valid('param').id })),
  )
  // The reports (decision 070), each for one month, as JSON and CSV.
  .get('/reports/roll-rates', answers({ 200: RollRatesSchema }), requireDuty('collections'), valid('query', CollectionReportQuerySchema), async (c) => c.json(await rollRates(c.var.deps, c.req.valid('query'))))
  .get('/reports/roll-rates.csv', answers({ 200: CSV }), requireDuty('collections'), valid('query', CollectionReportQuerySchema), async (c) =>
    c.body(rollRatesCsv(await rollRates(c.var.deps, c.req.valid('query'))), 200, csvAttachment(`roll-rates-${c.req.valid('query').month}.csv`)),
  )
  .get('/reports/efficiency', answers({ 200: CollectionEfficiencySchema }), requireDuty('collections'), valid('query', CollectionReportQuerySchema), async (c) =>
    c.json(await collectionEfficiency(c.var.deps, c.req.valid('query'))),
  )
  .get('/reports/efficiency.csv', answers({ 200: CSV }), requireDuty('collections'), valid('query', CollectionReportQuerySchema), async (c) =>
    c.body(efficiencyCsv(await collectionEfficiency(c.var.deps, c.req.valid('query'))), 200, csvAttachment(`collection-efficiency-${c.req.valid('query').month}.csv`)),
  )
  .get('/reports/promises', answers({ 200: PromisesKeptSchema }), requireDuty('collections'), valid('query', CollectionReportQuerySchema), async (c) => c.json(await promisesKept(c.var.deps, c.req.valid('query'))))
  .get('/reports/promises.csv', answers({ 200: CSV }), requireDuty('collections'), valid('query', CollectionReportQuerySchema), async (c) =>
    c.body(promisesCsv(await promisesKept(c.var.deps, c.req.valid('query'))), 200, csvAttachment(`promises-${c.req.valid('query').month}.csv`)),
  );


/** /api/admin/loans/{id}/contacts, messages and consents (issue 32): a loan's contact log, within SEC MC 18 s.2019. */
export const adminLoanContactsRoutes = new Hono<AppEnv>()
  .get('/:id/contacts', answers({ 200: v.array(CollectionContactAnswerSchema) }, { refuses: ['contact_loan_not_paid_out', 'loan_not_found'] }), requireDuty('collections'), valid('param', IdParamSchema), async (c) =>
    c.json(await contactsOf(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id })),
  )
  .post('/:id/contacts', answers({ 201: CollectionContactAnswerSchema }, { refuses: ['contact_loan_not_paid_out', 'loan_not_found', 'mc18_quiet_hours'] }), requireDuty('collections'), valid('param', IdParamSchema), valid('json', CollectionContactSchema), async (c) =>
    c.json(await logContact(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  )
  .get('/:id/messages', answers({ 200: v.array(CollectionMessageAnswerSchema) }, { refuses: ['contact_loan_not_paid_out', 'loan_not_found'] }), requireDuty('collections'), valid('param', IdParamSchema), async (c) =>
    c.json(await messagesOf(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id })),
  )
  .post('/:id/messages', answers({ 201: CollectionMessageAnswerSchema }, { refuses: ['collection_email_unavailable', 'collection_sms_unavailable', 'collection_template_language', 'collection_template_not_found', 'contact_loan_not_paid_out', 'loan_not_found', 'mc18_quiet_hours', 'mc18_template_not_approved', 'mc18_template_required', 'mc18_third_party'] }), requireDuty('collections'), valid('param', IdParamSchema), valid('json', CollectionMessageSchema), async (c) =>
    c.json(await sendCollectionMessage(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  )
  .post('/:id/consents', answers({ 201: CollectionConsentAnswerSchema }, { refuses: ['collection_consent_already', 'loan_not_found'] }), requireDuty('collections'), valid('param', IdParamSchema), valid('json', CollectionConsentSchema), async (c) =>
    c.json(await recordConsent(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  )
  .delete('/:id/consents', answers({ 204: 'empty' }, { refuses: ['collection_consent_missing', 'loan_not_found'] }), requireDuty('collections'), valid('param', IdParamSchema), async (c) => {
    await withdrawConsent(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id });
    return c.body(null, 204);
  });
