import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, registerBorrower, TestClient, verifiedBorrower } from '../../test/harness';

const application = { amount: 1_200_000, term: 24, interestRate: 0.3 };

describe('POST /api/loans', () => {
  it('creates a pending loan with the payment computed by the server', async () => {
    const ctx = await createTestContext();
    const { client, user } = await verifiedBorrower(ctx);
    const res = await client.post('/api/loans', { ...application, monthlyPayment: 1, totalRepayment: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: user.id,
      amount: 1_200_000,
      term: 24,
      interestRate: 0.3,
      monthlyPayment: 53_600,
      totalRepayment: 1_286_400,
      status: 'pending',
      startDate: null,
      disbursedAt: null,
    });
    // The Truth in Lending figures of 1,200,000 over 24 months at 0.3% (worked out independently).
    expect(res.body.disclosure).toMatchObject({
      amountFinanced: 1_200_000,
      financeCharge: 86_400,
      netProceeds: 1_200_000,
      totalRepayment: 1_286_400,
      flatMonthlyRate: 0.3,
      effectiveMonthlyRate: 0.5639,
      effectiveAnnualRate: 6.98,
    });
    const list = await client.get('/api/loans');
    expect(list.body).toHaveLength(1);
  });

  it('applies the rate rules of SPEC.md 9', async () => {
    const ctx = await createTestContext();
    const { client } = await verifiedBorrower(ctx);
    const premiumTooSmall = await client.post('/api/loans', { amount: 450_000, term: 12, interestRate: 0.3 });
    expect(premiumTooSmall.status).toBe(400);
    expect(premiumTooSmall.body.fieldErrors.interestRate).toBeDefined();
    const offStep = await client.post('/api/loans', { amount: 175_000, term: 12, interestRate: 0.5 });
    expect(offStep.status).toBe(400);
    expect(offStep.body.fieldErrors.amount).toBeDefined();
    const tooBig = await client.post('/api/loans', { amount: 5_050_000, term: 12, interestRate: 0.5 });
    expect(tooBig.status).toBe(400);
    const oddTerm = await client.post('/api/loans', { amount: 500_000, term: 7, interestRate: 0.5 });
    expect(oddTerm.status).toBe(400);
    expect(oddTerm.body.fieldErrors.term).toBeDefined();
    const madeUpRate = await client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.1 });
    expect(madeUpRate.status).toBe(400);
    expect(await ctx.db.selectFrom('loans').selectAll().execute()).toHaveLength(0);
    const small = await client.post('/api/loans', { amount: 150_000, term: 6, interestRate: 0.5 });
    expect(small.status).toBe(201);
    expect(small.body.monthlyPayment).toBe(25_750);
    expect(small.body.totalRepayment).toBe(154_500);
  });

  it('requires a completed verification', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const res = await client.post('/api/loans', application);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please complete your identity verification before applying for a loan.');
  });

  it('allows one pending application at a time, also under simultaneous submissions', async () => {
    const ctx = await createTestContext();
    const { client } = await verifiedBorrower(ctx);
    const results = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/loans', application)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('You already have a loan application in progress');
    }
  });

  it('shows a borrower only their own loans', async () => {
    const ctx = await createTestContext();
    const a = await verifiedBorrower(ctx);
    const b = await verifiedBorrower(ctx);
    await a.client.post('/api/loans', application);
    expect((await b.client.get('/api/loans')).body).toEqual([]);
  });
});

