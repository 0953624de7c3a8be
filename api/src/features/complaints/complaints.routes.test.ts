import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../lib/clock';
import { createStaff, createTestContext, ORIGIN, registerBorrower, TestClient, uploadImage, type TestContext } from '../../test/harness';
import { PNG } from '../../test/images';

const upload = uploadImage;

async function bytesOf(ctx: TestContext, client: TestClient, path: string) {
  const res = await ctx.app.request(`${ORIGIN}${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
}

async function counts(ctx: TestContext) {
  const [complaints, evidence, notifications, audit] = await Promise.all(
    (['complaints', 'complaintEvidence', 'notifications', 'auditLog'] as const).map((table) =>
      ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ),
  );
  return { complaints: Number(complaints?.n), evidence: Number(evidence?.n), notifications: Number(notifications?.n), audit: Number(audit?.n) };
}

async function auditOf(ctx: TestContext, complaintId: number) {
  return ctx.db.selectFrom('auditLog').select(['action', 'actorId', 'beforeJson', 'afterJson']).where('targetType', '=', 'complaint').where('targetId', '=', complaintId).orderBy('id').execute();
}

describe('filing a complaint', () => {
  it('answers 201 with the reference, acknowledges at once, keeps the image private and lists it for its borrower', async () => {
    const ctx = await createTestContext();
    ctx.clock.set(new Date('2026-03-01T02:00:00Z'));
    const borrower = await registerBorrower(ctx);
    const uploadURL = await upload(borrower.client);

    const filed = await borrower.client.post('/api/complaints', {
      category: 'payment_not_credited',
      description: 'I paid 5,000 at 7-Eleven on 28 February and it is not credited.',
      uploadURLs: [uploadURL],
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      reference: `CMP-2026-${String(filed.body.id).padStart(6, '0')}-${filed.body.reference.slice(-1)}`,
      category: 'payment_not_credited',
      state: 'submitted',
      createdAt: '2026-03-01T02:00:00.000Z',
      acknowledgedAt: null,
      ackDueAt: '2026-03-03T02:00:00.000Z',
      resolveDueAt: '2026-03-31T02:00:00.000Z',
      resolvedAt: null,
      overdue: null,
      messages: [],
    });
    expect(filed.body.reference).toMatch(/^CMP-2026-\d{6}-\d$/);
    expect(filed.body.evidence).toHaveLength(1);

    const [notification] = (await borrower.client.get('/api/notifications')).body;
    expect(notification).toMatchObject({
      title: 'Complaint received',
      message: `We received your complaint. Your reference number is ${filed.body.reference}. An officer will take it up within 2 days and answer it within 30 days.`,
    });
    expect(ctx.events).toEqual(
      expect.arrayContaining([
        { type: 'complaint_updated', userId: borrower.user.id },
        { type: 'notification_created', userId: borrower.user.id },
      ]),
    );

    const own = await borrower.client.get('/api/complaints');
    expect(own.status).toBe(200);
    expect(own.body).toEqual([filed.body]);

    const image = await bytesOf(ctx, borrower.client, filed.body.evidence[0].url);
    expect(image.status).toBe(200);
    expect(image.bytes).toEqual(PNG);
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    const stranger = await registerBorrower(ctx);
    expect((await bytesOf(ctx, stranger.client, filed.body.evidence[0].url)).status).toBe(403);
    expect((await stranger.client.get('/api/complaints')).body).toEqual([]);
    const officer = await createStaff(ctx, { role: 'admin' });
    expect((await bytesOf(ctx, officer.client, filed.body.evidence[0].url)).bytes).toEqual(PNG);
    expect((await bytesOf(ctx, new TestClient(ctx), filed.body.evidence[0].url)).status).toBe(401);

    expect(await auditOf(ctx, filed.body.id)).toEqual([
      {
        action: 'complaint.file',
        actorId: borrower.user.id,
        beforeJson: null,
        afterJson: JSON.stringify({ reference: filed.body.reference, category: 'payment_not_credited', state: 'submitted', images: 1 }),
      },
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const ctx = await createTestContext();
    const borrower = await registerBorrower(ctx);
    const other = await registerBorrower(ctx);
    const othersUpload = await upload(other.client);
    const mine = [await upload(borrower.client), await upload(borrower.client), await upload(borrower.client)];
    const before = await counts(ctx);
    const cases: [unknown, number, string][] = [
      [{ category: 'other', description: '   ' }, 400, 'Please describe what happened'],
      [{ category: 'rudeness', description: 'x' }, 400, 'Please choose what your complaint is about'],
      [{ category: 'other', description: 'x'.repeat(2001) }, 400, 'Please keep the description to at most 2,000 characters'],
      [{ category: 'other', description: 'x', uploadURLs: mine }, 400, 'You can attach at most 2 images'],
      [{ category: 'other', description: 'x', uploadURLs: [othersUpload] }, 403, 'You do not have permission to do this'],
      [{ category: 'other', description: 'x', uploadURLs: [mine[0], mine[0]] }, 400, 'The same image was attached twice'],
      [{ category: 'other', description: 'x', uploadURLs: ['https://evil.example/a.png'] }, 400, 'This upload link is invalid or has expired'],
    ];
    for (const [body, status, message] of cases) {
      const res = await borrower.client.post('/api/complaints', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await counts(ctx)).toEqual(before);
    // The uploads refused above are still the borrower's to use.
    expect((await borrower.client.post('/api/complaints', { category: 'other', description: 'x', uploadURLs: [mine[0], mine[1]] })).status).toBe(201);
  });

  it('is for borrowers, and limited to 5 a day per account', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const staffFiling = await officer.client.post('/api/complaints', { category: 'other', description: 'x' });
    expect(staffFiling.status).toBe(403);
    expect(staffFiling.body.message).toBe('Staff accounts cannot file complaints');
    expect((await new TestClient(ctx).post('/api/complaints', { category: 'other', description: 'x' })).status).toBe(401);

    const borrower = await registerBorrower(ctx);
    for (let index = 0; index < 5; index += 1) {
      expect((await borrower.client.post('/api/complaints', { category: 'other', description: `complaint ${index}` })).status).toBe(201);
    }
    const sixth = await borrower.client.post('/api/complaints', { category: 'other', description: 'one more' });
    expect(sixth.status).toBe(429);
    ctx.clock.advance(DAY);
    // A browser session lasts 2 idle hours: the borrower signs in again the next day.
    expect((await borrower.client.post('/api/auth/login', { email: borrower.user.email, password: borrower.password })).status).toBe(200);
    expect((await borrower.client.post('/api/complaints', { category: 'other', description: 'the next day' })).status).toBe(201);
  });
});

describe('the complaints queue', () => {
  it('works a complaint through assign, reply, escalate and resolve; the borrower reads every answer; every step is audited', async () => {
    const ctx = await createTestContext();
    ctx.clock.set(new Date('2026-03-01T02:00:00Z'));
    const borrower = await registerBorrower(ctx);
    const officer = await createStaff(ctx, { role: 'admin' });
    const colleague = await createStaff(ctx, { role: 'admin' });
    const filed = (await borrower.client.post('/api/complaints', { category: 'collection_conduct', description: 'A collector called my employer.' })).body;

    ctx.clock.advance(HOUR);
    const assigned = await officer.client.post(`/api/admin/complaints/${filed.id}`, { action: 'assign', assigneeId: colleague.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ state: 'acknowledged', acknowledgedAt: '2026-03-01T03:00:00.000Z', messages: [] });
    const notificationsAfterAssign = (await borrower.client.get('/api/notifications')).body;
    expect(notificationsAfterAssign).toHaveLength(1);

    const replied = await colleague.client.post(`/api/admin/complaints/${filed.id}`, { action: 'reply', message: 'We are checking the call logs.' });
    expect(replied.status).toBe(200);
    expect(replied.body.state).toBe('in_progress');
    const [replyNotification] = (await borrower.client.get('/api/notifications')).body;
    expect(replyNotification).toMatchObject({ title: 'Reply to your complaint', message: `${filed.reference}: We are checking the call logs.` });

    const escalated = await colleague.client.post(`/api/admin/complaints/${filed.id}`, { action: 'escalate', message: 'Referred to our compliance officer.' });
    expect(escalated.body.state).toBe('escalated');
    expect((await colleague.client.post(`/api/admin/complaints/${filed.id}`, { action: 'escalate', message: 'again' })).status).toBe(409);

    const resolved = await colleague.client.post(`/api/admin/complaints/${filed.id}`, { action: 'resolve', message: 'The collector was suspended. We apologise.' });
    expect(resolved.body).toMatchObject({ state: 'resolved', resolvedAt: '2026-03-01T03:00:00.000Z' });
    const after = await borrower.client.get('/api/complaints');
    expect(after.body[0].messages.map((message: { kind: string; body: string }) => [message.kind, message.body])).toEqual([
      ['reply', 'We are checking the call logs.'],
      ['escalation', 'Referred to our compliance officer.'],
      ['resolution', 'The collector was suspended. We apologise.'],
    ]);
    expect((await borrower.client.get('/api/notifications')).body[0].title).toBe('Your complaint was resolved');

    const late = await officer.client.post(`/api/admin/complaints/${filed.id}`, { action: 'reply', message: 'one more thing' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This complaint has been resolved and can no longer change');

    const history = await officer.client.get(`/api/admin/complaints/${filed.id}/history`);
    expect(history.body.map((entry: { action: string; actorId: number }) => [entry.action, entry.actorId])).toEqual([
      ['complaint.resolve', colleague.id],
      ['complaint.escalate', colleague.id],
      ['complaint.reply', colleague.id],
      ['complaint.assign', officer.id],
      ['complaint.file', borrower.user.id],
    ]);
    expect(history.body[3]).toMatchObject({ before: { state: 'submitted', assigneeId: null }, after: { state: 'acknowledged', assigneeId: colleague.id } });
  });

  it('refuses bad steps with a clear message and changes nothing', async () => {
    const ctx = await createTestContext();
    const borrower = await registerBorrower(ctx);
    const officer = await createStaff(ctx, { role: 'admin' });
    const filed = (await borrower.client.post('/api/complaints', { category: 'other', description: 'x' })).body;
    const before = await counts(ctx);
    const cases: [string, unknown, number, string][] = [
      [`/api/admin/complaints/${filed.id}`, { action: 'close', message: 'x' }, 400, "Action must be 'assign', 'reply', 'resolve' or 'escalate'"],
      [`/api/admin/complaints/${filed.id}`, { action: 'reply', message: '  ' }, 400, 'Please write a message'],
      [`/api/admin/complaints/${filed.id}`, { action: 'resolve', message: 'x'.repeat(2001) }, 400, 'Please keep the message to at most 2,000 characters'],
      [`/api/admin/complaints/${filed.id}`, { action: 'assign', assigneeId: borrower.user.id }, 400, 'A complaint can only be assigned to a staff member'],
      [`/api/admin/complaints/${filed.id + 100}`, { action: 'reply', message: 'x' }, 404, 'Complaint not found'],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await officer.client.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    // A borrower never reaches the queue.
    expect((await borrower.client.post(`/api/admin/complaints/${filed.id}`, { action: 'resolve', message: 'done' })).status).toBe(403);
    expect((await borrower.client.get('/api/admin/complaints')).status).toBe(403);
    expect(await counts(ctx)).toEqual(before);
  });

  it('flags overdue complaints and lists them first, then by the next deadline, resolved last', async () => {
    const ctx = await createTestContext();
    const borrower = await registerBorrower(ctx, { fullName: 'Maria Santos' });
    const officer = await createStaff(ctx, { role: 'admin' });
    const file = async (description: string) => (await borrower.client.post('/api/complaints', { category: 'other', description })).body;
    ctx.clock.set(new Date('2026-03-01T00:00:00Z'));
    const oldest = await file('oldest, to be resolved');
    const acknowledged = await file('acknowledged early');
    await officer.client.post(`/api/admin/complaints/${acknowledged.id}`, { action: 'assign' });
    ctx.clock.set(new Date('2026-03-02T00:00:00Z'));
    const unacknowledged = await file('never acknowledged');
    ctx.clock.set(new Date('2026-03-03T12:00:00Z'));
    const fresh = await file('filed today');
    await officer.client.post(`/api/admin/complaints/${oldest.id}`, { action: 'resolve', message: 'Done.' });

    // 4 March 00:00: the unacknowledged one's 2 days are over; nothing else is late.
    ctx.clock.set(new Date('2026-03-04T00:00:00Z'));
    const page = await officer.client.get('/api/admin/complaints');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(page.body.map((row: { id: number; overdue: string | null }) => [row.id, row.overdue])).toEqual([
      [unacknowledged.id, 'acknowledgement'],
      [fresh.id, null],
      [acknowledged.id, null],
      [oldest.id, null],
    ]);
    expect(page.body[2]).toMatchObject({ user: { fullName: 'Maria Santos' }, assignee: { id: officer.id } });

    // 31 March 00:00: the acknowledged one's 30 days are over too, and the fresh one was never acknowledged:
    // the three overdue lead, the earliest missed deadline first.
    ctx.clock.set(new Date('2026-03-31T00:00:00Z'));
    const later = await officer.client.get('/api/admin/complaints?limit=2');
    expect(later.body.map((row: { id: number; overdue: string | null }) => [row.id, row.overdue])).toEqual([
      [unacknowledged.id, 'acknowledgement'],
      [fresh.id, 'acknowledgement'],
    ]);
    expect(later.headers.get('x-total-count')).toBe('4');
    const second = await officer.client.get('/api/admin/complaints?limit=2&offset=2');
    expect(second.body.map((row: { id: number; overdue: string | null }) => [row.id, row.overdue])).toEqual([
      [acknowledged.id, 'resolution'],
      [oldest.id, null],
    ]);

    const found = await officer.client.get(`/api/admin/complaints?q=${encodeURIComponent(fresh.reference)}`);
    expect(found.body.map((row: { id: number }) => row.id)).toEqual([fresh.id]);
    expect((await officer.client.get('/api/admin/complaints?q=Santos')).headers.get('x-total-count')).toBe('4');
    // As the queue's search box says: a reference (in any case, or part of it), a name or a contact number.
    const byPart = await officer.client.get(`/api/admin/complaints?q=${encodeURIComponent(fresh.reference.toLowerCase().slice(0, 15))}`);
    expect(byPart.body.map((row: { id: number }) => row.id)).toEqual([fresh.id]);
    expect((await officer.client.get(`/api/admin/complaints?q=${encodeURIComponent(borrower.user.contactNumber)}`)).headers.get('x-total-count')).toBe('4');
  });

  it('exports every complaint as CSV for the regulator, in words, with formulas defused', async () => {
    const ctx = await createTestContext();
    const borrower = await registerBorrower(ctx, { fullName: 'Juan Dela Cruz' });
    const officer = await createStaff(ctx, { role: 'admin' });
    // Earlier than the sign-ins above, so their sessions last through the test.
    ctx.clock.set(new Date('2026-03-01T00:00:00Z'));
    const first = (await borrower.client.post('/api/complaints', { category: 'data_privacy', description: '=HYPERLINK("http://evil.example")' })).body;
    ctx.clock.advance(HOUR);
    await officer.client.post(`/api/admin/complaints/${first.id}`, { action: 'resolve', message: 'Your data, "as sent", was removed.' });
    ctx.clock.set(new Date('2026-03-05T00:00:00Z'));
    const second = (await borrower.client.post('/api/complaints', { category: 'loan_terms', description: 'Fees unclear' })).body;
    ctx.clock.set(new Date('2026-03-08T00:00:00Z'));

    const res = await officer.client.get('/api/admin/complaints.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="complaints-2026-03-08.csv"');
    // A phone number in E.164 is no formula: it comes out as written, dialable (issue 27, item 7).
    const contact = borrower.user.contactNumber;
    expect(contact).toMatch(/^\+63\d{10}$/);
    expect(res.body).toBe(
      'reference,category,state,filed_at,acknowledged_at,ack_due_at,resolve_due_at,resolved_at,late,borrower,contact_number,assignee,description,resolution\r\n' +
        `${first.reference},Privacy of my data,Resolved,2026-03-01T00:00:00.000Z,2026-03-01T01:00:00.000Z,2026-03-03T00:00:00.000Z,2026-03-31T00:00:00.000Z,2026-03-01T01:00:00.000Z,no,Juan Dela Cruz,${contact},,"'=HYPERLINK(""http://evil.example"")","Your data, ""as sent"", was removed."\r\n` +
        `${second.reference},"Loan terms, interest or fees",Received,2026-03-05T00:00:00.000Z,,2026-03-07T00:00:00.000Z,2026-04-04T00:00:00.000Z,,yes,Juan Dela Cruz,${contact},,Fees unclear,\r\n`,
    );
    expect((await borrower.client.get('/api/admin/complaints.csv')).status).toBe(403);
  });
});
