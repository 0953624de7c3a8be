import { BookAccountsSchema, JournalPeriodSchema, JournalQuerySchema, ReconciliationSchema, TrialBalanceQuerySchema, TrialBalanceSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireDuty } from '../../http/guards';
import { CSV, answers } from '../../lib/openapi';
import { csvAttachment } from '../../lib/csv';
import { valid } from '../../lib/validate';
import { journalCsv, journalOf, listAccounts, reconciliation, trialBalance, trialBalanceCsv } from './books.service';
import { closeRoutes } from './close.routes';
import { entriesRoutes } from './entries.routes';

/** The books (issue 31), under /api/admin/books; admin.routes guards it. */
export const adminBooksRoutes = new Hono<AppEnv>()
  // The books are the Finance duty's, as the reports are (DEPARTURES 15).
  .use(requireDuty('finance'))
  .get('/accounts', answers({ 200: BookAccountsSchema }), async (c) => c.json(await listAccounts(c.var.deps.db)))
  .get('/trial-balance', answers({ 200: TrialBalanceSchema }), valid('query', TrialBalanceQuerySchema), async (c) => c.json(await trialBalance(c.var.deps, c.req.valid('query'))))
  .get('/trial-balance.csv', answers({ 200: CSV }), valid('query', TrialBalanceQuerySchema), async (c) => {
    const { at, csv } = await trialBalanceCsv(c.var.deps, c.req.valid('query'));
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="trial-balance-${at}.csv"` });
  })
  .get('/journal', answers({ 200: JournalPeriodSchema }), valid('query', JournalQuerySchema), async (c) => c.json(await journalOf(c.var.deps, c.req.valid('query'))))
  .get('/journal.csv', answers({ 200: CSV }), valid('query', JournalQuerySchema), async (c) => {
    const { from, to, csv } = await journalCsv(c.var.deps, c.req.valid('query'));
    return c.body(csv, 200, csvAttachment(`journal-${from}-${to}.csv`));
  })
  .get('/reconciliation', answers({ 200: ReconciliationSchema }), async (c) => c.json(await reconciliation(c.var.deps.db)))
  .route('/', closeRoutes)
  .route('/', entriesRoutes);
