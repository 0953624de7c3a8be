import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, ORIGIN, registerBorrower, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';
import { applyRetention, planRetention } from '../privacy';

/*
 * Issue 33, decision 069: covered-transaction reports, suspicious-transaction
 * alerts, their decisions and clocks, the exporters and filing. The test
 * clock starts on Saturday 21 November 2026, 10:00 in Manila; each test
 * moves it to Wednesday 25 November, 10:00, before anyone signs in.
 */
const FOUR_DAYS = 4 * 24 * 60 * 60 * 1000;

/** What would tell a borrower that the lender reported them or watches their money. */
const TELLTALES = ['covered', 'suspicious', 'structuring', 'alert', 'amlc', 'compliance', 'aml-report', 'report_filed', 'quick_payoff', 'repayments_above_income'];

function expectNothingTold(text: string) {
  for (const word of TELLTALES) expect(text.toLowerCase()).not.toContain(word);
}

async function onWednesday(): Promise<TestContext> {
  const ctx = await createTestContext();
  ctx.clock.advance(FOUR_DAYS);
  return ctx;
}

/** A verified borrower (declaring PHP 45,000 a month) whose loan of `amount` the officer approved: the money is in the wallet. */
async function disbursed(ctx: TestContext, officer: TestClient, amount: number) {
  const borrower = await verifiedBorrower(ctx, { fullName: 'Rosa Villanueva Cruz' });
  const loan = await borrower.client.post('/api/loans', { amount, term: 12, interestRate: 0.5 });
  expect(loan.status).toBe(201);
  const approved = await officer.post(`/api/admin/loans/${loan.body.id}`, { status: 'approved' });
  expect(approved.status).toBe(200);
  return { ...borrower, loanId: loan.body.id as number };
}

describe('covered-transaction reports', () => {
  it('a 1,200,000 disbursement on Wednesday 25 November is reported, due Thursday 3 December across Bonifacio Day, with its journal entry', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    const rosa = await disbursed(ctx, officer.client, 1_200_000);

    const reports = await officer.client.get('/api/admin/compliance/reports');
    expect(reports.status).toBe(200);
    expect(reports.body).toHaveLength(1);
    const [report] = reports.body as any[];
    // Five working days after the 25th: Thu 26, Fri 27, (Sat, Sun, Mon 30 Bonifacio Day off), Tue 1, Wed 2, Thu 3 December.
    expect(report).toMatchObject({
      kind: 'covered',
      state: 'due',
      dueDate: '2026-12-03',
      isOverdue: false,
      reason: 'single',
      bankingDay: '2026-11-25',
      alertId: null,
      member: { id: rosa.user.id, fullName: 'Rosa Villanueva Cruz' },
      evidence: { total: 1_200_000 },
      filedAt: null,
    });
    expect(report.evidence.transactions).toHaveLength(1);
    const [transaction] = report.evidence.transactions;
    expect(transaction).toMatchObject({ kind: 'disbursement', amount: 1_200_000, occurredAt: '2026-11-25T02:00:00.000Z', bankingDay: '2026-11-25', channel: null, loanId: rosa.loanId });
    // The books' entries: the principal credited to the wallet (written first), then the disbursement, balanced.
    expect(transaction.journalEntries).toHaveLength(2);
    const [credited, booked] = transaction.journalEntries;
    expect(credited).toEqual({
      id: credited.id,
      number: '2026-000001',
      date: '2026-11-25',
      memo: `Loan #${rosa.loanId} principal credited to the wallet`,
      lines: [
        { account: '1190', debit: 1_200_000, credit: 0 },
        { account: '2100', debit: 0, credit: 1_200_000 },
      ],
    });
    expect(booked).toMatchObject({ number: '2026-000002', date: '2026-11-25' });
    expect(booked.memo).toMatch(new RegExp(`^Loan #${rosa.loanId} disbursed`));
    const debits = booked.lines.reduce((sum: number, line: any) => sum + Math.round(line.debit * 100), 0);
    const credits = booked.lines.reduce((sum: number, line: any) => sum + Math.round(line.credit * 100), 0);
    expect(debits).toBe(credits);

    // Still due after its day: overdue first.
    ctx.clock.advance(9 * 24 * 60 * 60 * 1000);
    const later = await createStaff(ctx, { role: 'admin' });
    expect(((await later.client.get('/api/admin/compliance/reports')).body as any[])[0]).toMatchObject({ id: report.id, isOverdue: true });
  });

  it('a disbursement of 150,000 is kept as a money event and reports nothing', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    await disbursed(ctx, officer.client, 150_000);
    expect((await officer.client.get('/api/admin/compliance/reports')).body).toEqual([]);
    expect(await ctx.db.selectFrom('amlTransactions').select(['kind', 'amountCentavos', 'bankingDay']).execute()).toEqual([{ kind: 'disbursement', amountCentavos: 15_000_000, bankingDay: '2026-11-25' }]);
  });
});

