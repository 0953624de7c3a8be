import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../api/src/test/spawn-server';
import { PHONE, expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, signInStaffOverHttp } from './support/journey';
import { overflowingTexts } from './support/phone-screen';

// Issue 33, the browser test (decision 073): an officer with the compliance
// duty and no other imports a UN list (written here in the UN Consolidated
// List's XML format, naming a borrower the test registered), sees the
// possible match, clears it with a reason, and files the covered-transaction
// report the borrower's 1,200,000 loan then makes. All on a 360 px phone.
// Nothing of it reaches the borrower.

const OFFICER = { email: 'aml.officer@example.com', password: 'aml officer password 1' };
const LENDER = { email: 'lending.officer@example.com', password: 'lending officer password 1' };

/** The list's entry: RAMON BAUTISTA VILLAREAL; the borrower registered as "Ramon Villareal" (the middle name left out). */
const UN_LIST = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="2026-11-20T10:00:03.19-05:00">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6909902</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>RAMON</FIRST_NAME>
      <SECOND_NAME>BAUTISTA</SECOND_NAME>
      <THIRD_NAME>VILLAREAL</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.902</REFERENCE_NUMBER>
      <LISTED_ON>2019-06-14</LISTED_ON>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>ABU RAMON</ALIAS_NAME></INDIVIDUAL_ALIAS>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES/>
