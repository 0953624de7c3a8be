import { ApprovalPendingSchema, ExtensionRequestSchema, WriteOffSchema, HardshipRequestSchema, IdParamSchema, LoanHelpRequestSchema, LoanOfferInputSchema, LoanOfferSchema, OfferParamSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { currentUser, requireDuty, requireUser } from '../../http/guards';
import { answers } from '../../lib/openapi';
import { valid } from '../../lib/validate';
import { pendingApprovalBody } from '../approvals';
import { acceptOffer, makeOffer, offersOf, requestExtension, requestHardship } from './hardship.service';
import { requestWriteOff } from './write-off.service';

/** The borrower's side, under /api/loans (issue 32, decision 062): asking for help and accepting an offer. */
export const hardshipRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/:id/extension', answers({ 201: LoanHelpRequestSchema }, { refuses: ['extension_too_late', 'loan_not_found'] }), valid('param', IdParamSchema), valid('json', ExtensionRequestSchema), async (c) =>
    c.json(await requestExtension(c.var.deps, { user: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  )
  .post('/:id/hardship', answers({ 201: LoanHelpRequestSchema }, { refuses: ['loan_not_found'] }), valid('param', IdParamSchema), valid('json', HardshipRequestSchema), async (c) =>
    c.json(await requestHardship(c.var.deps, { user: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  )
  .get('/:id/offers', answers({ 200: v.array(LoanOfferSchema) }, { refuses: ['loan_not_found'] }), valid('param', IdParamSchema), async (c) => c.json(await offersOf(c.var.deps, { user: currentUser(c), loanId: c.req.valid('param').id })))
  .post('/:id/offers/:offerId/accept', answers({ 200: LoanOfferSchema }, { refuses: ['loan_not_found', 'offer_not_found', 'offer_not_open', 'offer_outdated'] }), valid('param', OfferParamSchema), async (c) => {
    const { id, offerId } = c.req.valid('param');
    return c.json(await acceptOffer(c.var.deps, { user: currentUser(c), loanId: id, offerId }));
  });

/** Staff's side, under /api/admin/loans: an offer answering a borrower in trouble (Lending), and a write-off (Collections, decision 064). */
export const adminOffersRoutes = new Hono<AppEnv>()
  // Always held: a Finance officer carries it out when APPROVALS approves it.
  .post('/:id/write-off', answers({ 202: ApprovalPendingSchema }, { refuses: ['approval_already_pending', 'loan_not_found', 'write_off_already', 'write_off_loan_not_open', 'write_off_not_past_due'] }), requireDuty('collections'), valid('param', IdParamSchema), valid('json', WriteOffSchema), async (c) => {
    const { deps } = c.var;
    const outcome = await requestWriteOff(deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') });
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    throw new Error('a write-off is never carried out without a second officer');
  })
  .post('/:id/offers', answers({ 201: LoanOfferSchema, 202: ApprovalPendingSchema }, { refuses: ['loan_not_found', 'offer_loan_not_open', 'offer_nothing_owed'] }), requireDuty('lending'), valid('param', IdParamSchema), valid('json', LoanOfferInputSchema), async (c) => {
  const { deps } = c.var;
  const outcome = await makeOffer(deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') });
  if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
  return c.json(outcome.done, 201);
});