/** Three payments of 200,000 received on Wednesday 25 November, at 09:00, 09:10 and 09:20 Manila, through the bank. */
async function threePayments(officer: TestClient, loanId: number) {
  for (const [index, time] of ['09:00', '09:10', '09:20'].entries()) {
    const paid = await officer.post(`/api/admin/loans/${loanId}/payments`, { amount: 200_000, channel: 'bank_transfer', reference: `BT-77${index}`, receivedAt: `2026-11-25T${time}:00+08:00` });
    expect(paid.status).toBe(201);
  }
}

describe('suspicious-transaction alerts', () => {
  it('three payments of 200,000 in one day raise a structuring alert (and one covered report of the day); reporting it starts a five-working-day clock', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    const rosa = await disbursed(ctx, officer.client, 1_200_000);
    await threePayments(officer.client, rosa.loanId);

    const alerts = await officer.client.get('/api/admin/compliance/alerts');
    expect(alerts.status).toBe(200);
    const byKind = new Map((alerts.body as any[]).map((alert) => [alert.kind, alert]));
    // 600,000 in 30 days is more than three months of the declared 45,000 too; nothing else fits (paid back 600,000 of 1,200,000).
    expect([...byKind.keys()].sort()).toEqual(['repayments_above_income', 'structuring']);
    const structuring = byKind.get('structuring');
    expect(structuring).toMatchObject({
      state: 'open',
      dueDate: null,
      reportId: null,
      member: { id: rosa.user.id },
      evidence: { facts: { window: 'day', from: '2026-11-25', to: '2026-11-25', count: 3, total: 600_000 } },
    });
    expect(structuring.evidence.transactions.map((t: any) => [t.kind, t.amount, t.channel, t.occurredAt])).toEqual([
      ['payment', 200_000, 'bank_transfer', '2026-11-25T01:00:00.000Z'],
      ['payment', 200_000, 'bank_transfer', '2026-11-25T01:10:00.000Z'],
      ['payment', 200_000, 'bank_transfer', '2026-11-25T01:20:00.000Z'],
    ]);
    for (const t of structuring.evidence.transactions) expect(t.journalEntries).toHaveLength(1);
    expect(byKind.get('repayments_above_income').evidence.facts).toEqual({ from: '2026-10-27', to: '2026-11-25', total: 600_000, monthlyIncome: 45_000 });

    // The day's payments add up above 500,000: one covered report of the three, beside the disbursement's.
    const reports = (await officer.client.get('/api/admin/compliance/reports')).body as any[];
    expect(reports.map((r) => [r.kind, r.reason, r.evidence.total, r.evidence.transactions.length, r.dueDate])).toEqual([
      ['covered', 'single', 1_200_000, 1, '2026-12-03'],
      ['covered', 'aggregate', 600_000, 3, '2026-12-03'],
    ]);

    const noReason = await officer.client.post(`/api/admin/compliance/alerts/${structuring.id}`, { decision: 'report', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('validation_failed');
    const closed = await officer.client.post(`/api/admin/compliance/alerts/${byKind.get('repayments_above_income').id}`, { decision: 'close', reason: 'Paid from the proceeds of a house sale; deed seen' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ state: 'closed', dueDate: null, reportId: null, decisionReason: 'Paid from the proceeds of a house sale; deed seen' });

    // Decided a day later, on Thursday 26: five working days are Fri 27, Tue 1, Wed 2, Thu 3, Fri 4 December.
    ctx.clock.advance(24 * 60 * 60 * 1000);
    const next = await createStaff(ctx, { role: 'admin' });
    const reported = await next.client.post(`/api/admin/compliance/alerts/${structuring.id}`, { decision: 'report', reason: 'Split to stay under the threshold; no reason given' });
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ state: 'reported', dueDate: '2026-12-04', decidedAt: '2026-11-26T02:00:00.000Z' });
    const again = await next.client.post(`/api/admin/compliance/alerts/${structuring.id}`, { decision: 'close', reason: 'second thoughts' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('alert_decided');
    expect((await next.client.post('/api/admin/compliance/alerts/999', { decision: 'close', reason: 'x' })).body.code).toBe('alert_not_found');

    const suspicious = ((await next.client.get('/api/admin/compliance/reports')).body as any[]).find((r) => r.kind === 'suspicious');
    expect(suspicious).toMatchObject({ state: 'due', reason: 'structuring', alertId: structuring.id, dueDate: '2026-12-04', bankingDay: null, evidence: { total: 600_000 } });
    expect(await ctx.db.selectFrom('complianceAudit').select(['actorId', 'action', 'targetId']).orderBy('id').execute()).toEqual([
      { actorId: officer.id, action: 'alert.closed', targetId: byKind.get('repayments_above_income').id },
      { actorId: next.id, action: 'alert.reported', targetId: structuring.id },
    ]);
  });

  it('a loan paid back in full from outside within 30 days raises a quick-payoff alert', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    const rosa = await disbursed(ctx, officer.client, 150_000);
    ctx.clock.advance(10 * 24 * 60 * 60 * 1000);
    const next = await createStaff(ctx, { role: 'admin' });
    const paid = await next.client.post(`/api/admin/loans/${rosa.loanId}/payments`, { amount: 150_000, channel: 'gcash', reference: 'GC-5501', receivedAt: '2026-12-05T09:00:00+08:00' });
    expect(paid.status).toBe(201);
    const alerts = (await next.client.get('/api/admin/compliance/alerts')).body as any[];
    const quick = alerts.find((alert) => alert.kind === 'quick_payoff');
    expect(quick.evidence.facts).toEqual({ loanId: rosa.loanId, disbursedOn: '2026-11-25', paidBackOn: '2026-12-05', days: 9, principal: 150_000, paid: 150_000 });
    expect(quick.evidence.transactions.map((t: any) => t.kind)).toEqual(['disbursement', 'payment']);
  });
});

