import { LoanAgingReportSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireDuty } from '../../http/guards';
import { agingCsv, agingReportOf } from './aging.service';
import { csvAttachment } from '../../lib/csv';
import { CSV, answers } from '../../lib/openapi';

/** The overdue report (issue 12), under /api/admin/reports; admin.routes guards it. */
export const adminReportsRoutes = new Hono<AppEnv>()
  // The reports are the Finance duty's (DEPARTURES 15).
  .use(requireDuty('finance'))
  .get('/aging', answers({ 200: LoanAgingReportSchema }), async (c) => c.json(await agingReportOf(c.var.deps)))
  .get('/aging.csv', answers({ 200: CSV }), async (c) => {
    const report = await agingReportOf(c.var.deps);
    return c.body(agingCsv(report), 200, csvAttachment(`aging-${report.asOf}.csv`));
  });
