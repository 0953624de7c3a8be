import { COMPANY, type ComplianceReport, type ReportDocument } from '@app/domain';
import type { Db } from '../../db/connection';

/**
 * One format of a report (decision 069): the document (ReportDocumentSchema,
 * what the AMLC asks) rendered as a file. The AMLC's own formats are not
 * public here; the official one is added as another exporter.
 */
export interface ReportExporter {
  readonly contentType: string;
  render(document: ReportDocument): string;
}

/** The JSON exporter: the document as it is, two-space indented. */
const jsonExporter: ReportExporter = {
  contentType: 'application/json; charset=utf-8',
  render: (document) => `${JSON.stringify(document, null, 2)}\n`,
};

/** RFC 4180 quoting; a cell starting like a formula is prefixed with ' so a spreadsheet shows it as text. */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV columns, documented in docs/decisions/069: one row per journal line, the report's and subject's fields repeated on each. */
const CSV_COLUMNS = [
  'report_id', 'report_kind', 'report_reason', 'narrative', 'banking_day', 'due_date',
  'entity_name', 'entity_sec_registration', 'subject_member_id', 'subject_name', 'subject_email', 'subject_contact_number', 'subject_address', 'subject_country_working',
  'transaction_id', 'transaction_kind', 'transaction_amount_php', 'transaction_at', 'transaction_channel', 'loan_id',
  'journal_entry', 'journal_date', 'account', 'debit_php', 'credit_php',
] as const;

/** The CSV exporter: the header above, then a row for each journal line of each transaction (a transaction without entries, or a report without transactions, has one row). */
const csvExporter: ReportExporter = {
  contentType: 'text/csv; charset=utf-8',
  render(document) {
    const { report, reportingEntity: entity, subject } = document;
    const head = [report.id, report.kind, report.reason, report.narrative, report.bankingDay, report.dueDate, entity.name, entity.secRegistrationNumber, subject.memberId, subject.fullName, subject.email, subject.contactNumber, subject.address, subject.countryWorking];
    // A report without transactions (a confirmed match of a member who never moved money) is still one row: who, about whom, why.
    const transactionRows = document.transactions.flatMap((t) => {
      const own = [t.id, t.kind, t.amount.toFixed(2), t.occurredAt, t.channel, t.loanId];
      const lines = t.journalEntries.flatMap((entry) => entry.lines.map((line) => [entry.number, entry.date, line.account, line.debit.toFixed(2), line.credit.toFixed(2)]));
      return (lines.length === 0 ? [[null, null, null, null, null]] : lines).map((line) => [...head, ...own, ...line]);
    });
    const rows = transactionRows.length === 0 ? [[...head, ...Array<null>(CSV_COLUMNS.length - head.length).fill(null)]] : transactionRows;
    return [CSV_COLUMNS.join(','), ...rows.map((row) => row.map(cell).join(','))].join('\r\n') + '\r\n';
  },
};

export const REPORT_EXPORTERS = { csv: csvExporter, json: jsonExporter } as const satisfies Record<string, ReportExporter>;

/** The document of one report, read from the store. */
export async function reportDocument(db: Db, report: ComplianceReport): Promise<ReportDocument> {
  const member = await db.selectFrom('users').select(['contactNumber', 'address', 'countryWorking', 'registrationCountry']).where('id', '=', report.member.id).executeTakeFirstOrThrow();
  const alert = report.alertId === null ? null : await db.selectFrom('complianceAlerts').select('decisionReason').where('id', '=', report.alertId).executeTakeFirst();
  // A confirmed match's report tells why compliance confirmed it (decision 073).
  const matched = report.caseId === null ? null : await db.selectFrom('screeningCases').select('decisionReason').where('id', '=', report.caseId).executeTakeFirst();
  return {
    format: 'lender-aml-report/1',
    reportingEntity: {
      name: COMPANY.name,
      secRegistrationNumber: COMPANY.secRegistrationNumber,
      certificateOfAuthorityNumber: COMPANY.certificateOfAuthorityNumber,
      address: COMPANY.offices[0].address,
      email: COMPANY.email,
    },
    report: {
      id: report.id,
      kind: report.kind,
      reason: report.reason,
      narrative: alert?.decisionReason ?? matched?.decisionReason ?? null,
      bankingDay: report.bankingDay,
      dueDate: report.dueDate,
      state: report.state,
      filedAt: report.filedAt,
      filedReference: report.filedReference,
    },
    subject: { memberId: report.member.id, fullName: report.member.fullName, email: report.member.email, contactNumber: member.contactNumber === '' ? null : member.contactNumber, address: member.address, countryWorking: member.countryWorking, registrationCountry: member.registrationCountry },
    transactions: report.evidence.transactions,
    total: report.evidence.total,
  };
}
