import {
  AlertDecisionSchema,
  DueDiligenceSchema,
  FatfListsAnswerSchema,
  FatfListsSchema,
  PepMarkSchema,
  RiskRatingSchema,
  COMPLIANCE_MESSAGES,
  ComplianceAlertSchema,
  ComplianceListQuerySchema,
  ComplianceReportSchema,
  IdParamSchema,
  ListImportRecordSchema,
  ListImportSchema,
  NonWorkingDayParamSchema,
  NonWorkingDaySchema,
  NonWorkingDaysAnswerSchema,
  NonWorkingDaysQuerySchema,
  ReportDocumentSchema,
  ReportFileParamSchema,
  ReportFilingSchema,
  ScreeningCaseDecisionSchema,
  ScreeningCaseSchema,
  SERVER_MESSAGES,
} from '@app/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { currentUser, requireDuty } from '../../http/guards';
import { badRequest } from '../../lib/errors';
import { answers } from '../../lib/openapi';
import { requestHeader } from '../../lib/request';
import { refuseNul, valid } from '../../lib/validate';
import { addNonWorkingDay, nonWorkingDaysOf, removeNonWorkingDay } from './calendar.service';
import { decideScreeningCase, importList, listScreeningCases } from './compliance.service';
import { decideAlert, fileReport, findReport, listAlerts, listImports, listReports } from './desk.service';
import { REPORT_EXPORTERS, reportDocument } from './report-export.service';
import { markPep, memberRating, recordDueDiligence, replaceFatfLists } from './risk.service';


/** The UN Consolidated List is about 2 MB today; app.ts leaves this route out of the 64 KB JSON limit. */
const LIST_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

const LIST_TYPES = { un: 'application/xml', amlc: 'text/csv' } as const;

/** The compliance desk (issue 33), under /api/admin/compliance: every route is the compliance duty's, and nothing of it reaches anyone else. */
export const adminComplianceRoutes = new Hono<AppEnv>()
  .use(requireDuty('compliance'))
  .post(
    '/lists',
    answers({ 201: ListImportSchema }, { refuses: ['list_not_amlc_csv', 'list_not_un_list', 'list_type_invalid'] }),
    bodyLimit({ maxSize: LIST_BODY_LIMIT_BYTES, onError: (c) => c.json({ code: 'body_too_large', message: SERVER_MESSAGES.bodyTooLarge }, 413) }),
    valid('query', ComplianceListQuerySchema),
    async (c) => {
      const { source } = c.req.valid('query');
      const type = (requestHeader(c, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== LIST_TYPES[source]) throw badRequest(COMPLIANCE_MESSAGES.listTypeInvalid);
      const body = await c.req.text();
      refuseNul(body);
      return c.json(await importList(c.var.deps, { actor: currentUser(c), source, body }), 201);
    },
  )
  .get('/lists', answers({ 200: v.array(ListImportRecordSchema) }), async (c) => c.json(await listImports(c.var.deps.db)))
  .get('/cases', answers({ 200: v.array(ScreeningCaseSchema) }), async (c) => c.json(await listScreeningCases(c.var.deps.db)))
  .post('/cases/:id', answers({ 200: ScreeningCaseSchema }, { refuses: ['screening_case_decided', 'screening_case_not_found'] }), valid('param', IdParamSchema), valid('json', ScreeningCaseDecisionSchema), async (c) =>
    c.json(await decideScreeningCase(c.var.deps, { actor: currentUser(c), caseId: c.req.valid('param').id, input: c.req.valid('json') })),
  )
  .get('/alerts', answers({ 200: v.array(ComplianceAlertSchema) }), async (c) => c.json(await listAlerts(c.var.deps.db)))
  .post('/alerts/:id', answers({ 200: ComplianceAlertSchema }, { refuses: ['alert_decided', 'alert_not_found'] }), valid('param', IdParamSchema), valid('json', AlertDecisionSchema), async (c) =>
    c.json(await decideAlert(c.var.deps, { actor: currentUser(c), alertId: c.req.valid('param').id, input: c.req.valid('json') })),
  )
  .get('/reports', answers({ 200: v.array(ComplianceReportSchema) }), async (c) => c.json(await listReports(c.var.deps)))
  .get('/reports/:file', answers({ 200: ReportDocumentSchema }, { summary: 'A report exported: {id}.json is this document, {id}.csv the same as CSV, one row per journal line', refuses: ['report_not_found'] }), valid('param', ReportFileParamSchema), async (c) => {
    const { id, format } = c.req.valid('param').file;
    return exported(c.var.deps, id, format);
  })
  .get('/non-working-days', answers({ 200: NonWorkingDaysAnswerSchema }), valid('query', NonWorkingDaysQuerySchema), async (c) => c.json(await nonWorkingDaysOf(c.var.deps.db, c.req.valid('query').year)))
  .post('/non-working-days', answers({ 201: NonWorkingDaysAnswerSchema }, { refuses: ['non_working_day_exists'] }), valid('json', NonWorkingDaySchema), async (c) =>
    c.json(await addNonWorkingDay(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') }), 201),
  )
  .delete('/non-working-days/:day', answers({ 200: NonWorkingDaysAnswerSchema }, { refuses: ['non_working_day_not_found'] }), valid('param', NonWorkingDayParamSchema), async (c) =>
    c.json(await removeNonWorkingDay(c.var.deps, { actor: currentUser(c), day: c.req.valid('param').day })),
  )
  .put('/fatf', answers({ 200: FatfListsAnswerSchema }), valid('json', FatfListsSchema), async (c) => c.json(await replaceFatfLists(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') })))
  .get('/members/:id/risk', answers({ 200: RiskRatingSchema }, { refuses: ['borrower_not_found'] }), valid('param', IdParamSchema), async (c) => c.json(await memberRating(c.var.deps.db, c.req.valid('param').id)))
  .post('/members/:id/pep', answers({ 200: RiskRatingSchema }, { refuses: ['borrower_not_found'] }), valid('param', IdParamSchema), valid('json', PepMarkSchema), async (c) =>
    c.json(await markPep(c.var.deps, { actor: currentUser(c), userId: c.req.valid('param').id, input: c.req.valid('json') })),
  )
  .post('/members/:id/due-diligence', answers({ 200: RiskRatingSchema }, { refuses: ['borrower_not_found'] }), valid('param', IdParamSchema), valid('json', DueDiligenceSchema), async (c) =>
    c.json(await recordDueDiligence(c.var.deps, { actor: currentUser(c), userId: c.req.valid('param').id, input: c.req.valid('json') })),
  )
  .post('/reports/:id/file', answers({ 200: ComplianceReportSchema }, { refuses: ['report_filed', 'report_not_found'] }), valid('param', IdParamSchema), valid('json', ReportFilingSchema), async (c) =>
    c.json(await fileReport(c.var.deps, { actor: currentUser(c), reportId: c.req.valid('param').id, input: c.req.valid('json') })),
  );

/** A report as a file of one exporter's format, never cached. */
async function exported(deps: AppEnv['Variables']['deps'], reportId: number, format: keyof typeof REPORT_EXPORTERS): Promise<Response> {
  const exporter = REPORT_EXPORTERS[format];
  const body = exporter.render(await reportDocument(deps.db, await findReport(deps, reportId)));
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': exporter.contentType, 'Content-Disposition': `attachment; filename="aml-report-${reportId}.${format}"`, 'Cache-Control': 'no-store' },
  });
}
