import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verificationDetails } from '../../api/src/test/builders';
import { HttpClient } from '../../api/src/test/spawn-server';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, type BorrowerOverHttp, signInStaffOverHttp, verifyOverHttp } from './support/journey';

// Issue 32, "Done when", second part, in a real Chromium at phone width against
// the real server, whose clock CLOCK_START sets (decision 074). A loan of
// PHP 1,200,000 over 24 months at 0.3% (53,600.00 a month) paid out on
// 10 Oct 2026: installment 1 fell due on 10 Nov and is unpaid. On 20 Nov it is
// 10 days past due, past the 3 days' grace, so its 5% late fee of 2,680.00 is
// due with it: 56,280.00. 10 days is not more than 15, and the borrower gave
// no written agreement: SEC MC 18's hours bind the collector. The borrower
// works in Hong Kong (UTC+8, Manila's hours): at 23:00 the SMS is refused,
// naming the rule; the server started again at 09:00 the same day sends it.

const NIGHT = '2026-11-20T23:00:00+08:00';
const MORNING = '2026-11-20T09:00:00+08:00';
const COLLECTOR = { email: 'collector@example.com', password: 'collector password 1' };
const COMPLIANCE = { email: 'compliance@example.com', password: 'compliance password 1' };
const TEMPLATE = 'Reminder, day 10';
const QUIET_HOURS =
  'SEC MC 18 s.2019: no contact with a borrower before 06:00 or after 22:00 (Manila time, and the borrower\u2019s own time where they work), unless the loan is more than 15 days past due or the borrower agreed in writing';

const kit = useBrowserTest({ env: { CLOCK_START: NIGHT } });
let collector: HttpClient;
let compliance: HttpClient;
let borrower: BorrowerOverHttp;
let loanId: number;
let page: Page;

