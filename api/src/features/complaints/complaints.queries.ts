import { complaintOverdue, type AdminComplaint, type Complaint, type ComplaintCategory, type ComplaintMessageKind, type ComplaintState, type ListQuery } from '@app/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ComplaintRow } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { nameOrContactMatch } from '../../lib/paging';

/** Where a complaint's image is served, to its borrower and to staff only. */
const evidenceUrl = (id: number) => `/api/complaints/evidence/${id}`;

export async function findComplaint(db: Db, id: number): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Complaints with their images and what staff said, in the order of `rows`. */
async function withThreads(db: Db, { rows, now }: { rows: ComplaintRow[]; now: Date }): Promise<Complaint[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [evidence, messages] = await Promise.all([
    db.selectFrom('complaintEvidence').select(['id', 'complaintId', 'contentType', 'size']).where('complaintId', 'in', ids).orderBy('id').execute(),
    db.selectFrom('complaintMessages').select(['id', 'complaintId', 'kind', 'body', 'createdAt']).where('complaintId', 'in', ids).orderBy('id').execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference ?? '',
    category: row.category as ComplaintCategory,
    description: row.description,
    state: row.state as ComplaintState,
    createdAt: row.createdAt,
    acknowledgedAt: row.acknowledgedAt,
    ackDueAt: row.ackDueAt,
    resolveDueAt: row.resolveDueAt,
    resolvedAt: row.resolvedAt,
    overdue: complaintOverdue({ clock: { ...row, state: row.state as ComplaintState }, now }),
    evidence: evidence
      .filter((image) => image.complaintId === row.id)
      .map((image) => ({ id: image.id, url: evidenceUrl(image.id), contentType: image.contentType, size: image.size })),
    messages: messages
      .filter((message) => message.complaintId === row.id)
      .map((message) => ({ id: message.id, kind: message.kind as ComplaintMessageKind, body: message.body, createdAt: message.createdAt })),
  }));
}

export async function toComplaint(db: Db, { row, now }: { row: ComplaintRow; now: Date }): Promise<Complaint> {
  const [complaint] = await withThreads(db, { rows: [row], now });
  if (!complaint) throw new Error('a complaint maps to itself');
  return complaint;
}

/** The borrower's own complaints, newest first. */
export async function listComplaintsOfUser(db: Db, { userId, now }: { userId: number; now: Date }): Promise<Complaint[]> {
  const rows = await db.selectFrom('complaints').selectAll().where('userId', '=', userId).orderBy('id', 'desc').execute();
  return withThreads(db, { rows, now });
}

/**
 * The queue's order (issue 15): overdue complaints first, then open ones by
 * the deadline they face next (acknowledgement, then resolution), resolved
 * ones last; the oldest first within each.
 */
const queueRank = (now: string) =>
  sql<number>`case when resolved_at is not null then 2
    when (acknowledged_at is null and ack_due_at <= ${now}) or resolve_due_at <= ${now} then 0 else 1 end`;
const nextDeadline = sql`case when acknowledged_at is null then ack_due_at else resolve_due_at end`;

/** One page of the complaints queue; `q` finds a reference or the borrower's name or number. */
export async function listComplaintsForAdmin(db: Db, { query, now }: { query: ListQuery; now: Date }): Promise<Page<AdminComplaint>> {
  let base = db.selectFrom('complaints');
  if (query.q) {
    const q = query.q;
    base = base.where((eb) =>
      eb.or([eb('reference', 'like', `%${q.toUpperCase().replace(/[%_\\]/g, '')}%`), eb('userId', 'in', eb.selectFrom('users').select('users.id').where(nameOrContactMatch(db, q)))]),
    );
  }
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy(queueRank(now.toISOString())).orderBy(nextDeadline).orderBy('id').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  const complaints = await withThreads(db, { rows, now });
  const peopleIds = [...new Set(rows.flatMap((row) => (row.assigneeId === null ? [row.userId] : [row.userId, row.assigneeId])))];
  const people =
    peopleIds.length === 0
      ? new Map()
      : new Map(
          (await db.selectFrom('users').select(['id', 'fullName', 'email', 'contactNumber']).where('id', 'in', peopleIds).execute()).map((person) => [person.id, person]),
        );
  return {
    total: Number(counted?.total ?? 0),
    rows: complaints.map((complaint, index) => {
      const row = rows[index] as ComplaintRow;
      const user = people.get(row.userId);
      const assignee = row.assigneeId === null ? undefined : people.get(row.assigneeId);
      return {
        ...complaint,
        user: { id: row.userId, fullName: user?.fullName ?? '', email: user?.email ?? '', contactNumber: user?.contactNumber ?? '' },
        assignee: assignee ? { id: assignee.id, email: assignee.email, fullName: assignee.fullName } : null,
      };
    }),
  };
}

/** Every complaint for the regulator's report, in filing order, with the borrower and the assignee. */
export async function listComplaintsForReport(db: Db) {
  return db
    .selectFrom('complaints')
    .innerJoin('users as borrower', 'borrower.id', 'complaints.userId')
    .leftJoin('users as assignee', 'assignee.id', 'complaints.assigneeId')
    .select([
      'complaints.id',
      'complaints.reference',
      'complaints.category',
      'complaints.state',
      'complaints.description',
      'complaints.createdAt',
      'complaints.acknowledgedAt',
      'complaints.ackDueAt',
      'complaints.resolveDueAt',
      'complaints.resolvedAt',
      'borrower.fullName as borrowerName',
      'borrower.contactNumber as borrowerContact',
      'assignee.email as assigneeEmail',
    ])
    .orderBy('complaints.id')
    .execute();
}

/** The resolution text of each resolved complaint, by complaint id. */
export async function resolutionsOf(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('complaintMessages').select(['complaintId', 'body']).where('kind', '=', 'resolution').execute();
  return new Map(rows.map((row) => [row.complaintId, row.body]));
}
