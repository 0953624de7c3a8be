import {
  COMPANY,
  DESK_MESSAGES,
  fillCollectionTemplate,
  paymentReference,
  toPesos,
  type CollectionConsent,
  type CollectionConsentInput,
  type CollectionMessage,
  type CollectionMessageInput,
  type CollectionTemplate,
  type CollectionTemplateInput,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite } from '../../db/run-write';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { appendAudit } from '../audit';
import { notificationTextsOf } from '../notifications';
import { composeEmail, queueMessage } from '../outbox';
import { loadCollectable, refuseQuietHours } from './collections.service';

/*
 * Collection messages (issue 32, SEC MC 18 s.2019, decision 070): a collector
 * writes a template, a compliance officer other than its author approves it,
 * and only an approved template in the borrower's language is ever sent, to
 * the borrower alone, within the contact hours. No free text leaves here.
 */

const iso = (value: string | Date) => new Date(value).toISOString();

async function templatesWhere(db: Db, id?: number): Promise<CollectionTemplate[]> {
  let query = db
    .selectFrom('collectionTemplates as t')
    .innerJoin('users as author', 'author.id', 't.createdBy')
    .leftJoin('users as approver', 'approver.id', 't.approvedBy')
    .select(['t.id', 't.name', 't.channel', 't.language', 't.subject', 't.body', 't.createdBy', 't.createdAt', 't.approvedBy', 't.approvedAt', 'author.fullName as authorName', 'approver.fullName as approverName'])
    .orderBy('t.id', 'desc');
  if (id !== undefined) query = query.where('t.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    channel: row.channel,
    language: row.language,
    subject: row.subject,
    body: row.body,
    state: row.approvedBy === null ? 'pending' : 'approved',
    createdBy: { id: row.createdBy, fullName: row.authorName },
    createdAt: iso(row.createdAt),
    approvedBy: row.approvedBy === null ? null : { id: row.approvedBy, fullName: row.approverName ?? '' },
    approvedAt: row.approvedAt === null ? null : iso(row.approvedAt),
  }));
}

async function templateOf(db: Db, id: number): Promise<CollectionTemplate> {
  const [template] = await templatesWhere(db, id);
  if (!template) throw notFound(DESK_MESSAGES.collectionTemplateNotFound);
  return template;
}

/** GET /api/admin/collections/templates: every template, newest first, approved or waiting. */
export function listTemplates(deps: Pick<AppDeps, 'db'>): Promise<CollectionTemplate[]> {
  return templatesWhere(deps.db);
}

/** POST /api/admin/collections/templates: written by a collector (or compliance), waiting for compliance's approval. */
export function createTemplate(deps: AppDeps, { actor, input }: { actor: UserRow; input: CollectionTemplateInput }): Promise<CollectionTemplate> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx }) => {
    const row = await trx
      .insertInto('collectionTemplates')
      .values({
        name: input.name,
        channel: input.channel,
        language: input.language,
        subject: input.channel === 'email' ? (input.subject ?? null) : null,
        body: input.body,
        createdBy: actor.id,
        createdAt: now.toISOString(),
        approvedBy: null,
        approvedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const template = await templateOf(trx, row.id);
    await appendAudit(trx, { actor, action: 'collection.template.create', targetType: 'collection_template', targetId: row.id, before: null, after: template, now });
    return template;
  });
}

/** POST /api/admin/collections/templates/{id}/approve: compliance, never the template's own author (the store checks it too). */
export function approveTemplate(deps: AppDeps, { actor, id }: { actor: UserRow; id: number }): Promise<CollectionTemplate> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx }) => {
    const before = await templateOf(trx, id);
    if (before.state === 'approved') throw conflict(DESK_MESSAGES.collectionTemplateAlreadyApproved);
    if (before.createdBy.id === actor.id) throw conflict(DESK_MESSAGES.collectionTemplateOwnApproval);
    await trx.updateTable('collectionTemplates').set({ approvedBy: actor.id, approvedAt: now.toISOString() }).where('id', '=', id).where('approvedBy', 'is', null).execute();
    const after = await templateOf(trx, id);
    await appendAudit(trx, { actor, action: 'collection.template.approve', targetType: 'collection_template', targetId: id, before, after, now });
    return after;
  });
}

type CollectionMessageRow = { id: number; loanId: number; templateId: number; channel: 'sms' | 'email'; text: string; reachesJson: string; sentBy: number; sentAt: string };

function toMessage(row: CollectionMessageRow): CollectionMessage {
  return { id: row.id, loanId: row.loanId, templateId: row.templateId, channel: row.channel, text: row.text, reaches: JSON.parse(row.reachesJson) as string[], sentBy: row.sentBy, sentAt: iso(row.sentAt) };
}

