import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, ORIGIN, registerBorrower, signInStaff, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';

/*
 * Issue 33, decision 065: a UN list made here in the list's published XML
 * format names JUAN REYES DE LA CRUZ (a "Good" alias ABU SAYYAF KARIM, a
 * "Low" one BOY). Borrowers written "Juan dela Cruz" (no middle name),
 * "Dela Cruz, Juan" (surname first) and "Karim Abu Sayyaf" (the alias,
 * reordered) are possible matches; "Maria Santos" is not.
 */
const UN_LIST = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="2026-11-20T10:00:03.19-05:00">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6908901</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>JUAN</FIRST_NAME>
      <SECOND_NAME>REYES</SECOND_NAME>
      <THIRD_NAME>DE LA CRUZ</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.901</REFERENCE_NUMBER>
      <LISTED_ON>2020-03-04</LISTED_ON>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>ABU SAYYAF KARIM</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>BOY</ALIAS_NAME></INDIVIDUAL_ALIAS>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES/>
</CONSOLIDATED_LIST>
`;

/** Words that would tell a borrower why their money waits. */
const TELLTALES = ['QDi.901', 'REYES', 'screening', 'compliance', 'under_review', 'list_match', 'Consolidated', 'designat'];

function expectNothingTold(text: string) {
  for (const word of TELLTALES) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
}

async function importUnList(client: TestClient, xml = UN_LIST) {
  return client.request('POST', '/api/admin/compliance/lists?source=un', { body: xml, headers: { 'content-type': 'application/xml' } });
}

/** A borrower with 150,000 paid out into the wallet and a 1,000 withdrawal verified and waiting for approval. */
async function borrowerWaitingForPayout(ctx: TestContext, officer: TestClient, fullName: string) {
  const borrower = await verifiedBorrower(ctx, { fullName });
  const loan = await borrower.client.post('/api/loans', { amount: 150_000, term: 6, interestRate: 0.5 });
  expect((await officer.post(`/api/admin/loans/${loan.body.id}`, { status: 'approved' })).status).toBe(200);
  const requested = await borrower.client.post('/api/withdrawals', { amount: 1000 });
  expect(requested.status).toBe(201);
  const notifications = (await borrower.client.get('/api/notifications')).body as { message: string }[];
  const code = /\b(\d{6})\b/.exec(notifications[0]?.message ?? '')?.[1];
  expect((await borrower.client.post('/api/withdrawals/verify', { otp: code })).status).toBe(200);
  return { ...borrower, withdrawalId: requested.body.id as number };
}

describe('screening against the UN list', () => {
  it('matches a listed name in its variants, holds the payout and the disbursement, and tells the borrower nothing', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const juan = await borrowerWaitingForPayout(ctx, officer.client, 'Juan dela Cruz');
    const reversed = await verifiedBorrower(ctx, { fullName: 'Dela Cruz, Juan' });
    const alias = await verifiedBorrower(ctx, { fullName: 'Karim Abu Sayyaf' });
    const maria = await verifiedBorrower(ctx, { fullName: 'Maria Santos' });

    const imported = await importUnList(officer.client);
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ source: 'un', version: '2026-11-20T10:00:03.19-05:00', entries: 1, screened: 4, casesOpened: 3 });
    const stored = await ctx.db.selectFrom('complianceListImports').select(['source', 'version', 'entryCount', 'importedBy']).execute();
    expect(stored).toEqual([{ source: 'un', version: '2026-11-20T10:00:03.19-05:00', entryCount: 1, importedBy: officer.id }]);

    const cases = await officer.client.get('/api/admin/compliance/cases');
    expect(cases.status).toBe(200);
    const byMember = new Map((cases.body as any[]).map((c) => [c.member.id, c]));
    expect(byMember.has(maria.user.id)).toBe(false);
    expect(byMember.get(juan.user.id)).toMatchObject({
      kind: 'list_match',
      state: 'open',
      dueDate: null,
      occasion: 'list_import',
      member: { id: juan.user.id, fullName: 'Juan dela Cruz' },
      evidence: { score: 1, reasons: ['missing_name'], listedName: 'JUAN REYES DE LA CRUZ', listSource: 'un', listReference: 'QDi.901' },
    });
    expect(byMember.get(reversed.user.id)?.evidence).toMatchObject({ score: 1, reasons: ['order', 'missing_name'], listedName: 'JUAN REYES DE LA CRUZ' });
    expect(byMember.get(alias.user.id)?.evidence).toMatchObject({ score: 1, reasons: ['order', 'alias'], listedName: 'ABU SAYYAF KARIM' });

    // The payout is held: the officer's approval is refused with a wording that names no list, and nothing moves.
    const walletBefore = (await juan.client.get('/api/auth/me')).body;
    const refused = await officer.client.post(`/api/admin/withdrawals/${juan.withdrawalId}`, { status: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'payout_under_review', message: 'This is under review and cannot be paid out now' });
    const held = (await juan.client.get('/api/user/withdrawals')).body as any[];
    expect(held.map((w) => w.status)).toEqual(['pending']);
    expect((await juan.client.get('/api/auth/me')).body).toEqual(walletBefore);

    // The disbursement is held too: the loan stays under review.
    const applied = await reversed.client.post('/api/loans', { amount: 150_000, term: 6, interestRate: 0.5 });
    expect((await officer.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).body.code).toBe('payout_under_review');
    expect(((await reversed.client.get('/api/loans')).body as any[]).map((loan) => loan.status)).toEqual(['pending']);

    // No tipping off: the borrower's answers, notifications, messages and data export hold nothing of it.
    for (const path of ['/api/auth/me', '/api/user/withdrawals', '/api/notifications', '/api/loans']) {
      expectNothingTold(JSON.stringify((await juan.client.get(path)).body));
      expectNothingTold(JSON.stringify((await reversed.client.get(path)).body));
    }
    const exported = await ctx.app.request(`${ORIGIN}/api/user/export`, { headers: { cookie: juan.client.cookie ?? '' } });
    expect(exported.status).toBe(200);
    for (const file of Object.values(unzipSync(new Uint8Array(await exported.arrayBuffer())))) expectNothingTold(strFromU8(file));
    const messages = await ctx.db.selectFrom('outboxMessages').select(['body', 'html']).where('userId', 'in', [juan.user.id, reversed.user.id]).execute();
    for (const message of messages) expectNothingTold(`${message.body} ${message.html ?? ''}`);

    // Staff without the compliance duty see nothing of it either.
    await ctx.db.updateTable('users').set({ duties: JSON.stringify(['payouts', 'lending']) }).where('id', '=', officer.id).execute();
    expect((await officer.client.get('/api/admin/compliance/cases')).status).toBe(403);
  });

  it('clearing a case releases the payout; confirming freezes the account and marks the report due five working days on, across Bonifacio Day', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const juan = await borrowerWaitingForPayout(ctx, officer.client, 'Juan dela Cruz');
    const reversed = await verifiedBorrower(ctx, { fullName: 'Dela Cruz, Juan' });
    expect((await importUnList(officer.client)).body.casesOpened).toBe(2);
    const cases = (await officer.client.get('/api/admin/compliance/cases')).body as any[];
    const caseOf = (userId: number) => cases.find((c) => c.member.id === userId).id as number;

    expect((await officer.client.post(`/api/admin/compliance/cases/${caseOf(juan.user.id)}`, { decision: 'clear', reason: '' })).body.code).toBe('validation_failed');
    const cleared = await officer.client.post(`/api/admin/compliance/cases/${caseOf(juan.user.id)}`, { decision: 'clear', reason: 'Different person: born 1994, the listed one in 1961' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ state: 'cleared', dueDate: null, decisionReason: 'Different person: born 1994, the listed one in 1961' });
    const again = await officer.client.post(`/api/admin/compliance/cases/${caseOf(juan.user.id)}`, { decision: 'confirm', reason: 'second thoughts' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('screening_case_decided');

    // Released: the payout goes, and the next screening before it does not reopen the cleared entry.
    const approved = await officer.client.post(`/api/admin/withdrawals/${juan.withdrawalId}`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(await ctx.db.selectFrom('screeningCases').select('state').where('userId', '=', juan.user.id).execute()).toEqual([{ state: 'cleared' }]);

    // Saturday 2026-11-21 10:00 Manila + 4 days = Wednesday 25th. Five working days: Thu 26, Fri 27, (Mon 30 is Bonifacio Day), Tue 1, Wed 2, Thu 3 December.
    ctx.clock.advance(4 * 24 * 60 * 60 * 1000);
    // The officer's session ended while the days passed.
    expect((await signInStaff(ctx, officer.client, officer)).status).toBe(200);
    const confirmed = await officer.client.post(`/api/admin/compliance/cases/${caseOf(reversed.user.id)}`, { decision: 'confirm', reason: 'Same person: passport matches the UN entry' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ state: 'confirmed', dueDate: '2026-12-03' });
    // Frozen: deactivated and signed out; an AML hold keeps the records.
    expect((await reversed.client.get('/api/auth/me')).status).toBe(401);
    expect(await ctx.db.selectFrom('users').select('isActive').where('id', '=', reversed.user.id).executeTakeFirst()).toEqual({ isActive: 0 });
    expect(await ctx.db.selectFrom('amlHolds').select(['userId', 'reason', 'createdBy']).execute()).toEqual([{ userId: reversed.user.id, reason: 'confirmed_match', createdBy: officer.id }]);

    // The confirmed match owes a suspicious-transaction report (decision 073), due the same Thursday, naming the case.
    const reports = (await officer.client.get('/api/admin/compliance/reports')).body as any[];
    const owed = reports.filter((report) => report.member.id === reversed.user.id);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ kind: 'suspicious', state: 'due', reason: 'confirmed_match', dueDate: '2026-12-03', isOverdue: false, bankingDay: null, alertId: null, caseId: confirmed.body.id, evidence: { total: 0, transactions: [] } });
    // Its export tells why compliance confirmed it; a report without transactions is still one CSV row about the subject.
    const document = await officer.client.get(`/api/admin/compliance/reports/${owed[0].id}.json`);
    expect(document.body.report).toMatchObject({ kind: 'suspicious', reason: 'confirmed_match', narrative: 'Same person: passport matches the UN entry', dueDate: '2026-12-03' });
    expect(document.body.subject).toMatchObject({ memberId: reversed.user.id, fullName: 'Dela Cruz, Juan' });
    const csv = String((await officer.client.get(`/api/admin/compliance/reports/${owed[0].id}.csv`)).body).trimEnd().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(new RegExp(`^${owed[0].id},suspicious,confirmed_match,Same person: passport matches the UN entry,,2026-12-03,`));
    expect(csv[1]).toContain(`,${reversed.user.id},"Dela Cruz, Juan",`);
    // Clearing opened no report: the cleared member owes none.
    expect(reports.filter((report) => report.member.id === juan.user.id)).toEqual([]);
  });

  it("confirming a match of a member who borrowed reports the member's money events with their journal entries", async () => {
    const ctx = await createTestContext();
    ctx.clock.advance(4 * 24 * 60 * 60 * 1000);
    const officer = await createStaff(ctx, { role: 'admin' });
    const juan = await borrowerWaitingForPayout(ctx, officer.client, 'Juan dela Cruz');
    expect((await importUnList(officer.client)).body.casesOpened).toBe(1);
    const [open] = (await officer.client.get('/api/admin/compliance/cases')).body as any[];
    expect((await officer.client.post(`/api/admin/compliance/cases/${open.id}`, { decision: 'confirm', reason: 'Same person' })).status).toBe(200);

    const [report] = (await officer.client.get('/api/admin/compliance/reports')).body as any[];
    expect(report).toMatchObject({ kind: 'suspicious', reason: 'confirmed_match', caseId: open.id, dueDate: '2026-12-03', member: { id: juan.user.id }, evidence: { total: 150_000 } });
    expect(report.evidence.transactions).toHaveLength(1);
    expect(report.evidence.transactions[0]).toMatchObject({ kind: 'disbursement', amount: 150_000, bankingDay: '2026-11-25' });
    // The books' two entries of a disbursement: the principal credited to the wallet, and the disbursement.
    expect(report.evidence.transactions[0].journalEntries).toHaveLength(2);
    // The held withdrawal was never paid out, so it is no money event; the account is frozen with it pending.
    expect(await ctx.db.selectFrom('withdrawals').select('status').where('id', '=', juan.withdrawalId).execute()).toEqual([{ status: 'pending' }]);
  });

  it('screens a borrower at registration against the lists already imported', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    expect((await importUnList(officer.client)).body).toMatchObject({ screened: 0, casesOpened: 0 });
    const juan = await registerBorrower(ctx, { fullName: 'Juan Reyes de la Cruz' });
    const cases = (await officer.client.get('/api/admin/compliance/cases')).body as any[];
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ occasion: 'registration', member: { id: juan.user.id }, evidence: { score: 1, reasons: ['exact'] } });
    // The borrower's own answer holds their name, and nothing of the case.
    expect(JSON.stringify(juan.user)).not.toMatch(/QDi|screening|compliance|review/i);
  });
});

describe('importing a list', () => {
  it('refuses a file that is not the list, or of the wrong type, and changes nothing', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const notTheList = await importUnList(officer.client, '<?xml version="1.0"?><SANCTIONS dateGenerated="2026-11-20"></SANCTIONS>');
    expect(notTheList.status).toBe(400);
    expect(notTheList.body.code).toBe('list_not_un_list');
    const wrongType = await officer.client.request('POST', '/api/admin/compliance/lists?source=amlc', { body: UN_LIST, headers: { 'content-type': 'application/xml' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('list_type_invalid');
    const badCsv = await officer.client.request('POST', '/api/admin/compliance/lists?source=amlc', { body: 'name,reference\nJuan,1\n', headers: { 'content-type': 'text/csv' } });
    expect(badCsv.status).toBe(400);
    expect(badCsv.body.code).toBe('list_not_amlc_csv');
    expect(await ctx.db.selectFrom('complianceListImports').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('listedPersons').select('id').execute()).toEqual([]);
  });

  it("takes the AMLC's CSV, keeps each import's version, and screens against it", async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const pedro = await verifiedBorrower(ctx, { fullName: 'Pedro Santos Bautista' });
    const csv = 'reference,name,aliases,birth_dates,listed_on\nAMLC-2026-014,"BAUTISTA, PEDRO",Pedring Bautista;P. Bautista,1980-05-01,2026-10-01\n';
    const imported = await officer.client.request('POST', '/api/admin/compliance/lists?source=amlc', { body: csv, headers: { 'content-type': 'text/csv' } });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ source: 'amlc', entries: 1, screened: 1, casesOpened: 1 });
    expect(imported.body.version).toMatch(/^[0-9a-f]{16}$/);
    const cases = (await officer.client.get('/api/admin/compliance/cases')).body as any[];
    expect(cases[0]).toMatchObject({ member: { id: pedro.user.id }, evidence: { listSource: 'amlc', listReference: 'AMLC-2026-014', listedName: 'BAUTISTA, PEDRO' } });
    // A second import is kept beside the first, and opens no second case for the same entry.
    const second = await officer.client.request('POST', '/api/admin/compliance/lists?source=amlc', { body: `${csv}AMLC-2026-015,Ana Reyes,,,\n`, headers: { 'content-type': 'text/csv' } });
    expect(second.body).toMatchObject({ entries: 2, casesOpened: 0 });
    expect(await ctx.db.selectFrom('complianceListImports').select('entryCount').orderBy('id').execute()).toEqual([{ entryCount: 1 }, { entryCount: 2 }]);
  });
});
