import { AdminPaymentSchema, AssignUnmatchedSchema, IdParamSchema, ReversePaymentSchema, SERVER_MESSAGES, WaiveFeeSchema } from '@app/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env';
import { badRequest } from '../../lib/errors';
import { pdfAttachment } from '../../lib/pdf';
import { requestHeader } from '../../lib/request';
import { refuseNul, valid } from '../../lib/validate';
import { currentUser } from '../../http/guards';
import { pendingApprovalBody } from '../approvals';
import { certificatePdf, receiptPdf, statementPdf } from './loan-documents.service';
import { privateFileResponse } from '../../http/private-file';
import { assignUnmatched, importSettlement, listUnmatched, readReceiptPhoto, recordStaffPayment, reversePayment, waiveFee } from './repayments.service';

/** A settlement file of 10,000 rows is about 800 KB; app.ts leaves this route out of the 64 KB JSON limit. */
const SETTLEMENT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

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
    const { deps } = c.var;
    const outcome = await reversePayment(deps, { actor: currentUser(c), transactionId: c.req.valid('param').id, input: c.req.valid('json') });
    // Issue 15: a reversal above the four-eyes limit waits for a second staff member.
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    return c.json(outcome.done);
  })
  .post(
    '/payments/import',
    bodyLimit({ maxSize: SETTLEMENT_BODY_LIMIT_BYTES, onError: (c) => c.json({ message: SERVER_MESSAGES.bodyTooLarge }, 413) }),
    async (c) => {
      const type = (requestHeader(c, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'text/csv') throw badRequest(SERVER_MESSAGES.settlementNotCsv);
      const text = await c.req.text();
      refuseNul(text);
      return c.json(await importSettlement(c.var.deps, { actor: currentUser(c), text }));
    },
  )
  .get('/payments/unmatched', async (c) => c.json(await listUnmatched(c.var.deps.db)))
  .get('/loans/:id/statement.pdf', valid('param', IdParamSchema), async (c) => pdfAttachment(await statementPdf(c.var.deps, { reader: { staff: currentUser(c) }, loanId: c.req.valid('param').id })))
  .get('/loans/:id/certificate.pdf', valid('param', IdParamSchema), async (c) => pdfAttachment(await certificatePdf(c.var.deps, { reader: { staff: currentUser(c) }, loanId: c.req.valid('param').id })))
  .get('/payments/:id/receipt-photo', valid('param', IdParamSchema), async (c) =>
    privateFileResponse(c, await readReceiptPhoto(c.var.deps, { actor: currentUser(c), transactionId: c.req.valid('param').id })),
  )
  .get('/payments/:id/receipt.pdf', valid('param', IdParamSchema), async (c) => pdfAttachment(await receiptPdf(c.var.deps, { reader: { staff: currentUser(c) }, transactionId: c.req.valid('param').id })))
  .post('/payments/unmatched/:id/assign', valid('param', IdParamSchema), valid('json', AssignUnmatchedSchema), async (c) => {
    return c.json(await assignUnmatched(c.var.deps, { actor: currentUser(c), id: c.req.valid('param').id, loanId: c.req.valid('json').loanId }));
  });