/**
 * POST /api/admin/loans/{id}/messages: an approved template, filled with the
 * loan's facts, queued to the borrower on the template's channel through the
 * outbox. Each refusal names its rule: free text or no template
 * (`mc18_template_required`), anyone but the borrower (`mc18_third_party`), a
 * template not approved (`mc18_template_not_approved`), the hours
 * (`mc18_quiet_hours`).
 */
export function sendCollectionMessage(deps: AppDeps, { actor, loanId, input }: { actor: UserRow; loanId: number; input: CollectionMessageInput }): Promise<CollectionMessage> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx }) => {
    if (input.text !== undefined || input.templateId === undefined) throw conflict(DESK_MESSAGES.mc18TemplateRequired);
    if (input.to !== 'borrower') throw conflict(DESK_MESSAGES.mc18ThirdParty);
    const { loan, owner } = await loadCollectable(trx, { actor, loanId });
    const template = await templateOf(trx, input.templateId);
    if (template.state !== 'approved') throw conflict(DESK_MESSAGES.mc18TemplateNotApproved);
    if (template.language !== owner.language) throw conflict(DESK_MESSAGES.collectionTemplateLanguage);
    const { daysPastDue, amountDue } = await refuseQuietHours(trx, deps, { loan, owner, now });
    const facts = { name: owner.fullName, amountDue: toPesos(amountDue), daysPastDue, paymentReference: paymentReference({ loanId }), company: COMPANY.name, hotline: COMPANY.hotline };
    const text = fillCollectionTemplate(template.body, facts);
    const email = template.channel === 'email' ? composeEmail({ title: fillCollectionTemplate(template.subject ?? '', facts), message: text, t: await notificationTextsOf(trx, owner.id) }) : undefined;
    const { reaches, queued } = await queueMessage(trx, deps.config.messaging, { userId: owner.id, purpose: 'reminder', sms: text, email, now, only: template.channel });
    if (queued === 0) throw conflict(template.channel === 'sms' ? DESK_MESSAGES.collectionSmsUnavailable : DESK_MESSAGES.collectionEmailUnavailable);
    const row = await trx
      .insertInto('collectionMessages')
      .values({ loanId, templateId: template.id, channel: template.channel, text, reachesJson: JSON.stringify(reaches), sentBy: actor.id, sentAt: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const message = toMessage(row);
    await appendAudit(trx, { actor, action: 'collection.message', targetType: 'loan', targetId: loanId, before: null, after: { ...message, daysPastDue }, now });
    return message;
  });
}

/** GET /api/admin/loans/{id}/messages: the collection messages sent on the loan, newest first. */
export async function messagesOf(deps: Pick<AppDeps, 'db'>, { actor, loanId }: { actor: UserRow; loanId: number }): Promise<CollectionMessage[]> {
  await loadCollectable(deps.db, { actor, loanId });
  const rows = await deps.db.selectFrom('collectionMessages').selectAll().where('loanId', '=', loanId).orderBy('id', 'desc').execute();
  return rows.map(toMessage);
}

/**
 * POST /api/admin/loans/{id}/consents: the borrower's written agreement to be
 * contacted outside 06:00–22:00 (MC 18), as kept on file; one per loan.
 */
export function recordConsent(deps: AppDeps, { actor, loanId, input }: { actor: UserRow; loanId: number; input: CollectionConsentInput }): Promise<CollectionConsent> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx }) => {
    await loadCollectable(trx, { actor, loanId });
    const earlier = await trx.selectFrom('collectionConsents').select('loanId').where('loanId', '=', loanId).executeTakeFirst();
    if (earlier) throw conflict(DESK_MESSAGES.collectionConsentAlready);
    const consent = { loanId, note: input.note, recordedBy: actor.id, recordedAt: now.toISOString() };
    await trx.insertInto('collectionConsents').values(consent).execute();
    await appendAudit(trx, { actor, action: 'collection.consent', targetType: 'loan', targetId: loanId, before: null, after: consent, now });
    return consent;
  });
}

/** DELETE /api/admin/loans/{id}/consents: the borrower withdrew the agreement; the contact hours apply again. */
export function withdrawConsent(deps: AppDeps, { actor, loanId }: { actor: UserRow; loanId: number }): Promise<void> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx }) => {
    await loadCollectable(trx, { actor, loanId });
    const earlier = await trx.selectFrom('collectionConsents').selectAll().where('loanId', '=', loanId).executeTakeFirst();
    if (!earlier) throw conflict(DESK_MESSAGES.collectionConsentMissing);
    await trx.deleteFrom('collectionConsents').where('loanId', '=', loanId).execute();
    await appendAudit(trx, { actor, action: 'collection.consent.withdraw', targetType: 'loan', targetId: loanId, before: { ...earlier, recordedAt: iso(earlier.recordedAt) }, after: null, now });
  });
}
