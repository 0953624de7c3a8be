import { AccountLedgerSchema, FinancialStatementsSchema, JournalQuerySchema, LedgerQuerySchema, TrialBalanceQuerySchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireDuty } from '../../http/guards';
import { CSV, PDF, answers } from '../../lib/openapi';
import { pdfAttachment } from '../../lib/pdf';
import { csvAttachment } from '../../lib/csv';
import { valid } from '../../lib/validate';
import { accountLedger, financialStatements, ledgerCsv, ledgerPdf, statementsCsv, statementsPdf, trialBalancePdf } from './statements.service';


/** The statements, the general ledger and the trial balance's PDF (issue 31, decision 061), under /api/admin/books beside the books' other reports. */
export const adminStatementsRoutes = new Hono<AppEnv>()
  // The books are the Finance duty's (DEPARTURES 15), as in books.routes.
  .use(requireDuty('finance'))
  .get('/statements', answers({ 200: FinancialStatementsSchema }), valid('query', JournalQuerySchema), async (c) => c.json(await financialStatements(c.var.deps, c.req.valid('query'))))
  .get('/statements.csv', answers({ 200: CSV }), valid('query', JournalQuerySchema), async (c) => {
    const { filename, csv } = await statementsCsv(c.var.deps, c.req.valid('query'));
    return c.body(csv, 200, csvAttachment(filename));
  })
  .get('/statements.pdf', answers({ 200: PDF }), valid('query', JournalQuerySchema), async (c) => pdfAttachment(await statementsPdf(c.var.deps, c.req.valid('query'))))
  .get('/ledger', answers({ 200: AccountLedgerSchema }), valid('query', LedgerQuerySchema), async (c) => c.json(await accountLedger(c.var.deps, c.req.valid('query'))))
  .get('/ledger.csv', answers({ 200: CSV }), valid('query', LedgerQuerySchema), async (c) => {
    const { filename, csv } = await ledgerCsv(c.var.deps, c.req.valid('query'));
    return c.body(csv, 200, csvAttachment(filename));
  })
  .get('/ledger.pdf', answers({ 200: PDF }), valid('query', LedgerQuerySchema), async (c) => pdfAttachment(await ledgerPdf(c.var.deps, c.req.valid('query'))))
  .get('/trial-balance.pdf', answers({ 200: PDF }), valid('query', TrialBalanceQuerySchema), async (c) => pdfAttachment(await trialBalancePdf(c.var.deps, c.req.valid('query'))));
