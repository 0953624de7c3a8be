import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireDuty } from '../../http/guards';
import { agingCsv, agingReportOf } from './aging.service';

/** The overdue report (issue 12), under /api/admin/reports; admin.routes guards it. */
export const adminReportsRoutes = new Hono<AppEnv>()
  // The reports are the Finance duty's (DEPARTURES 15).
  .use(requireDuty('finance'))
  .get('/aging', async (c) => c.json(await agingReportOf(c.var.deps)))
  .get('/aging.csv', async (c) => {
    const report = await agingReportOf(c.var.deps);
    return c.body(agingCsv(report), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="aging-${report.asOf}.csv"`,
    });
  });