beforeAll(async () => {
  const admin = await kit.admin();
  const clock = { clockOffsetMs: kit.clockOffsetMs() };
  for (const [officer, duties] of [
    [COLLECTOR, ['collections']],
    [COMPLIANCE, ['compliance']],
  ] as const) {
    expect((await admin.call('POST', '/api/admin/add-admin', { ...officer, duties })).status).toBe(201);
  }
  collector = new HttpClient(kit.server.base);
  expect((await signInStaffOverHttp(collector, COLLECTOR, clock)).status).toBe(200);
  compliance = new HttpClient(kit.server.base);
  expect((await signInStaffOverHttp(compliance, COMPLIANCE, clock)).status).toBe(200);

  borrower = await borrowerOverHttp(kit.server.base, { until: 'registered' });
  await verifyOverHttp(borrower.client, verificationDetails({ countryWorking: 'Hong Kong' }));
  const applied = await borrower.client.call('POST', '/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  loanId = applied.body.id;
  const approved = await admin.call('POST', `/api/admin/loans/${loanId}`, { status: 'approved', startDate: '2026-10-10' });
  expect(approved.status).toBe(200);

  const queue = await collector.call('GET', '/api/admin/collections');
  expect(queue.body).toMatchObject([{ loanId, fullName: borrower.fullName, daysPastDue: 10, amountDue: 56_280, hasNightConsent: false }]);
  page = await kit.signedInPage(collector, { keep: true });
  page.setDefaultTimeout(15_000);
}, 120_000);

/** The loan's contacts, opened from the queue. */
async function openContacts() {
  await page.goto('/admin?section=collections');
  await page.getByRole('button', { name: `Contacts of ${borrower.fullName}` }).click();
  return page.getByRole('dialog', { name: `Contacts of ${borrower.fullName}` });
}

describe('collection messages within SEC MC 18', () => {
  it('a collector drafts an SMS template and a compliance officer approves it', async () => {
    await page.goto('/admin?section=collections');
    await page.getByRole('tab', { name: 'Templates' }).click();
    const form = page.getByRole('region', { name: 'Draft a template' });
    await form.getByLabel('Name').fill(TEMPLATE);
    await form.getByLabel('Text').fill('Hi {name}, {amountDue} is {daysPastDue} days past due. Pay with reference {paymentReference}. {company} {hotline}');
    await form.getByRole('button', { name: 'Send to compliance' }).click();
    await page.getByText('Template sent to compliance for approval').first().waitFor();
    await page.getByRole('article', { name: TEMPLATE }).getByText('Waiting for compliance').waitFor();
    await expectAccessible(page, 'the templates');

    const officer = await kit.signedInPage(compliance);
    await officer.goto('/admin?section=collections');
    // Compliance holds no Collections duty: the templates are its only tab.
    await officer.getByRole('tab', { name: 'Templates' }).waitFor();
    expect(await officer.getByRole('tab').allTextContents()).toEqual(['Templates']);
    const card = officer.getByRole('article', { name: TEMPLATE });
    await card.getByRole('button', { name: `Approve template ${TEMPLATE}` }).click();
    await officer.getByText('Template approved').first().waitFor();
    await card.getByText('Approved by Administrator').waitFor();
  });

  it('at 23:00 Manila the SMS to a loan 10 days past due is refused, naming the rule, and nothing is sent', async () => {
    const dialog = await openContacts();
    const block = dialog.getByRole('region', { name: 'Send a message' });
    const preview = block.getByRole('region', { name: 'What the borrower will read' });
    expect(await preview.textContent()).toMatch(new RegExp(`^Hi ${borrower.fullName}, PHP 56,280\\.00 is 10 days past due\\. Pay with reference \\d+\\. Sample Lending Corporation`));
    await block.getByRole('button', { name: 'Send' }).click();
    const refusal = block.getByRole('alert');
    await refusal.getByText('Message not sent').waitFor();
    expect(await refusal.textContent()).toContain(QUIET_HOURS);
    await expectAccessible(page, 'the refused message');

    expect((await collector.call('GET', `/api/admin/loans/${loanId}/messages`)).body).toEqual([]);
  });

  it('at 09:00 Manila the same SMS is sent to the borrower alone, and shows in the loan\u2019s messages', async () => {
    await kit.restart({ env: { CLOCK_START: MORNING } });
    const dialog = await openContacts();
    const block = dialog.getByRole('region', { name: 'Send a message' });
    await block.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent').first().waitFor();
    const sent = block.getByRole('list', { name: 'Messages sent' });
    await sent.getByText(/PHP 56,280\.00 is 10 days past due/).waitFor();
    expect(await block.getByRole('alert').count()).toBe(0);

    const messages = await collector.call('GET', `/api/admin/loans/${loanId}/messages`);
    expect(messages.body).toHaveLength(1);
    expect(messages.body[0]).toMatchObject({ loanId, channel: 'sms' });
    expect(messages.body[0].text).toMatch(new RegExp(`^Hi ${borrower.fullName}, PHP 56,280\\.00 is 10 days past due\\.`));
    // Sent in the morning of the clock: 09:00 Manila is 01:00 UTC.
    expect(messages.body[0].sentAt).toMatch(/^2026-11-20T01:/);
    // The outbox delivers it to the borrower's number, the development stand-in for SMS writing it down.
    await vi.waitFor(() => expect(readFileSync(join(kit.server.dataDir, 'sms-outbox.log'), 'utf8')).toContain('PHP 56,280.00 is 10 days past due'), { timeout: 15_000, interval: 200 });
  });

  it('shows November\u2019s collection efficiency: 53,600.00 fell due, nothing collected', async () => {
    await page.goto('/admin?section=collections');
    await page.getByRole('tab', { name: 'Reports' }).click();
    await page.getByLabel('Month').fill('2026-11');
    const efficiency = page.getByRole('table', { name: 'Collection efficiency' });
    await efficiency.getByRole('row', { name: /^Unassigned/ }).waitFor();
    expect(await efficiency.getByRole('row').allTextContents()).toEqual([
      'CollectorLoansDueCollectedEfficiency',
      'Unassigned1PHP 53,600.00PHP 0.000%',
      'All collectorsPHP 53,600.00PHP 0.000%',
    ]);
    await page.getByRole('table', { name: 'Roll rates' }).waitFor();
    await page.getByRole('table', { name: 'Promises kept' }).waitFor();
    await expectAccessible(page, 'the collection reports');
    const links = await page.getByRole('link', { name: 'Download CSV' }).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual([
      '/api/admin/collections/reports/roll-rates.csv?month=2026-11',
      '/api/admin/collections/reports/efficiency.csv?month=2026-11',
      '/api/admin/collections/reports/promises.csv?month=2026-11',
    ]);
    const csv = await collector.call('GET', links[1] ?? '');
    expect(csv.status).toBe(200);
    expect(csv.body as string).toContain('2026-11,,Unassigned,1,53600.00,0.00,0');
  });
});
