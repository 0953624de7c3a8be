import { checkPaymentReference, collectionChannel, centavos, parseSettlementCsv, paidAtProblem, type PaymentCallbackResult, type SettlementImportResult, type SettlementImportRow } from '@app/domain';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { ApprovalRow, UserRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../db/dialect';
import { directSumOf, holdRequest, isAboveThreshold, publishApprovalChange, recordDirectAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { hasAccount } from './repayments.queries';
import { type Held, type SettlementLine, holdUnmatched, incomingOf, receiveIncomingIn } from './incoming-payment.service';
import { publishPosting } from './posting.service';
import { runWrite, type Write } from '../../db/run-write';


/** A row that failed validation is held as read, with its problems as the reason. */
function heldInvalidRow(line: Extract<SettlementLine, { ok: false }>): Held {
  const { values } = line;
  const label = values.channel?.trim() ?? '';
  const channel = label === '' ? null : collectionChannel({ label });
  return {
    origin: 'settlement',
    line: line.line,
    reference: values.reference?.trim() ?? '',
    amountCentavos: null,
    paidAt: null,
    transactionId: values.transaction_id?.trim() ?? '',
    channel: channel?.channel ?? null,
    channelPartner: channel?.partner ?? null,
  };
}

/** A row paid after now is held like a row that fails validation: its date is wrong, not its money. */
function inTheFuture(line: SettlementLine, now: Date): SettlementLine {
  if (!line.ok) return line;
  const problem = paidAtProblem({ paidAt: line.row.paidAt, now });
  if (!problem) return line;
  const { row } = line;
  const values = { reference: row.reference, amount: String(row.amount), paid_at: row.paidAt, transaction_id: row.transactionId, channel: row.channel };
  return { line: line.line, ok: false, errors: [problem], values };
}

function importRowOf(line: number, result: PaymentCallbackResult): SettlementImportRow {
  if (result.status === 'unmatched') return { line, status: 'unmatched', loanId: null, receiptNumber: null, reason: result.reason, message: result.message };
  return { line, status: result.status, loanId: result.receipt.loanId, receiptNumber: result.receipt.receiptNumber, reason: null, message: null };
}

/** What a held settlement file keeps to be replayed: the file as sent. */
export const SettlementImportPayloadSchema = v.strictObject({ text: v.string() });

type SettlementImportPayload = v.InferOutput<typeof SettlementImportPayloadSchema>;

/**
 * What a file would post, by member: the rows with a valid reference to an
 * open loan that were not posted before. Rows that would be held as
 * unmatched move nothing now (assigning them later is gated on its own).
 * A few reads for the whole file, whatever its length.
 */
async function settlementAmountsByMember(trx: Db, lines: readonly SettlementLine[]): Promise<Map<number, number>> {
  const candidates = lines.flatMap((line) => {
    if (!line.ok) return [];
    const incoming = incomingOf({ origin: 'settlement', line: line.line, input: line.row });
    const check = checkPaymentReference({ reference: incoming.reference });
    return check.status === 'invalid' ? [] : [{ incoming, loanId: check.loanId }];
  });
  const loanIds = [...new Set(candidates.map((candidate) => candidate.loanId))];
  const loans = await inChunks(loanIds, (ids) => trx.selectFrom('loans').selectAll().where('id', 'in', ids).where('deletedAt', 'is', null).execute());
  const open = new Map(loans.filter((loan) => hasAccount(loan) && loan.status === 'approved').map((loan) => [loan.id, loan.userId]));
  const payable = candidates.filter((candidate) => open.has(candidate.loanId));
  const transactionIds = [...new Set(payable.map((candidate) => candidate.incoming.transactionId))];
  const posted = await inChunks(transactionIds, (ids) =>
    trx.selectFrom('loanTransactions').select(['source', 'externalReference']).where('kind', '=', 'repayment').where('externalReference', 'in', ids).execute(),
  );
  const isPosted = new Set(posted.map((row) => `${row.source} ${row.externalReference}`));
  const byMember = new Map<number, number>();
  for (const { incoming, loanId } of payable) {
    if (isPosted.has(`${incoming.channel} ${incoming.transactionId}`)) continue;
    const userId = open.get(loanId)!;
    byMember.set(userId, (byMember.get(userId) ?? 0) + incoming.amountCentavos);
  }
  return byMember;
}

/** A read by a list of values, a thousand at a time: both stores cap the parameters of one statement. */
async function inChunks<T, R>(values: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < values.length; start += 1000) rows.push(...(await read(values.slice(start, start + 1000))));
  return rows;
}

/** One pending request per file: a file sent again while it waits is refused as already pending. */
function settlementTargetId(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) & 0x7fffffff;
}

/**
 * The four-eyes gate of a settlement file (issue 27, decision 033): a file
 * an officer uploads is as good as payments they record, so the whole file
 * waits for a second officer when its total, or for any member it pays the
 * officer's direct 24-hour sum with this file's rows for that member, is
 * above the threshold. Otherwise each member's rows count towards the
 * officer's sum, here, in one write transaction (serialised, so two files
 * at once cannot both slip under).
 */
