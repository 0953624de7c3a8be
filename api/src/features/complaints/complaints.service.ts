import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_SERVER_MESSAGES,
  COMPLAINT_STATE_LABELS,
  complaintDueAt,
  complaintReceivedMessage,
  complaintReference,
  complaintUpdateMessage,
  isAdminRole,
  COMPLAINT_NOTIFICATION_COLOR,
  SERVER_MESSAGES,
  type Complaint,
  type ComplaintFiling,
  type ComplaintMessageKind,
  type ComplaintStaffAction,
  type ComplaintState,
  type NotificationTexts,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import { runWrite, type Write } from '../../db/run-write';
import type { Db } from '../../db/connection';
import type { ComplaintRow, UserRow } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import type { ObjectStream } from '../../lib/object-store';
import { assertDuty } from '../../lib/staff-duties';
import { appendAudit } from '../audit';
import { createNotification } from '../notifications';
import { claimUploadedFile, confirmUploadedFile } from '../objects';
import { assertCanManage, findUserById } from '../users';
import { findComplaint, listComplaintsForReport, resolutionsOf, toComplaint } from './complaints.queries';

/**
 * Files a borrower's complaint with its images, all or nothing, and
 * acknowledges its receipt at once: the reference on the answer and an
 * in-app notification. The images are the borrower's own uploads, spent here
 * like ID documents' (decision 006).
 */