describe('payouts after a bank-account change', () => {
  it('three payouts within a week of the bank account given raise an alert with the payouts as evidence', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    // Verified (bank account given) on Wednesday 25 November, 10:00 Manila; 150,000 in the wallet.
    const rosa = await disbursed(ctx, officer.client, 150_000);
    for (const amount of [1_000, 2_000, 3_000]) {
      const requested = await rosa.client.post('/api/withdrawals', { amount });
      expect(requested.status).toBe(201);
      const notifications = (await rosa.client.get('/api/notifications')).body as { message: string }[];
      const code = /\b(\d{6})\b/.exec(notifications[0]?.message ?? '')?.[1];
      expect((await rosa.client.post('/api/withdrawals/verify', { otp: code })).status).toBe(200);
      expect((await officer.client.post(`/api/admin/withdrawals/${requested.body.id}`, { status: 'approved' })).status).toBe(200);
    }
    const alerts = (await officer.client.get('/api/admin/compliance/alerts')).body as any[];
    expect(alerts.map((alert) => alert.kind)).toEqual(['payouts_after_bank_change']);
    expect(alerts[0].evidence.facts).toEqual({ bankChangedAt: '2026-11-25T02:00:00.000Z', payouts: 3, total: 6_000 });
    expect(alerts[0].evidence.transactions.map((t: any) => [t.kind, t.amount])).toEqual([
      ['payout', 1_000],
      ['payout', 2_000],
      ['payout', 3_000],
    ]);
  });
});

