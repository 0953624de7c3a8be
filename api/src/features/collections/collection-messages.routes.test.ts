import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../../test/harness';

/*
 * Collection messages from templates approved by compliance (issue 32, SEC
 * MC 18 s.2019, decision 070). PHP 150,000 over 12 months at 0.5 %: PHP
 * 13,250.00 a month. Paid out on Oct 11, the first installment fell due on
 * Nov 11; on Nov 21 it is 10 days past due and owes PHP 13,912.50 with its 5 %
 * late fee (PHP 662.50). Loan 1's payment reference is 70000000011.
 */
const MANILA_23 = new Date('2026-11-21T15:00:00.000Z');
const MANILA_09 = new Date('2026-11-21T01:00:00.000Z');

type Staff = Awaited<ReturnType<typeof createStaff>>;

async function staffWith(ctx: TestContext, duties: string[], fullName: string): Promise<Staff> {
  const staff = await createStaff(ctx, { role: 'admin' });
  await ctx.db.updateTable('users').set({ duties: JSON.stringify(duties), fullName }).where('id', '=', staff.id).execute();
  return staff;
}

/** Everyone signed in at `at`: moving the clock by hours ends an earlier staff session. */
async function deskAt(ctx: TestContext, at: Date) {
  ctx.clock.set(at);
  return {
    collector: await staffWith(ctx, ['collections'], 'Carla Collector'),
    compliance: await staffWith(ctx, ['compliance'], 'Connie Compliance'),
    otherCompliance: await staffWith(ctx, ['compliance'], 'Cora Compliance'),
  };
}