</CONSOLIDATED_LIST>
`;

/** What would tell the borrower that the lender screened or reported them. */
const TELLTALES = /QDi\.|Consolidated|screening|compliance|list match|covered transaction|suspicious|AMLC|under_review|BAUTISTA VILLAREAL/i;

const kit = useBrowserTest();
let admin: HttpClient;
let officer: HttpClient;
let lender: HttpClient;

beforeAll(async () => {
  admin = await kit.admin();
  expect((await admin.call('POST', '/api/admin/add-admin', { ...OFFICER, duties: ['compliance'] })).status).toBe(201);
  officer = new HttpClient(kit.server.base);
  expect((await signInStaffOverHttp(officer, OFFICER)).status).toBe(200);
  expect((await admin.call('POST', '/api/admin/add-admin', { ...LENDER, duties: ['lending'] })).status).toBe(201);
  lender = new HttpClient(kit.server.base);
  expect((await signInStaffOverHttp(lender, LENDER)).status).toBe(200);
}, 60_000);

describe('COMPLIANCE', () => {
  it('imports a UN list, clears the possible match with a reason, and files the covered-transaction report, telling the borrower nothing', async () => {
    const borrower = await borrowerOverHttp(kit.server.base, { who: { fullName: 'Ramon Villareal' } });

    const page = await kit.signedInPage(officer, { viewport: PHONE });
    page.setDefaultTimeout(15_000);
    await page.goto('/admin?section=compliance');
    await page.getByRole('heading', { name: 'COMPLIANCE' }).waitFor();
    await expectAccessible(page, 'the COMPLIANCE alerts');

    // The list import: the UN list's XML, as the officer downloaded it.
    await page.getByRole('tab', { name: 'Lists' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'consolidated.xml', mimeType: 'application/xml', buffer: Buffer.from(UN_LIST) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const summary = page.getByRole('status').filter({ hasText: 'Version 2026-11-20T10:00:03.19-05:00' });
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/^Version 2026-11-20T10:00:03\.19-05:00: 1 entries, \d+ borrowers screened, 1 possible matches\.$/);
    const imports = page.getByRole('list', { name: 'Imports' });
    await imports.getByText('Version: 2026-11-20T10:00:03.19-05:00', { exact: false }).waitFor();
    expect(await imports.getByRole('listitem').first().textContent()).toMatch(/^UN Security Council Consolidated List \(XML\)Version: 2026-11-20T10:00:03\.19-05:00 · Entries: 1 · Imported: .+ · By: /);
    await expectAccessible(page, 'the COMPLIANCE lists');

    // The possible match, its score and why; the borrower's loan is held meanwhile.
    expect((await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved' })).body.code).toBe('payout_under_review');
    await page.getByRole('tab', { name: 'List matches' }).click();
    const match = page.getByRole('article', { name: 'Ramon Villareal — RAMON BAUTISTA VILLAREAL' });
    await match.waitFor();
    expect(await match.textContent()).toContain('List entry: UN QDi.902');
    expect(await match.textContent()).toContain('Score: 1.00 — A name left out');
    // The section fits the phone; the shell's header (the officer's email, cut on purpose, and Logout) is not this test's.
    const header = [`p: ${OFFICER.email} · Admin`, 'span: Logout'];
    expect((await overflowingTexts(page)).filter((text) => !header.includes(text))).toEqual([]);
    await expectAccessible(page, 'the COMPLIANCE list matches');

    // Cleared with a reason: a false positive.
    await match.getByRole('button', { name: 'Clear (false positive)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear this match' });
    await dialog.getByRole('button', { name: 'Clear (false positive)' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByLabel('Why (kept on record)').fill('Different person: born 1991 in Iloilo, the listed one in 1968');
    await dialog.getByRole('button', { name: 'Clear (false positive)' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await match.getByText('Cleared', { exact: true }).waitFor();
    expect(await match.textContent()).toContain('Different person: born 1991 in Iloilo, the listed one in 1968');
    expect(await match.getByRole('button', { name: 'Confirm match' }).count()).toBe(0);

    // Released: the loan goes out, and 1,200,000 is a covered transaction, reported within five working days.
    const approved = await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved' });
    expect(approved.status).toBe(200);
    await page.getByRole('tab', { name: 'Reports' }).click();
    const report = page.getByRole('article', { name: /^Covered transaction report #\d+$/ });
    await report.waitFor();
    expect(await report.textContent()).toContain('Member: Ramon Villareal');
    expect(await report.textContent()).toContain('Total: PHP 1,200,000.00');
    expect(await report.textContent()).toContain('Disbursement · PHP 1,200,000.00');
    await report.getByText(/^Due: /).waitFor();
    await expectAccessible(page, 'the COMPLIANCE reports');

    // Its CSV, as the officer downloads it: the subject and the transaction, one row per journal line.
    const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('link', { name: /^CSV / }).click()]);
    const rows = readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    expect(rows[0]!.startsWith('report_id,report_kind,report_reason,narrative,banking_day,due_date,')).toBe(true);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row).toMatch(/,covered,single,,/);

    // Filed with the AMLC's acknowledgement.
    await report.getByRole('button', { name: 'Mark as filed' }).click();
    const filing = page.getByRole('dialog', { name: 'Mark this report as filed with the AMLC' });
    await filing.getByLabel("AMLC's acknowledgement reference").fill('CTR-2026-11-000042');
    await filing.getByRole('button', { name: 'Mark as filed' }).click();
    await filing.waitFor({ state: 'hidden' });
    await report.getByText(/^Filed: .+ · CTR-2026-11-000042$/).waitFor();
    expect(await report.getByRole('button', { name: 'Mark as filed' }).count()).toBe(0);

    // No tipping off: the borrower's answers, notifications and own screens hold nothing of it.
    for (const path of ['/api/auth/me', '/api/loans', '/api/notifications', '/api/user/withdrawals']) {
      const answer = await borrower.client.call('GET', path);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(TELLTALES);
    }
    const own = await kit.signedInPage(borrower.client, { viewport: PHONE });
    for (const tab of ['home', 'wallet', 'account']) {
      await own.goto(`/dashboard?tab=${tab}`);
      await own.waitForLoadState('networkidle');
      expect(await own.locator('body').innerText()).not.toMatch(TELLTALES);
    }
    // And an officer without the duty reaches none of it.
    expect((await lender.call('GET', '/api/admin/compliance/cases')).status).toBe(403);
    expect((await lender.call('GET', '/api/admin/compliance/reports')).status).toBe(403);
  });
});