export async function fileComplaint(deps: AppDeps, { user, input }: { user: UserRow; input: ComplaintFiling }): Promise<Complaint> {
  if (isAdminRole(user.role)) throw forbidden(COMPLAINT_SERVER_MESSAGES.staffCannotFile);
  const tokenHashes: string[] = [];
  for (const uploadURL of input.uploadURLs) tokenHashes.push(await confirmUploadedFile(deps, { uploadURL, userId: user.id }));
  if (new Set(tokenHashes).size !== tokenHashes.length) throw badRequest(COMPLAINT_SERVER_MESSAGES.evidenceRepeated);
  // Counted once the request is known to be good: a mistake corrected is not a second complaint.
  if (!(await deps.rateLimiter.hit(`complaint:account:${user.id}`, deps.config.rateLimits.complaintPerAccount))) {
    throw tooManyRequests(SERVER_MESSAGES.rateLimited);
  }
  const now = deps.clock.now();
  const { ackDays, resolveDays } = deps.config.complaints;
  const row = await runWrite(deps, async (w) => {
    const { trx } = w;
    const inserted = await trx
      .insertInto('complaints')
      .values({
        userId: user.id,
        reference: null,
        category: input.category,
        description: input.description,
        state: 'submitted',
        assigneeId: null,
        createdAt: now.toISOString(),
        acknowledgedAt: null,
        ackDueAt: complaintDueAt({ from: now, days: ackDays }).toISOString(),
        resolveDueAt: complaintDueAt({ from: now, days: resolveDays }).toISOString(),
        resolvedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = complaintReference({ id: inserted.id, filedAt: now });
    const filed = await trx.updateTable('complaints').set({ reference }).where('id', '=', inserted.id).returningAll().executeTakeFirstOrThrow();
    for (const tokenHash of tokenHashes) {
      const upload = await claimUploadedFile(trx, { tokenHash, userId: user.id, now });
      await trx.insertInto('complaintEvidence').values({ complaintId: filed.id, ...upload, createdAt: now.toISOString() }).execute();
    }
    await createNotification(trx, {
      userId: user.id,
      compose: (t) => ({ title: t.complaintReceivedTitle, message: complaintReceivedMessage({ reference, ackDays, resolveDays }, t) }),
      type: 'info',
      color: COMPLAINT_NOTIFICATION_COLOR,
      now,
      messaging: deps.config.messaging,
    });
    await appendAudit(trx, {
      actor: user,
      action: 'complaint.file',
      targetType: 'complaint',
      targetId: filed.id,
      after: { reference, category: filed.category, state: filed.state, images: tokenHashes.length },
      now,
    });
    publishComplaintChange(w, filed.userId);
    return filed;
  });
  return toComplaint(deps.db, { row, now });
}

function publishComplaintChange(w: Pick<Write, 'publish'>, userId: number): void {
  w.publish({ type: 'complaint_updated', userId });
  w.publish({ type: 'notification_created', userId });
}

/** The live staff member a complaint may be given to: an admin or the main admin. */
async function loadAssignee(db: Db, { actor, assigneeId }: { actor: UserRow; assigneeId: number | undefined }): Promise<UserRow> {
  if (assigneeId === undefined || assigneeId === actor.id) return actor;
  const assignee = await findUserById(db, assigneeId);
  if (!assignee || assignee.deletedAt !== null || !assignee.isActive || !isAdminRole(assignee.role)) throw badRequest(COMPLAINT_SERVER_MESSAGES.assigneeNotStaff);
  return assignee;
}

type StepOutcome = { state: ComplaintState; message: { kind: ComplaintMessageKind; body: string } | null; notificationTitle: ((t: NotificationTexts) => string) | null };

/** What a staff action does to a complaint: its next state, what the borrower reads, and how they are told. */
function outcomeOf(row: ComplaintRow, input: ComplaintStaffAction): StepOutcome {
  if (row.state === 'resolved') throw conflict(COMPLAINT_SERVER_MESSAGES.alreadyResolved);
  switch (input.action) {
    case 'assign':
      return { state: row.state === 'submitted' ? 'acknowledged' : (row.state as ComplaintState), message: null, notificationTitle: null };
    case 'reply':
      // An escalated complaint stays escalated while it is answered.
      return {
        state: row.state === 'escalated' ? 'escalated' : 'in_progress',
        message: { kind: 'reply', body: input.message },
        notificationTitle: (t) => t.complaintReplyTitle,
      };
    case 'escalate':
      if (row.state === 'escalated') throw conflict(COMPLAINT_SERVER_MESSAGES.alreadyEscalated);
      return { state: 'escalated', message: { kind: 'escalation', body: input.message }, notificationTitle: (t) => t.complaintEscalatedTitle };
    case 'resolve':
      return { state: 'resolved', message: { kind: 'resolution', body: input.message }, notificationTitle: (t) => t.complaintResolvedTitle };
  }
}

/**
 * One step of staff on a complaint (issue 15): assign, reply, escalate or
 * resolve. Any step acknowledges a complaint not yet acknowledged; the
 * borrower is told of every step but an assignment; every step is audited.
 * The row is re-read in the write transaction, so two officers cannot both
 * resolve it.
 */
export async function actOnComplaint(
  deps: AppDeps,
  { actor, complaintId, input }: { actor: UserRow; complaintId: number; input: ComplaintStaffAction },
): Promise<Complaint> {
  const now = deps.clock.now();
  const row = await runWrite(deps, async (w) => {
    const { trx } = w;
    const before = await findComplaint(trx, complaintId);
    if (!before) throw notFound(COMPLAINT_SERVER_MESSAGES.notFound);
    const outcome = outcomeOf(before, input);
    const assignee = input.action === 'assign' ? await loadAssignee(trx, { actor, assigneeId: input.assigneeId }) : null;
    const changed = await trx
      .updateTable('complaints')
      .set({
        state: outcome.state,
        acknowledgedAt: before.acknowledgedAt ?? now.toISOString(),
        ...(assignee ? { assigneeId: assignee.id } : {}),
        ...(outcome.state === 'resolved' ? { resolvedAt: now.toISOString() } : {}),
      })
      .where('id', '=', before.id)
      .where('state', '=', before.state)
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw conflict(COMPLAINT_SERVER_MESSAGES.alreadyResolved);
    if (outcome.message) {
      await trx.insertInto('complaintMessages').values({ complaintId: before.id, authorId: actor.id, ...outcome.message, createdAt: now.toISOString() }).execute();
    }
    const { notificationTitle, message } = outcome;
    if (notificationTitle && message) {
      // The officer's words stay as written; the title is in the borrower's language.
      const text = complaintUpdateMessage({ reference: before.reference ?? '', message: message.body });
      await createNotification(trx, {
        userId: before.userId,
        compose: (t) => ({ title: notificationTitle(t), message: text }),
        type: 'info',
        color: COMPLAINT_NOTIFICATION_COLOR,
        now,
        messaging: deps.config.messaging,
      });
    }
    await appendAudit(trx, {
      actor,
      action: `complaint.${input.action}`,
      targetType: 'complaint',
      targetId: before.id,
      before: { state: before.state, assigneeId: before.assigneeId },
      after: { state: changed.state, assigneeId: changed.assigneeId, ...(input.message ? { message: input.message } : {}) },
      now,
    });
    publishComplaintChange(w, changed.userId);
    return changed;
  });
  return toComplaint(deps.db, { row, now });
}

/** A complaint's image: to the borrower who filed it and to staff who may manage them, nobody else (like ID documents). */
export async function readEvidence(deps: AppDeps, { user, evidenceId }: { user: UserRow; evidenceId: number }): Promise<ObjectStream & { contentType: string }> {
  const image = await deps.db
    .selectFrom('complaintEvidence')
    .innerJoin('complaints', 'complaints.id', 'complaintEvidence.complaintId')
    .select(['complaintEvidence.objectKey', 'complaintEvidence.contentType', 'complaints.userId'])
    .where('complaintEvidence.id', '=', evidenceId)
    .executeTakeFirst();
  if (!image) throw notFound(SERVER_MESSAGES.notFound);
  if (image.userId !== user.id) {
    if (!isAdminRole(user.role)) throw forbidden(SERVER_MESSAGES.forbidden);
    // Complaints are the Compliance duty's (DEPARTURES 15).
    assertDuty(user, ['compliance']);
    const owner = await findUserById(deps.db, image.userId);
    if (!owner) throw notFound(SERVER_MESSAGES.notFound);
    assertCanManage(user, owner);
  }
  const stored = await deps.objects.open(image.objectKey);
  if (!stored) {
    deps.logger.warn({ evidenceId }, 'complaint image missing from the object store');
    throw notFound(SERVER_MESSAGES.notFound);
  }
  return { ...stored, contentType: image.contentType };
}

const REPORT_HEADER = [
  'reference',
  'category',
  'state',
  'filed_at',
  'acknowledged_at',
  'ack_due_at',
  'resolve_due_at',
  'resolved_at',
  'late',
  'borrower',
  'contact_number',
  'assignee',
  'description',
  'resolution',
] as const;

/** The regulator's report: every complaint, categories and states in words, cells safe to open in a spreadsheet. */
export async function complaintsReportCsv(deps: AppDeps): Promise<string> {
  const now = deps.clock.now();
  const [rows, resolutions] = await Promise.all([listComplaintsForReport(deps.db), resolutionsOf(deps.db)]);
  return toCsv(
    REPORT_HEADER,
    rows.map((row) => {
      const isLate =
        row.resolvedAt === null
          ? new Date(row.resolveDueAt) <= now || (row.acknowledgedAt === null && new Date(row.ackDueAt) <= now)
          : new Date(row.resolvedAt) > new Date(row.resolveDueAt);
      return [
        row.reference,
        COMPLAINT_CATEGORY_LABELS[row.category as keyof typeof COMPLAINT_CATEGORY_LABELS] ?? row.category,
        COMPLAINT_STATE_LABELS[row.state as ComplaintState] ?? row.state,
        row.createdAt,
        row.acknowledgedAt,
        row.ackDueAt,
        row.resolveDueAt,
        row.resolvedAt,
        isLate ? 'yes' : 'no',
        row.borrowerName,
        row.borrowerContact,
        row.assigneeEmail,
        row.description,
        resolutions.get(row.id) ?? null,
      ];
    }),
  );
}
