import { AdminPaymentSchema, DUTIES_TO_READ, AssignUnmatchedSchema, IdParamSchema, ReversePaymentSchema, SERVER_MESSAGES, WaiveFeeSchema, LoanAccountFieldsSchema, PaymentReceiptSchema, ApprovalPendingSchema, UnmatchedPaymentSchema, SettlementImportResultSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env';
import { badRequest } from '../../lib/errors';
import { pdfAttachment } from '../../lib/pdf';
import { requestHeader } from '../../lib/request';
import { refuseNul, valid } from '../../lib/validate';
import { currentUser, requireDuty } from '../../http/guards';
import { pendingApprovalBody } from '../approvals';
import { certificatePdf, receiptPdf, statementPdf } from './loan-documents.service';
import { privateFileResponse } from '../../http/private-file';
import { readReceiptPhoto, recordStaffPayment } from './staff-payment.service';
import { reversePayment } from './reverse-payment.service';
import { waiveFee } from './waive-fee.service';
import { assignUnmatched, listUnmatched } from './unmatched.service';
import { importSettlement } from './settlement-import.service';
import { IMAGE, PDF, answers } from '../../lib/openapi';

/** A settlement file of 10,000 rows is about 800 KB; app.ts leaves this route out of the 64 KB JSON limit. */
const SETTLEMENT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Staff actions on loan accounts, under /api/admin (issue 12); admin.routes guards them. */
export const adminRepaymentsRoutes = new Hono<AppEnv>()
  .post('/loans/:id/payments', answers({ 201: PaymentReceiptSchema, 202: ApprovalPendingSchema }, { refuses: ['above_payoff', 'cannot_decide_own', 'duplicate_payment', 'loan_not_found', 'loan_not_repayable', 'upload_url_invalid'] }), requireDuty('payments'), valid('param', IdParamSchema), valid('json', AdminPaymentSchema), async (c) => {
    const { deps } = c.var;
    const outcome = await recordStaffPayment(deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') });
    // Issue 27: a payment that passes the four-eyes limit, alone or summed, waits for a second officer.
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    return c.json(outcome.done, 201);
  })
  .post('/loans/:id/waive-fee', answers({ 200: LoanAccountFieldsSchema, 202: ApprovalPendingSchema }, { refuses: ['installment_not_found', 'loan_not_found', 'no_late_fee_to_waive', 'written_off_no_waiver'] }), requireDuty('payments'), valid('param', IdParamSchema), valid('json', WaiveFeeSchema), async (c) => {
    const { deps } = c.var;
    const outcome = await waiveFee(deps, { actor: currentUser(c), loanId: c.req.valid('param').id, input: c.req.valid('json') });
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    return c.json(outcome.done);
  })
  .post('/payments/:id/reverse', answers({ 200: PaymentReceiptSchema, 202: ApprovalPendingSchema }, { refuses: ['payment_already_reversed', 'payment_not_found'] }), requireDuty('payments'), valid('param', IdParamSchema), valid('json', ReversePaymentSchema), async (c) => {
    const { deps } = c.var;
    const outcome = await reversePayment(deps, { actor: currentUser(c), transactionId: c.req.valid('param').id, input: c.req.valid('json') });
    // Issue 15: a reversal above the four-eyes limit waits for a second staff member.
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    return c.json(outcome.done);
  })
  .post(
    '/payments/import', answers({ 200: SettlementImportResultSchema, 202: ApprovalPendingSchema }, { refuses: ['approval_already_pending', 'nul_character', 'settlement_field_count', 'settlement_header', 'settlement_not_csv', 'settlement_stray_quote', 'settlement_too_many_rows', 'settlement_unclosed_quote'] }),
    requireDuty('payments'),
    bodyLimit({ maxSize: SETTLEMENT_BODY_LIMIT_BYTES, onError: (c) => c.json({ code: 'body_too_large', message: SERVER_MESSAGES.bodyTooLarge }, 413) }),
    async (c) => {
      const type = (requestHeader(c, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'text/csv') throw badRequest(SERVER_MESSAGES.settlementNotCsv);
      const text = await c.req.text();
      refuseNul(text);
      const { deps } = c.var;
      const outcome = await importSettlement(deps, { actor: currentUser(c), text });
      if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
      return c.json(outcome.done);
    },
  )
  .get('/payments/unmatched', answers({ 200: v.array(UnmatchedPaymentSchema) }), requireDuty('payments'), async (c) => c.json(await listUnmatched(c.var.deps.db)))
  .get('/loans/:id/statement.pdf', answers({ 200: PDF }, { refuses: ['cannot_decide_own', 'loan_not_found'] }), requireDuty(...DUTIES_TO_READ.loans), valid('param', IdParamSchema), async (c) => pdfAttachment(await statementPdf(c.var.deps, { reader: { staff: currentUser(c) }, loanId: c.req.valid('param').id })))
  .get('/loans/:id/certificate.pdf', answers({ 200: PDF }, { refuses: ['loan_not_closed', 'loan_not_found'] }), requireDuty(...DUTIES_TO_READ.loans), valid('param', IdParamSchema), async (c) => pdfAttachment(await certificatePdf(c.var.deps, { reader: { staff: currentUser(c) }, loanId: c.req.valid('param').id })))
  .get('/payments/:id/receipt-photo', answers({ 200: IMAGE }, { refuses: ['not_found'] }), requireDuty(...DUTIES_TO_READ.loans), valid('param', IdParamSchema), async (c) =>
    privateFileResponse(c, await readReceiptPhoto(c.var.deps, { actor: currentUser(c), transactionId: c.req.valid('param').id })),
  )
  .get('/payments/:id/receipt.pdf', answers({ 200: PDF }, { refuses: ['payment_not_found'] }), requireDuty(...DUTIES_TO_READ.loans), valid('param', IdParamSchema), async (c) => pdfAttachment(await receiptPdf(c.var.deps, { reader: { staff: currentUser(c) }, transactionId: c.req.valid('param').id })))
  .post('/payments/unmatched/:id/assign', answers({ 200: PaymentReceiptSchema, 202: ApprovalPendingSchema }, { refuses: ['above_payoff', 'loan_not_repayable', 'unmatched_already_assigned', 'unmatched_not_assignable', 'unmatched_not_found'] }), requireDuty('payments'), valid('param', IdParamSchema), valid('json', AssignUnmatchedSchema), async (c) => {
    const { deps } = c.var;
    const outcome = await assignUnmatched(deps, { actor: currentUser(c), id: c.req.valid('param').id, input: c.req.valid('json') });
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    return c.json(outcome.done);
  });