async function gateSettlement(trx: Db, deps: AppDeps, { actor, text, lines }: { actor: UserRow; text: string; lines: readonly SettlementLine[] }): Promise<ApprovalRow | null> {
  const now = deps.clock.now();
  const thresholdCentavos = deps.config.makerCheckerThresholdCentavos;
  const byMember = await settlementAmountsByMember(trx, lines);
  const total = [...byMember.values()].reduce((sum, amount) => sum + amount, 0);
  let isAbove = isAboveThreshold({ thresholdCentavos, amountCentavos: total, directSumCentavos: 0 });
  for (const [userId, amountCentavos] of byMember) {
    if (isAbove) break;
    isAbove = isAboveThreshold({ thresholdCentavos, amountCentavos, directSumCentavos: thresholdCentavos > 0 ? await directSumOf(trx, { actorId: actor.id, userId, now }) : 0 });
  }
  if (isAbove) {
    const [first] = [...byMember.entries()].sort((a, b) => b[1] - a[1]);
    return holdRequest(trx, {
      kind: 'settlement_import',
      targetType: 'settlement',
      targetId: settlementTargetId(text),
      userId: first![0],
      loanId: null,
      amountCentavos: centavos(total),
      payload: { text } satisfies SettlementImportPayload,
      reason: `Settlement file of ${lines.length} rows`,
      actor,
      now,
    });
  }
  for (const [userId, amountCentavos] of byMember) await recordDirectAction(trx, { actorId: actor.id, userId, kind: 'settlement_import', amountCentavos, now });
  return null;
}

function resultOf(rows: SettlementImportRow[]): SettlementImportResult {
  const count = (status: SettlementImportRow['status']) => rows.filter((row) => row.status === status).length;
  return { posted: count('posted'), duplicates: count('duplicate'), unmatched: count('unmatched'), rows };
}

async function auditImport(trx: Db, { actor, result, approval, now }: { actor: UserRow; result: SettlementImportResult; approval?: ApprovalRow | undefined; now: Date }): Promise<void> {
  await appendAudit(trx, {
    actor,
    action: 'payments.import',
    targetType: 'settlement',
    targetId: null,
    after: { rows: result.rows.length, posted: result.posted, duplicates: result.duplicates, unmatched: result.unmatched, ...(approval ? { approvalId: approval.id } : {}) },
    now,
  });
}

/**
 * Rows per write transaction of a direct import: few enough that other
 * writers wait well under a second behind one, many enough that a
 * 2,000-row file is not 2,000 commits (about 10 ms each on PostgreSQL).
 */
const ROWS_PER_WRITE = 100;

/**
 * Each row the callback's way (matched by reference, posted by the one rule
 * or held), in the caller's transaction; a row paid after now is held as
 * invalid. The members paid hear of it after the commit.
 */
async function importLinesIn(w: Write, deps: AppDeps, lines: readonly SettlementLine[]): Promise<SettlementImportRow[]> {
  const now = deps.clock.now();
  const rows: SettlementImportRow[] = [];
  const paid = new Set<number>();
  for (const parsedLine of lines) {
    const line = inTheFuture(parsedLine, now);
    if (line.ok) {
      const { result, userId } = await receiveIncomingIn(w, deps, incomingOf({ origin: 'settlement', line: line.line, input: line.row }));
      if (userId !== null) paid.add(userId);
      rows.push(importRowOf(line.line, result));
    } else {
      rows.push(importRowOf(line.line, await holdUnmatched(w, { incoming: heldInvalidRow(line), reason: 'invalid_row', message: line.errors.join('; '), now })));
    }
  }
  for (const userId of paid) publishPosting(w, userId, { wallet: false });
  return rows;
}

/**
 * POST /api/admin/payments/import: a collection partner's settlement file.
 * First the four-eyes gate on the whole file; then the rows, a hundred per
 * transaction, so a file imported twice, even at once, posts each channel
 * transaction once (each row looks for its posting inside the writers'
 * serialised transaction). Audited once per import.
 */
export async function importSettlement(deps: AppDeps, { actor, text }: { actor: UserRow; text: string }): Promise<{ done: SettlementImportResult } | { held: ApprovalRow }> {
  const parsed = parseSettlementCsv({ text });
  if (!parsed.ok) throw badRequest(parsed.message);
  const held = await runWrite(deps, async (w) => {
    const request = await gateSettlement(w.trx, deps, { actor, text, lines: parsed.lines });
    if (request) publishApprovalChange(w, request);
    return request;
  });
  if (held) return { held };
  const rows: SettlementImportRow[] = [];
  for (let start = 0; start < parsed.lines.length; start += ROWS_PER_WRITE) {
    const chunk = parsed.lines.slice(start, start + ROWS_PER_WRITE);
    const run = () => runWrite(deps, (w) => importLinesIn(w, deps, chunk));
    try {
      rows.push(...(await run()));
    } catch (error) {
      // The same rows held or posted by another instance at the same time: again, they are found.
      if (!isUniqueViolation(error)) throw error;
      rows.push(...(await run()));
    }
  }
  const result = resultOf(rows);
  const now = deps.clock.now();
  await runWrite(deps, (w) => auditImport(w.trx, { actor, result, now }));
  return { done: result };
}

/** A held file approved: every row in the checker's transaction, as the checker. */
export async function importSettlementIn(w: Write, deps: AppDeps, { actor, input, approval }: { actor: UserRow; input: SettlementImportPayload; approval: ApprovalRow }): Promise<ActionOutcome<SettlementImportResult>> {
  const parsed = parseSettlementCsv({ text: input.text });
  if (!parsed.ok) throw badRequest(parsed.message);
  const result = resultOf(await importLinesIn(w, deps, parsed.lines));
  await auditImport(w.trx, { actor, result, approval, now: deps.clock.now() });
  return { done: result };
}