async function loanTenDaysPastDue(ctx: TestContext) {
  const lender = await createStaff(ctx, { role: 'admin' });
  const borrower = await verifiedBorrower(ctx, { fullName: 'Maria Santos' });
  // Working at home: the Manila hours are the borrower's own.
  await ctx.db.updateTable('users').set({ countryWorking: 'Philippines' }).where('id', '=', borrower.user.id).execute();
  const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
  expect(applied.status).toBe(201);
  expect((await lender.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approve', startDate: '2026-10-11' })).status).toBe(200);
  return { borrower, loanId: applied.body.id as number };
}

const REMINDER = {
  name: 'Friendly reminder',
  channel: 'sms',
  language: 'en',
  body: 'Hi {name}, {amountDue} is due ({daysPastDue} days late). Pay with ref {paymentReference}. {company}, {hotline}',
};

/** The collection messages queued (the loan's own notices, its approval and late fee, are not). */
const outbox = (ctx: TestContext) => ctx.db.selectFrom('outboxMessages').select(['channel', 'destination', 'purpose', 'body']).where('purpose', '=', 'reminder').orderBy('id').execute();

describe('collection templates: written by a collector, approved by another officer with Compliance', () => {
  it('holds a new template pending, refuses its author and anyone without Compliance, and approves it by a second officer', async () => {
    const ctx = await createTestContext();
    const desk = await deskAt(ctx, MANILA_09);
    const written = await desk.compliance.client.post('/api/admin/collections/templates', REMINDER);
    expect(written.status).toBe(201);
    expect(written.body).toEqual({
      id: 1,
      ...REMINDER,
      subject: null,
      state: 'pending',
      createdBy: { id: desk.compliance.id, fullName: 'Connie Compliance' },
      createdAt: '2026-11-21T01:00:00.000Z',
      approvedBy: null,
      approvedAt: null,
    });

    const byCollector = await desk.collector.client.post('/api/admin/collections/templates/1/approve');
    expect(byCollector.status).toBe(403);
    const byAuthor = await desk.compliance.client.post('/api/admin/collections/templates/1/approve');
    expect(byAuthor.status).toBe(409);
    expect(byAuthor.body).toMatchObject({ code: 'collection_template_own_approval', message: 'A template is approved by a compliance officer other than the one who wrote it' });

    const approved = await desk.otherCompliance.client.post('/api/admin/collections/templates/1/approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', approvedBy: { id: desk.otherCompliance.id, fullName: 'Cora Compliance' }, approvedAt: '2026-11-21T01:00:00.000Z' });
    const again = await desk.otherCompliance.client.post('/api/admin/collections/templates/1/approve');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('collection_template_already_approved');

    const listed = await desk.collector.client.get('/api/admin/collections/templates');
    expect(listed.status).toBe(200);
    expect(listed.body.map((template: { id: number; state: string }) => [template.id, template.state])).toEqual([[1, 'approved']]);
    const audited = await ctx.db.selectFrom('auditLog').select(['action', 'actorId']).where('action', 'like', 'collection.template%').orderBy('id').execute();
    expect(audited).toEqual([
      { action: 'collection.template.create', actorId: desk.compliance.id },
      { action: 'collection.template.approve', actorId: desk.otherCompliance.id },
    ]);
  });

  it('refuses a placeholder it does not know, an email without its subject and an SMS longer than three messages, writing nothing', async () => {
    const ctx = await createTestContext();
    const { collector } = await deskAt(ctx, MANILA_09);
    const unknown = await collector.client.post('/api/admin/collections/templates', { ...REMINDER, body: 'Hi {name}, call {emergencyContact}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ body: ['Only these placeholders may be used: {name}, {amountDue}, {daysPastDue}, {paymentReference}, {company}, {hotline}'] });
    const noSubject = await collector.client.post('/api/admin/collections/templates', { ...REMINDER, channel: 'email' });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.fieldErrors).toEqual({ subject: ['An email template needs its subject'] });
    const long = await collector.client.post('/api/admin/collections/templates', { ...REMINDER, body: 'x'.repeat(481) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({ body: ['An SMS template must be at most 480 characters (three messages)'] });
    expect(await ctx.db.selectFrom('collectionTemplates').selectAll().execute()).toEqual([]);
  });
});

describe('POST /api/admin/loans/{id}/messages: only an approved template, only to the borrower, only within the hours', () => {
  async function withApproved(ctx: TestContext, template: Record<string, string> = REMINDER) {
    const desk = await deskAt(ctx, MANILA_09);
    const written = await desk.collector.client.post('/api/admin/collections/templates', template);
    expect(written.status).toBe(201);
    return { desk, templateId: written.body.id as number };
  }

  it('refuses free text, another recipient and a template not approved, each naming its rule, and queues nothing', async () => {
    const ctx = await createTestContext();
    const { loanId } = await loanTenDaysPastDue(ctx);
    const { desk, templateId } = await withApproved(ctx);
    const path = `/api/admin/loans/${loanId}/messages`;
    const cases = [
      [{ text: 'Pay now or else' }, 'mc18_template_required'],
      [{ templateId, text: 'And pay now' }, 'mc18_template_required'],
      [{}, 'mc18_template_required'],
      [{ templateId, to: 'contact_person' }, 'mc18_third_party'],
      [{ templateId, to: 'contacts' }, 'mc18_third_party'],
      [{ templateId }, 'mc18_template_not_approved'],
    ] as const;
    for (const [body, code] of cases) {
      const refused = await desk.collector.client.post(path, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await outbox(ctx)).toEqual([]);
    expect(await ctx.db.selectFrom('collectionMessages').selectAll().execute()).toEqual([]);
  });

  it('refuses at 23:00 Manila on a loan 10 days past due, sends at 09:00 filled with the loan\u2019s facts, and at 23:00 once the borrower agreed in writing', async () => {
    const ctx = await createTestContext();
    const { loanId } = await loanTenDaysPastDue(ctx);
    const { desk, templateId } = await withApproved(ctx);
    expect((await desk.otherCompliance.client.post(`/api/admin/collections/templates/${templateId}/approve`)).status).toBe(200);

    const night = await deskAt(ctx, MANILA_23);
    const refused = await night.collector.client.post(`/api/admin/loans/${loanId}/messages`, { templateId });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('mc18_quiet_hours');
    expect(await outbox(ctx)).toEqual([]);

    const day = await deskAt(ctx, MANILA_09);
    const sent = await day.collector.client.post(`/api/admin/loans/${loanId}/messages`, { templateId });
    expect(sent.status).toBe(201);
    const text = 'Hi Maria Santos, PHP 13,912.50 is due (10 days late). Pay with ref 70000000011. Sample Lending Corporation, +63 2 8000 0000 (sample)';
    expect(sent.body).toEqual({ id: 1, loanId, templateId, channel: 'sms', text, reaches: [], sentBy: day.collector.id, sentAt: '2026-11-21T01:00:00.000Z' });
    expect(await outbox(ctx)).toEqual([{ channel: 'sms', destination: '+639171234567', purpose: 'reminder', body: text }]);
    const listed = await day.collector.client.get(`/api/admin/loans/${loanId}/messages`);
    expect(listed.body).toEqual([sent.body]);

    const consent = await day.collector.client.post(`/api/admin/loans/${loanId}/consents`, { note: 'Signed consent form of 2026-11-20, filed at the head office' });
    expect(consent.status).toBe(201);
    expect(consent.body).toEqual({ loanId, note: 'Signed consent form of 2026-11-20, filed at the head office', recordedBy: day.collector.id, recordedAt: '2026-11-21T01:00:00.000Z' });
    const agreed = await deskAt(ctx, MANILA_23);
    expect((await agreed.collector.client.post(`/api/admin/loans/${loanId}/messages`, { templateId })).status).toBe(201);
    expect(await outbox(ctx)).toHaveLength(2);
  });

  it('sends only a template in the borrower\u2019s language, and an email only where one can reach them', async () => {
    const ctx = await createTestContext();
    const { loanId } = await loanTenDaysPastDue(ctx);
    const filipino = await withApproved(ctx, { ...REMINDER, language: 'fil', body: 'Magandang araw {name}, {amountDue} ang dapat bayaran.' });
    const email = await withApproved(ctx, { ...REMINDER, channel: 'email', subject: 'Your loan is {daysPastDue} days late' });
    for (const { templateId } of [filipino, email]) {
      expect((await email.desk.otherCompliance.client.post(`/api/admin/collections/templates/${templateId}/approve`)).status).toBe(200);
    }
    const wrongLanguage = await email.desk.collector.client.post(`/api/admin/loans/${loanId}/messages`, { templateId: filipino.templateId });
    expect(wrongLanguage.status).toBe(409);
    expect(wrongLanguage.body.code).toBe('collection_template_language');
    // The test app sends no email: the borrower cannot be reached by one.
    const noEmail = await email.desk.collector.client.post(`/api/admin/loans/${loanId}/messages`, { templateId: email.templateId });
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.code).toBe('collection_email_unavailable');
    expect(await outbox(ctx)).toEqual([]);
  });
});

describe('the borrower\u2019s written agreement (POST and DELETE /api/admin/loans/{id}/consents)', () => {
  it('is recorded once, withdrawn once, and audited both ways', async () => {
    const ctx = await createTestContext();
    const { loanId } = await loanTenDaysPastDue(ctx);
    const { collector } = await deskAt(ctx, MANILA_09);
    const path = `/api/admin/loans/${loanId}/consents`;
    expect((await collector.client.post(path, { note: 'Signed form on file' })).status).toBe(201);
    const twice = await collector.client.post(path, { note: 'Signed form on file' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('collection_consent_already');
    expect((await collector.client.delete(path)).status).toBe(204);
    const gone = await collector.client.delete(path);
    expect(gone.status).toBe(409);
    expect(gone.body.code).toBe('collection_consent_missing');
    const blank = await collector.client.post(path, { note: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ note: ['Describe the written agreement: the document, its date and where it is kept'] });
    const audited = await ctx.db.selectFrom('auditLog').select('action').where('action', 'like', 'collection.consent%').orderBy('id').execute();
    expect(audited.map((row) => row.action)).toEqual(['collection.consent', 'collection.consent.withdraw']);
    expect(await ctx.db.selectFrom('collectionConsents').selectAll().execute()).toEqual([]);
  });
});
