import { AutoPaySchema, IdParamSchema, LoanPaymentSchema, PaymentCallbackSchema, SERVER_MESSAGES, PaymentReceiptSchema, LoanPayoffQuoteSchema, AutoPayStateSchema, LoanTransactionSchema, PaymentCallbackResultSchema, CancelledLoanSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { bodyRefusals, parseWith, valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { pdfAttachment } from '../../lib/pdf';
import { requestHeader } from '../../lib/request';
import { certificatePdf, receiptPdf, statementPdf } from './loan-documents.service';
import { setAutoPay } from './auto-pay.service';
import { isSignedCallback } from './payment-callback.service';
import { ownLoanTransactions, payoffOf } from './loan-account.service';
import { cancelLoan } from './cancel-loan.service';
import { payFromWallet } from './pay-from-wallet.service';
import { receiveCallback } from './incoming-payment.service';
import { PDF, answers } from '../../lib/openapi';

/** The borrower's side of a loan account, under /api/loans (issue 12). */
export const repaymentsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:id/payoff', answers({ 200: LoanPayoffQuoteSchema }, { refuses: ['loan_not_found', 'loan_not_repayable'] }), valid('param', IdParamSchema), async (c) => c.json(await payoffOf(c.var.deps, { user: currentUser(c), loanId: c.req.valid('param').id })))
  .get('/:id/transactions', answers({ 200: v.array(LoanTransactionSchema) }, { refuses: ['loan_not_found'] }), valid('param', IdParamSchema), async (c) =>
    c.json(await ownLoanTransactions(c.var.deps, { user: currentUser(c), loanId: c.req.valid('param').id })),
  )
  .post('/:id/pay', answers({ 200: PaymentReceiptSchema }, { refuses: ['above_payoff', 'loan_not_found', 'loan_not_repayable', 'payment_exceeds_balance'] }), valid('param', IdParamSchema), valid('json', LoanPaymentSchema), async (c) => {
    const receipt = await payFromWallet(c.var.deps, { user: currentUser(c), loanId: c.req.valid('param').id, amount: c.req.valid('json').amount });
    return c.json(receipt);
  })
  .put('/:id/auto-pay', answers({ 200: AutoPayStateSchema }, { refuses: ['loan_not_found'] }), valid('param', IdParamSchema), valid('json', AutoPaySchema), async (c) =>
    c.json(await setAutoPay(c.var.deps, { user: currentUser(c), loanId: c.req.valid('param').id, enabled: c.req.valid('json').enabled })),
  )
  .post('/:id/cancel', answers({ 200: CancelledLoanSchema }, { refuses: ['cooling_off_over', 'cooling_off_paid', 'cooling_off_withdrawal', 'loan_not_found', 'loan_not_repayable'] }), valid('param', IdParamSchema), async (c) => {
    const loan = await cancelLoan(c.var.deps, { user: currentUser(c), loanId: c.req.valid('param').id });
    return c.json({ id: loan.id, status: loan.status });
  })
  .get('/:id/statement.pdf', answers({ 200: PDF }, { refuses: ['loan_not_disbursed', 'loan_not_found'] }), valid('param', IdParamSchema), async (c) => pdfAttachment(await statementPdf(c.var.deps, { reader: { borrower: currentUser(c) }, loanId: c.req.valid('param').id })))
  .get('/:id/certificate.pdf', answers({ 200: PDF }, { refuses: ['loan_not_closed', 'loan_not_found'] }), valid('param', IdParamSchema), async (c) => pdfAttachment(await certificatePdf(c.var.deps, { reader: { borrower: currentUser(c) }, loanId: c.req.valid('param').id })));

/**
 * The receipt of a repayment on one of the borrower's loans, under
 * /api/payments beside the gateway's callback, so the guard is the route's own.
 */
export const paymentReceiptRoutes = new Hono<AppEnv>().get('/:id/receipt.pdf', answers({ 200: PDF }, { refuses: ['payment_not_found'] }), requireUser, valid('param', IdParamSchema), async (c) =>
  pdfAttachment(await receiptPdf(c.var.deps, { reader: { borrower: currentUser(c) }, transactionId: c.req.valid('param').id })),
);

/**
 * The payment gateway's server-to-server call (issue 12): no session and no
 * Origin, authenticated by its HMAC signature alone; off (404) without a
 * PAYMENT_CALLBACK_SECRET.
 */
export const paymentCallbackRoutes = new Hono<AppEnv>().post('/callback', answers({ 200: PaymentCallbackResultSchema }, { refuses: ['callback_unauthorized', 'not_found', ...bodyRefusals(PaymentCallbackSchema)] }), async (c) => {
  const { deps } = c.var;
  const secret = deps.config.paymentCallbackSecret;
  if (secret === null) throw notFound(SERVER_MESSAGES.notFound);
  const rawBody = await c.req.text();
  const isSigned = isSignedCallback({ secret, timestamp: requestHeader(c, 'x-timestamp'), signature: requestHeader(c, 'x-signature'), rawBody, now: deps.clock.now() });
  if (!isSigned) throw unauthorized(SERVER_MESSAGES.callbackUnauthorized);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw badRequest(SERVER_MESSAGES.malformedJson);
  }
  return c.json(await receiveCallback(deps, parseWith(PaymentCallbackSchema, body)));
});
