import * as v from 'valibot';
import { isCountry } from '../countries';
import { COMPLIANCE_VALIDATION_MESSAGES as M } from '../messages';
import { choiceField, integerField, isoDateField, MAX_ROW_ID, requiredText } from './fields';

/*
 * The compliance desk's requests (issue 33, decision 065): list imports and
 * decisions on screening cases.
 */

/** POST /api/admin/compliance/lists?source=un|amlc: which list the body is. */
export const ComplianceListQuerySchema = v.object({ source: choiceField({ options: ['un', 'amlc'], message: M.sourceInvalid }) });

/** POST /api/admin/compliance/cases/{id}: a false positive is cleared, a true match confirmed; why, always. */
export const ScreeningCaseDecisionSchema = v.strictObject({
  decision: choiceField({ options: ['clear', 'confirm'], message: M.decisionInvalid }),
  reason: requiredText({ required: M.reasonRequired, max: 1000, tooLong: M.reasonTooLong, lines: 'many' }),
});
export type ScreeningCaseDecision = v.InferOutput<typeof ScreeningCaseDecisionSchema>;

/** POST /api/admin/compliance/alerts/{id}: closed with why, or reported (a suspicious-transaction report due in five working days). */
export const AlertDecisionSchema = v.strictObject({
  decision: choiceField({ options: ['close', 'report'], message: M.alertDecisionInvalid }),
  reason: requiredText({ required: M.reasonRequired, max: 1000, tooLong: M.reasonTooLong, lines: 'many' }),
});
export type AlertDecision = v.InferOutput<typeof AlertDecisionSchema>;

/** POST /api/admin/compliance/reports/{id}/file: the report was submitted to the AMLC, under the reference it acknowledged. */
export const ReportFilingSchema = v.strictObject({
  reference: requiredText({ required: M.filingReferenceRequired, max: 100, tooLong: M.filingReferenceTooLong }),
});
export type ReportFiling = v.InferOutput<typeof ReportFilingSchema>;

/** GET /api/admin/compliance/reports/{id}.csv or .json: the report's id and the exporter's format, in one path segment. */
export const ReportFileParamSchema = v.object({
  file: v.pipe(
    v.string(M.reportFileInvalid),
    v.regex(/^[1-9][0-9]{0,9}\.(?:csv|json)$/, M.reportFileInvalid),
    v.transform((file) => ({ id: Number(file.slice(0, file.indexOf('.'))), format: file.endsWith('.csv') ? ('csv' as const) : ('json' as const) })),
    v.check(({ id }) => id <= MAX_ROW_ID, M.reportFileInvalid),
  ),
});

/** POST /api/admin/compliance/members/{id}/pep: a politically exposed person marked (or unmarked), with why. */
export const PepMarkSchema = v.strictObject({
  isPep: v.boolean(M.isPepInvalid),
  reason: requiredText({ required: M.reasonRequired, max: 1000, tooLong: M.reasonTooLong, lines: 'many' }),
});
export type PepMark = v.InferOutput<typeof PepMarkSchema>;

/** POST /api/admin/compliance/members/{id}/due-diligence: the enhanced due diligence a high-risk borrower needs before a disbursement. */
export const DueDiligenceSchema = v.strictObject({
  note: requiredText({ required: M.noteRequired, max: 4000, tooLong: M.noteTooLong, lines: 'many' }),
});
export type DueDiligence = v.InferOutput<typeof DueDiligenceSchema>;

const countryList = v.pipe(v.array(v.pipe(v.string(M.countriesInvalid), v.check((country: string) => isCountry(country), M.countriesInvalid)), M.countriesInvalid), v.maxLength(100, M.countriesInvalid));

/** PUT /api/admin/compliance/fatf: both FATF lists as the latest plenary left them, replacing the stored ones. */
export const FatfListsSchema = v.strictObject({ callForAction: countryList, increasedMonitoring: countryList });
export type FatfLists = v.InferOutput<typeof FatfListsSchema>;

/** The years whose non-working days the desk keeps (decision 073). */
const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

const calendarDay = v.pipe(
  isoDateField(M.dayInvalid),
  v.check((day: string) => Number(day.slice(0, 4)) >= CALENDAR_YEARS.min && Number(day.slice(0, 4)) <= CALENDAR_YEARS.max, M.dayInvalid),
);

/** GET /api/admin/compliance/non-working-days?year=2026: one year's Philippine non-working days. */
export const NonWorkingDaysQuerySchema = v.object({ year: integerField({ message: M.yearInvalid, ...CALENDAR_YEARS }) });

/** POST /api/admin/compliance/non-working-days: a regular holiday or special non-working day the President proclaimed, with its name. */
export const NonWorkingDaySchema = v.strictObject({
  day: calendarDay,
  name: requiredText({ required: M.dayNameRequired, max: 200, tooLong: M.dayNameTooLong }),
});
export type NonWorkingDay = v.InferOutput<typeof NonWorkingDaySchema>;

/** DELETE /api/admin/compliance/non-working-days/{day}: a day taken off the calendar (a proclamation moved or withdrawn). */
export const NonWorkingDayParamSchema = v.object({ day: calendarDay });