describe('registration country unlike the country of work', () => {
  /** A verified borrower working in Saudi Arabia who registered from `registeredFrom`, then lent 150,000. */
  async function lentTo(ctx: TestContext, officer: TestClient, { fullName, registeredFrom }: { fullName: string; registeredFrom: string }) {
    const borrower = await verifiedBorrower(ctx, { fullName });
    await ctx.db.updateTable('users').set({ registrationCountry: registeredFrom }).where('id', '=', borrower.user.id).execute();
    const loan = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
    expect((await officer.post(`/api/admin/loans/${loan.body.id}`, { status: 'approved' })).status).toBe(200);
    return { ...borrower, loanId: loan.body.id as number };
  }

  it('a disbursement to a borrower who registered from another country than the one they work in raises a country_mismatch alert with its evidence', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    const away = await lentTo(ctx, officer.client, { fullName: 'Lorna Aquino', registeredFrom: 'United Arab Emirates' });
    // Registering from home, or from the country of work (written otherwise), is the ordinary case of an OFW: no alert.
    await lentTo(ctx, officer.client, { fullName: 'Nestor Gomez', registeredFrom: 'Philippines' });
    await lentTo(ctx, officer.client, { fullName: 'Cora Lim', registeredFrom: 'saudi arabia' });

    const alerts = (await officer.client.get('/api/admin/compliance/alerts')).body as any[];
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'country_mismatch',
      state: 'open',
      dueDate: null,
      reportId: null,
      member: { id: away.user.id, fullName: 'Lorna Aquino' },
      evidence: { facts: { registrationCountry: 'United Arab Emirates', countryWorking: 'Saudi Arabia' } },
    });
    expect(alerts[0].evidence.transactions.map((t: any) => [t.kind, t.amount, t.loanId, t.bankingDay])).toEqual([['disbursement', 150_000, away.loanId, '2026-11-25']]);
    // The borrower is told nothing of it.
    for (const path of ['/api/auth/me', '/api/loans', '/api/notifications']) {
      const text = JSON.stringify((await away.client.get(path)).body);
      expectNothingTold(text);
      expect(text).not.toContain('mismatch');
    }
  });
});

describe('the FATF lists shipped', () => {
  it("are the June 2025 plenary's (13 June 2025): Croatia off increased monitoring; the Virgin Islands (UK) are no country of work here", async () => {
    const ctx = await createTestContext();
    const stored = await ctx.db.selectFrom('fatfJurisdictions').select(['country', 'list']).orderBy('country').execute();
    expect(stored.filter((row) => row.list === 'call_for_action').map((row) => row.country)).toEqual(['Iran', 'Myanmar', 'North Korea']);
    expect(stored.filter((row) => row.list === 'increased_monitoring').map((row) => row.country)).toEqual([
      'Algeria', 'Angola', 'Bolivia', 'Bulgaria', 'Burkina Faso', 'Cameroon', 'Democratic Republic of the Congo', 'Haiti', 'Ivory Coast', 'Kenya', 'Laos', 'Lebanon',
      'Monaco', 'Mozambique', 'Namibia', 'Nepal', 'Nigeria', 'South Africa', 'South Sudan', 'Syria', 'Venezuela', 'Vietnam', 'Yemen',
    ]);
  });
});

