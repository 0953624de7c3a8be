import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@app/domain';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { appendAudit } from '../audit';
import { listComplaintsOfUser } from '../complaints';
import { listDocumentViewsOf } from '../documents';
import { dataSummaryHtml } from './data-summary.service';
import {
  consentsOf,
  liveDocumentsOf,
  loansOf,
  loanTransactionsOf,
  notificationsOf,
  personalDataOf,
  walletLedgerOf,
  withdrawalsOf,
} from './privacy.queries';

/** POST /api/user/consent: only the notice in force can be agreed to. */
export async function recordConsent(deps: AppDeps, { user, version }: { user: UserRow; version: string }): Promise<UserRow> {
  if (version !== PRIVACY_NOTICE_VERSION) throw badRequest(PRIVACY_MESSAGES.consentOutdated, { version: [PRIVACY_MESSAGES.consentOutdated] });
  const now = deps.clock.now().toISOString();
  return runWrite(deps, async ({ trx, publish }) => {
    await trx.insertInto('privacyConsents').values({ userId: user.id, noticeVersion: version, consentedAt: now }).execute();
    publish({ type: 'user_updated', userId: user.id });
    return trx.updateTable('users').set({ privacyConsentVersion: version }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
  });
}

type ExportSection = { file: string; read: (db: Db, userId: number, now: Date) => Promise<unknown> };

/**
 * The sections of "Download my data", one JSON file per kind of personal
 * data. A new kind of data a member has (complaints, …) is added here and
 * goes into every export.
 */
const EXPORT_SECTIONS: readonly ExportSection[] = [
  { file: 'personal-data.json', read: personalDataOf },
  { file: 'loans.json', read: loansOf },
  { file: 'loan-transactions.json', read: loanTransactionsOf },
  { file: 'wallet-ledger.json', read: walletLedgerOf },
  { file: 'notifications.json', read: notificationsOf },
  { file: 'withdrawals.json', read: withdrawalsOf },
  { file: 'consents.json', read: consentsOf },
  { file: 'document-views.json', read: listDocumentViewsOf },
  { file: 'complaints.json', read: (db, userId, now) => listComplaintsOfUser(db, { userId, now }) },
];

type SummaryInput = Parameters<typeof dataSummaryHtml>[0];

/** The page a person reads (issue 28, item 9); the JSON files are for programs. */
const SUMMARY_FILE = 'summary.html';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface DataExport {
  filename: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * GET /api/user/export, answered directly (decision 023): the records are
 * read and the export audited in one transaction (one consistent picture),
 * then the ZIP streams out, the ID images last and uncompressed straight
 * from the store, so no more than a chunk of an image is held at a time.
 */
export async function exportPersonalData(deps: AppDeps, { user }: { user: UserRow }): Promise<DataExport> {
  if (!(await deps.rateLimiter.hit(`export:account:${user.id}`, deps.config.rateLimits.exportPerAccount))) {
    throw tooManyRequests(PRIVACY_MESSAGES.exportRateLimited);
  }
  const now = deps.clock.now();
  const { sections, documents } = await runWrite(deps, async ({ trx }) => {
    const sections: { file: string; data: unknown }[] = [];
    for (const section of EXPORT_SECTIONS) sections.push({ file: section.file, data: await section.read(trx, user.id, now) });
    const documents = (await liveDocumentsOf(trx, user.id)).map((document) => ({
      ...document,
      file: `id-images/${document.type}-${document.id}.${EXTENSIONS[document.contentType] ?? 'bin'}`,
    }));
    await appendAudit(trx, {
      actor: user,
      action: 'privacy.export',
      targetType: 'user',
      targetId: user.id,
      after: { files: [SUMMARY_FILE, ...sections.map((section) => section.file), 'documents.json', ...documents.map((document) => document.file)] },
      now,
    });
    return { sections, documents };
  });
  // The store's key is internal; the file names the image inside the ZIP.
  sections.push({ file: 'documents.json', data: documents.map(({ id, type, contentType, size, uploadedAt, file }) => ({ id, type, contentType, size, uploadedAt, file })) });
  // The sections hold what their typed reads returned; the summary reads two of them back by file name.
  const sectionData = (file: string) => sections.find((section) => section.file === file)?.data;
  const summary = dataSummaryHtml({
    person: sectionData('personal-data.json') as SummaryInput['person'],
    language: user.language,
    loans: sectionData('loans.json') as SummaryInput['loans'],
    counts: sections.flatMap(({ file, data }) => (Array.isArray(data) && file !== 'loans.json' ? [{ file, count: data.length }] : [])),
    now,
  });
  const zip = new Zip();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      zip.ondata = (error, chunk, isFinal) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (isFinal) controller.close();
      };
      const json = (file: string, data: unknown) => {
        const entry = new ZipDeflate(file, { level: 6 });
        zip.add(entry);
        entry.push(new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), true);
      };
      const writeAll = async () => {
        const page = new ZipDeflate(SUMMARY_FILE, { level: 6 });
        zip.add(page);
        page.push(new TextEncoder().encode(summary), true);
        for (const section of sections) json(section.file, section.data);
        for (const document of documents) {
          const stored = await deps.objects.open(document.objectKey);
          if (!stored) {
            deps.logger.warn({ documentId: document.id }, 'document bytes missing from the object store; left out of an export');
            continue;
          }
          // Images are compressed already: stored as they are.
          const entry = new ZipPassThrough(document.file);
          zip.add(entry);
          const reader = stored.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            entry.push(value);
          }
          entry.push(new Uint8Array(0), true);
        }
        zip.end();
      };
      writeAll().catch((error: unknown) => {
        deps.logger.error({ err: error, userId: user.id }, 'data export failed while streaming');
        controller.error(error);
      });
    },
  });
  return { filename: `my-data-${now.toISOString().slice(0, 10)}.zip`, body };
}