describe('admin loan review', () => {
  async function pendingLoan() {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const loan = (await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body;
    const admin = await createStaff(ctx, { role: 'admin' });
    return { ctx, borrower, loan, admin };
  }

  it('credits the wallet exactly once however often the loan is approved', async () => {
    const { ctx, borrower, loan, admin } = await pendingLoan();
    const approve = await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve', title: 'Approved', message: 'Your loan is approved' });
    expect(approve.status).toBe(200);
    expect(approve.body.status).toBe('approved');
    expect(approve.body.startDate).toBe('2026-11-21');
    expect((await borrower.client.get('/api/auth/me')).body.user.walletBalance).toBe(500_000);

    await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approved' });
    await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'decline' });
    await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' });
    await Promise.all([1, 2, 3].map(() => admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' })));
    expect((await borrower.client.get('/api/auth/me')).body.user.walletBalance).toBe(500_000);
    const entries = await ctx.db.selectFrom('ledgerEntries').selectAll().execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'disbursement', amountCentavos: 50_000_000, loanId: loan.id });

    const notifications = (await borrower.client.get('/api/notifications')).body;
    expect(notifications[notifications.length - 1]).toMatchObject({ title: 'Approved', message: 'Your loan is approved', color: '#10B981' });
    const audit = await ctx.db.selectFrom('auditLog').selectAll().where('action', '=', 'loan.review').execute();
    expect(audit).toHaveLength(7);
    expect(JSON.parse(audit[0]?.beforeJson ?? '{}').status).toBe('pending');
    expect(JSON.parse(audit[0]?.afterJson ?? '{}').status).toBe('approved');
  });

  it('maps decline and account issue to rejected and pending with their colours', async () => {
    const { borrower, loan, admin } = await pendingLoan();
    const declined = await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'decline', title: 'Declined', message: 'Sorry' });
    expect(declined.body.status).toBe('rejected');
    const issue = await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'account_issue', title: 'Issue', message: 'Call us' });
    expect(issue.body.status).toBe('pending');
    const colours = (await borrower.client.get('/api/notifications')).body.map((n: { color: string }) => n.color);
    expect(colours).toEqual(['#F59E0B', '#EF4444']);
    expect((await borrower.client.get('/api/auth/me')).body.user.walletBalance).toBe(0);
  });

  it('refuses codes set by staff (DEPARTURES.md 2)', async () => {
    const { ctx, loan, admin } = await pendingLoan();
    const res = await admin.client.post(`/api/admin/loans/${loan.id}`, { otp: '123456', skipNotification: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Withdrawal codes are generated by the system and cannot be set by staff');
    expect(await ctx.db.selectFrom('auditLog').selectAll().execute()).toHaveLength(0);
  });

  it('edits amount, term and rate within the officer bounds and recomputes the payment', async () => {
    const { loan, admin } = await pendingLoan();
    const edited = await admin.client.post(`/api/admin/loans/${loan.id}`, { amount: 600_000.5, term: 60, interestRate: 1.25 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ amount: 600_000.5, term: 60, interestRate: 1.25, monthlyPayment: 17_500.01, totalRepayment: 1_050_000.6 });
    const badTerm = await admin.client.post(`/api/admin/loans/${loan.id}`, { amount: 600_000, term: 61, interestRate: 1 });
    expect(badTerm.status).toBe(400);
    const badRate = await admin.client.post(`/api/admin/loans/${loan.id}`, { amount: 600_000, term: 12, interestRate: 100.5 });
    expect(badRate.status).toBe(400);
  });

  it('keeps the amount of a disbursed loan fixed', async () => {
    const { loan, admin } = await pendingLoan();
    await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' });
    const res = await admin.client.post(`/api/admin/loans/${loan.id}`, { amount: 900_000, term: 12, interestRate: 0.3 });
    expect(res.status).toBe(409);
  });

  it('deletes a loan from the lists with an audit entry', async () => {
    const { ctx, borrower, loan, admin } = await pendingLoan();
    const res = await admin.client.delete(`/api/admin/loans/${loan.id}`);
    expect(res.status).toBe(200);
    expect((await borrower.client.get('/api/loans')).body).toEqual([]);
    expect((await admin.client.delete(`/api/admin/loans/${loan.id}`)).status).toBe(404);
    expect(await ctx.db.selectFrom('auditLog').select('action').execute()).toEqual([{ action: 'loan.delete' }]);
  });

  it('never deletes a loan that paid out: 409 with the ways out, and the debt stays on the books (issue 27, item 2b)', async () => {
    const { ctx, borrower, loan, admin } = await pendingLoan();
    await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' });
    const res = await admin.client.delete(`/api/admin/loans/${loan.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A loan that has been paid out cannot be deleted: it ends by cooling-off cancellation, payoff or write-off');
    expect((await borrower.client.get('/api/loans')).body.map((l: { id: number; status: string }) => [l.id, l.status])).toEqual([[loan.id, 'approved']]);
    expect((await admin.client.get('/api/admin/reports/aging')).body).toMatchObject({ activeLoans: 1, outstandingPrincipal: 500_000 });
    expect(await ctx.db.selectFrom('auditLog').select('action').orderBy('id').execute()).toEqual([{ action: 'loan.review' }]);
    expect(await ctx.db.selectFrom('loans').select('deletedAt').where('id', '=', loan.id).executeTakeFirstOrThrow()).toEqual({ deletedAt: null });
  });

  it('still deletes a declined loan and one cancelled in cooling-off, with an audit entry', async () => {
    const declined = await pendingLoan();
    await declined.admin.client.post(`/api/admin/loans/${declined.loan.id}`, { status: 'reject' });
    expect((await declined.admin.client.delete(`/api/admin/loans/${declined.loan.id}`)).status).toBe(200);
    expect((await declined.borrower.client.get('/api/loans')).body).toEqual([]);

    const cancelled = await pendingLoan();
    await cancelled.admin.client.post(`/api/admin/loans/${cancelled.loan.id}`, { status: 'approve' });
    expect((await cancelled.borrower.client.post(`/api/loans/${cancelled.loan.id}/cancel`)).body).toEqual({ id: cancelled.loan.id, status: 'cancelled' });
    expect((await cancelled.admin.client.delete(`/api/admin/loans/${cancelled.loan.id}`)).status).toBe(200);
    expect((await cancelled.borrower.client.get('/api/loans')).body).toEqual([]);
    expect(await cancelled.ctx.db.selectFrom('auditLog').select('action').where('action', '=', 'loan.delete').execute()).toEqual([{ action: 'loan.delete' }]);
  });

  it('pages, searches and counts the borrowing list on the server', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    for (const [name, phone] of [
      ['Ana Reyes', '09171110001'],
      ['Ben Cruz', '09171110002'],
      ['Carla Reyes', '09181110003'],
    ] as const) {
      const b = await verifiedBorrower(ctx, { fullName: name, contactNumber: phone });
      await b.client.post('/api/loans', application);
      ctx.clock.advance(1000);
    }
    const page = await admin.client.get('/api/admin/loans?limit=2&offset=0');
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body.map((l: { user: { fullName: string } }) => l.user.fullName)).toEqual(['Carla Reyes', 'Ben Cruz']);
    const byName = await admin.client.get('/api/admin/loans?q=reyes');
    expect(byName.headers.get('x-total-count')).toBe('2');
    const byPhone = await admin.client.get('/api/admin/loans?q=0918');
    expect(byPhone.body.map((l: { user: { fullName: string } }) => l.user.fullName)).toEqual(['Carla Reyes']);
    const wildcard = await admin.client.get('/api/admin/loans?q=%25');
    expect(wildcard.headers.get('x-total-count')).toBe('0');
    const badLimit = await admin.client.get('/api/admin/loans?limit=100000');
    expect(badLimit.status).toBe(400);
  });

  it('is closed to borrowers and anonymous visitors', async () => {
    const { borrower, loan } = await pendingLoan();
    expect((await borrower.client.get('/api/admin/loans')).status).toBe(403);
    expect((await borrower.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' })).status).toBe(403);
    const anonymous = await createTestContext();
    expect((await new TestClient(anonymous).get('/api/admin/loans')).status).toBe(401);
  });
});