describe('exporting and filing a report', () => {
  it('exports a report as documented CSV and JSON, and filing marks it filed, audited, and holds the records', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    const rosa = await disbursed(ctx, officer.client, 1_200_000);
    const [report] = (await officer.client.get('/api/admin/compliance/reports')).body as any[];

    const json = await officer.client.get(`/api/admin/compliance/reports/${report.id}.json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="aml-report-${report.id}.json"`);
    expect(json.body).toMatchObject({
      format: 'lender-aml-report/1',
      reportingEntity: { name: 'Sample Lending Corporation', secRegistrationNumber: 'CS0000000000 (sample)' },
      report: { id: report.id, kind: 'covered', reason: 'single', narrative: null, bankingDay: '2026-11-25', dueDate: '2026-12-03', state: 'due' },
      subject: { memberId: rosa.user.id, fullName: 'Rosa Villanueva Cruz', countryWorking: 'Saudi Arabia', address: '123 Rizal St, Quezon City' },
      total: 1_200_000,
    });
    expect(json.body.transactions[0].journalEntries.map((entry: any) => entry.number)).toEqual(['2026-000001', '2026-000002']);

    const csv = await officer.client.get(`/api/admin/compliance/reports/${report.id}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = String(csv.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'report_id,report_kind,report_reason,narrative,banking_day,due_date,entity_name,entity_sec_registration,subject_member_id,subject_name,subject_email,subject_contact_number,subject_address,subject_country_working,transaction_id,transaction_kind,transaction_amount_php,transaction_at,transaction_channel,loan_id,journal_entry,journal_date,account,debit_php,credit_php',
    );
    // One row per line of the disbursement's journal entries.
    const journalLines = json.body.transactions[0].journalEntries.flatMap((entry: any) => entry.lines);
    expect(lines).toHaveLength(1 + journalLines.length);
    expect(lines[1]).toContain(',2026-000001,2026-11-25,1190,1200000.00,0.00');
    expect(lines[2]).toContain(',2026-000001,2026-11-25,2100,0.00,1200000.00');
    expect(lines[1]).toContain(`${report.id},covered,single,,2026-11-25,2026-12-03,Sample Lending Corporation,CS0000000000 (sample),${rosa.user.id},Rosa Villanueva Cruz,`);
    expect(lines[1]).toContain(',disbursement,1200000.00,2026-11-25T02:00:00.000Z,,');

    expect((await officer.client.get('/api/admin/compliance/reports/0.json')).status).toBe(400);
    expect((await officer.client.get('/api/admin/compliance/reports/999.csv')).body.code).toBe('report_not_found');

    const filed = await officer.client.post(`/api/admin/compliance/reports/${report.id}/file`, { reference: 'CTR-2026-11-000123' });
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ state: 'filed', filedAt: '2026-11-25T02:00:00.000Z', filedReference: 'CTR-2026-11-000123', isOverdue: false });
    const twice = await officer.client.post(`/api/admin/compliance/reports/${report.id}/file`, { reference: 'CTR-2026-11-000124' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('report_filed');
    expect(await ctx.db.selectFrom('complianceAudit').select(['actorId', 'action', 'targetType', 'targetId', 'detailJson']).execute()).toEqual([
      { actorId: officer.id, action: 'report.filed', targetType: 'compliance_report', targetId: report.id, detailJson: '{"kind":"covered","reference":"CTR-2026-11-000123"}' },
    ]);
    expect(await ctx.db.selectFrom('amlHolds').select(['userId', 'reason', 'reportId']).execute()).toEqual([{ userId: rosa.user.id, reason: 'report_filed', reportId: report.id }]);
  });
});

describe('list imports', () => {
  it('lists each import with its version, date and entries, and audits it', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    const csv = 'reference,name,aliases,birth_dates,listed_on\nAMLC-2026-014,"BAUTISTA, PEDRO",,,2026-10-01\nAMLC-2026-015,Ana Reyes,,,\n';
    expect((await officer.client.request('POST', '/api/admin/compliance/lists?source=amlc', { body: csv, headers: { 'content-type': 'text/csv' } })).status).toBe(201);
    const listed = await officer.client.get('/api/admin/compliance/lists');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ source: 'amlc', entries: 2, importedAt: '2026-11-25T02:00:00.000Z', importedBy: { id: officer.id, fullName: 'Loan Officer' } });
    expect(listed.body[0].version).toMatch(/^[0-9a-f]{16}$/);
    expect(await ctx.db.selectFrom('complianceAudit').select(['actorId', 'action', 'targetType']).execute()).toEqual([{ actorId: officer.id, action: 'list.imported', targetType: 'compliance_list_import' }]);
  });
});

describe('no tipping off', () => {
  it('nothing of reports or alerts reaches the borrower, their notifications, messages or export, or staff without compliance', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    const rosa = await disbursed(ctx, officer.client, 1_200_000);
    await threePayments(officer.client, rosa.loanId);
    expect(((await officer.client.get('/api/admin/compliance/alerts')).body as any[]).length).toBeGreaterThan(0);

    for (const path of ['/api/auth/me', '/api/notifications', '/api/loans', `/api/loans/${rosa.loanId}`, '/api/user/withdrawals', '/api/wallet']) {
      const answer = await rosa.client.get(path);
      expectNothingTold(JSON.stringify(answer.body));
    }
    const exported = await ctx.app.request(`${ORIGIN}/api/user/export`, { headers: { cookie: rosa.client.cookie ?? '' } });
    expect(exported.status).toBe(200);
    for (const file of Object.values(unzipSync(new Uint8Array(await exported.arrayBuffer())))) expectNothingTold(strFromU8(file));
    const messages = await ctx.db.selectFrom('outboxMessages').select(['body', 'html']).where('userId', '=', rosa.user.id).execute();
    for (const message of messages) expectNothingTold(`${message.body} ${message.html ?? ''}`);
    // The access log names the officer's paths (/alerts, /reports), which the borrower never sees; every other line is scanned.
    for (const line of ctx.logs.filter((logged) => JSON.parse(logged).msg !== 'request')) expectNothingTold(line);

    await ctx.db.updateTable('users').set({ duties: JSON.stringify(['payouts', 'lending', 'payments', 'members', 'finance', 'collections']) }).where('id', '=', officer.id).execute();
    for (const path of ['/api/admin/compliance/alerts', '/api/admin/compliance/reports', '/api/admin/compliance/lists', '/api/admin/compliance/reports/1.json']) {
      expect((await officer.client.get(path)).status).toBe(403);
    }
    expectNothingTold(JSON.stringify((await officer.client.get(`/api/admin/users/${rosa.user.id}`)).body));
    expectNothingTold(JSON.stringify((await officer.client.get(`/api/admin/users/${rosa.user.id}/audit`)).body));
  });
});

/** A UN list in its published XML format naming JUAN REYES DE LA CRUZ. */
const UN_LIST = `<?xml version="1.0" encoding="UTF-8"?><CONSOLIDATED_LIST dateGenerated="2028-11-20T10:00:00Z"><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>JUAN</FIRST_NAME><SECOND_NAME>REYES</SECOND_NAME><THIRD_NAME>DE LA CRUZ</THIRD_NAME><REFERENCE_NUMBER>QDi.901</REFERENCE_NUMBER></INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;

describe('records kept', () => {
  it('retention keeps a held member five years after the hold, later than five years after closing, says so, and erases them after', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const juan = await registerBorrower(ctx, { fullName: 'Juan dela Cruz' });
    const ana = await registerBorrower(ctx, { fullName: 'Ana Ramos' });
    // Both closed on Saturday 21 November 2026.
    for (const member of [juan, ana]) expect((await officer.client.post(`/api/admin/users/${member.user.id}/status`, { isActive: false })).status).toBe(200);

    // Two years on, a list names Juan: the match is confirmed on 21 November 2028.
    ctx.clock.set(new Date('2028-11-21T02:00:00.000Z'));
    const desk = await createStaff(ctx, { role: 'admin' });
    expect((await desk.client.request('POST', '/api/admin/compliance/lists?source=un', { body: UN_LIST, headers: { 'content-type': 'application/xml' } })).body.casesOpened).toBe(1);
    const [opened] = (await desk.client.get('/api/admin/compliance/cases')).body as any[];
    expect((await desk.client.post(`/api/admin/compliance/cases/${opened.id}`, { decision: 'confirm', reason: 'Same person: passport matches' })).status).toBe(200);

    // Five years and a day after closing: Ana is erased, Juan kept until five years after the hold.
    ctx.clock.set(new Date('2031-11-22T02:00:00.000Z'));
    const plan = await planRetention(ctx.db, { now: ctx.clock.now(), years: 5 });
    expect(plan.due.map((due) => due.userId)).toEqual([ana.user.id]);
    expect(plan.skipped).toEqual([{ userId: juan.user.id, closedAt: '2026-11-21T02:00:00.000Z', reason: 'aml_hold', heldUntil: '2033-11-21T02:00:00.000Z' }]);
    const applied = await applyRetention({ db: ctx.db, objects: ctx.deps.objects, logger: ctx.deps.logger }, { now: ctx.clock.now(), years: 5 });
    expect(applied.erased.map((erased) => erased.userId)).toEqual([ana.user.id]);
    expect(await ctx.db.selectFrom('users').select(['fullName', 'erasedAt']).where('id', '=', juan.user.id).executeTakeFirstOrThrow()).toEqual({ fullName: 'Juan dela Cruz', erasedAt: null });

    // The day after the hold's five years, Juan's records go too.
    ctx.clock.set(new Date('2033-11-22T02:00:00.000Z'));
    const later = await applyRetention({ db: ctx.db, objects: ctx.deps.objects, logger: ctx.deps.logger }, { now: ctx.clock.now(), years: 5 });
    expect(later.erased.map((erased) => erased.userId)).toEqual([juan.user.id]);
    expect(later.skipped).toEqual([]);
  });
});

describe('risk rating', () => {
  it('rates a borrower from the stated rules, holds a high-risk disbursement until enhanced due diligence is recorded, and shows it to compliance only', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });
    // Working in Saudi Arabia, declaring 45,000 a month: 150,000 is under twelve months of income.
    const rosa = await verifiedBorrower(ctx, { fullName: 'Rosa Villanueva Cruz' });
    const applied = await rosa.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
    expect(applied.status).toBe(201);
    const low = await officer.client.get(`/api/admin/compliance/members/${rosa.user.id}/risk`);
    expect(low.status).toBe(200);
    expect(low.body).toEqual({
      member: { id: rosa.user.id, fullName: 'Rosa Villanueva Cruz', email: rosa.user.email },
      level: 'low',
      reasons: [],
      countryWorking: 'Saudi Arabia',
      isPep: false,
      dueDiligence: null,
      needsDueDiligence: false,
    });

    // After a plenary, compliance puts Saudi Arabia under a call for action (a made-up change for the test).
    const lists = await officer.client.request('PUT', '/api/admin/compliance/fatf', { json: { callForAction: ['North Korea', 'Iran', 'Myanmar', 'Saudi Arabia'], increasedMonitoring: ['Vietnam', 'Iran'] } });
    expect(lists.status).toBe(200);
    expect(lists.body).toEqual({ callForAction: ['Iran', 'Myanmar', 'North Korea', 'Saudi Arabia'], increasedMonitoring: ['Vietnam'] });
    const notACountry = await officer.client.request('PUT', '/api/admin/compliance/fatf', { json: { callForAction: ['Atlantis'], increasedMonitoring: [] } });
    expect(notACountry.status).toBe(400);
    const high = await officer.client.get(`/api/admin/compliance/members/${rosa.user.id}/risk`);
    expect(high.body).toMatchObject({ level: 'high', reasons: ['fatf_call_for_action'], needsDueDiligence: true });

    // The disbursement is held with the ordinary wording; the borrower sees the loan pending.
    const refused = await officer.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'payout_under_review', message: 'This is under review and cannot be paid out now' });
    expect(((await rosa.client.get('/api/loans')).body as any[]).map((loan) => loan.status)).toEqual(['pending']);

    const marked = await officer.client.post(`/api/admin/compliance/members/${rosa.user.id}/pep`, { isPep: true, reason: 'Sister of a sitting mayor' });
    expect(marked.body).toMatchObject({ level: 'high', reasons: ['fatf_call_for_action', 'politically_exposed'], isPep: true });
    const recorded = await officer.client.post(`/api/admin/compliance/members/${rosa.user.id}/due-diligence`, { note: 'Employment contract and payslips seen; source of funds: salary' });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ level: 'high', needsDueDiligence: false, dueDiligence: { recordedAt: '2026-11-25T02:00:00.000Z', note: 'Employment contract and payslips seen; source of funds: salary' } });
    expect((await officer.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
    expect((await officer.client.get('/api/admin/compliance/members/999/risk')).body.code).toBe('borrower_not_found');
    expect((await ctx.db.selectFrom('complianceAudit').select('action').orderBy('id').execute()).map((row) => row.action)).toEqual(['fatf.replaced', 'member.pep', 'member.due_diligence']);

    for (const path of ['/api/auth/me', '/api/loans', '/api/notifications']) expect(JSON.stringify((await rosa.client.get(path)).body)).not.toMatch(/risk|fatf|pep|diligence|mayor/i);
    await ctx.db.updateTable('users').set({ duties: JSON.stringify(['lending', 'members']) }).where('id', '=', officer.id).execute();
    expect((await officer.client.get(`/api/admin/compliance/members/${rosa.user.id}/risk`)).status).toBe(403);
    expect(JSON.stringify((await officer.client.get(`/api/admin/users/${rosa.user.id}`)).body)).not.toMatch(/fatf|politically|diligence|mayor/i);
  });
});
