import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../api/src/test/spawn-server';
import { unzipEntries } from '../../api/src/test/unzip';
import { DESKTOP, expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { completeSecondFactor, fixture, newBorrower, see } from './support/journey';

// Issue 15, data privacy, in real Chromium against the real server: a
// borrower registers with consent to the privacy notice, an officer opens
// their ID image in the back office, and the borrower sees that view under
// "Who viewed your documents" and downloads their data.
const kit = useBrowserTest();
let page: Page;
const rosa = { ...newBorrower('rosa'), fullName: 'Rosa Dimaculangan' };
const front = new Uint8Array(readFileSync(fixture('id-front.png')));

beforeAll(async () => {
  page = await kit.page({ keep: true });
});

describe('data privacy', () => {
  it('registers only with consent to the privacy notice, whose full text is one click away', async () => {
    await page.goto('/register');
    await see(page, 'Create your account');
    await page.getByLabel('Full name').fill(rosa.fullName);
    await page.getByLabel('Email').fill(rosa.email);
    await page.getByLabel('Contact number').fill(rosa.contactNumber);
    await page.getByLabel(/^Password/).fill(rosa.password);
    await page.getByLabel('Confirm password').fill(rosa.password);
    await page.getByRole('button', { name: 'Read the full Privacy Notice' }).click();
    const notice = page.getByRole('dialog', { name: 'Privacy Notice' });
    await notice.getByText('Data Protection Officer (sample): dpo@lending.example, +63 2 8000 0001 (sample).').waitFor();
    await expectAccessible(page, 'the full privacy notice');
    await notice.getByRole('button', { name: 'Close', exact: true }).click();
    await notice.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'REGISTER' }).click();
    await see(page, 'Please read the privacy notice and agree to it to create your account.');

    await page.getByRole('checkbox', { name: /I have read the Privacy Notice and agree/ }).check();
    await expectAccessible(page, 'the registration screen with the privacy notice');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    const dialog = page.getByRole('dialog', { name: 'REGISTERED SUCCESSFULLY' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/verification');

    // The ID image, uploaded over HTTP with the browser's session (the upload screens have their own tests).
    const session = (await page.context().cookies()).find((cookie) => /session$/.test(cookie.name));
    const client = new HttpClient(kit.server.base);
    client.cookie = `${session?.name}=${session?.value}`;
    const issued = await client.call('POST', '/api/objects/upload', {});
    expect((await client.call('PUT', new URL(issued.body.uploadURL).pathname, front, { 'content-type': 'image/png' })).status).toBe(200);
    expect((await client.call('POST', '/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL: issued.body.uploadURL }] })).status).toBe(201);
  });

  it('an officer opens the ID image in the back office, and the view is in the member history', async () => {
    const officerPage = await kit.page({ viewport: DESKTOP });
    await officerPage.goto('/admin');
    await officerPage.getByLabel('Email').fill('admin@example.com');
    await officerPage.getByLabel('Password', { exact: true }).fill(kit.server.adminPassword);
    await officerPage.getByRole('button', { name: 'LOG IN' }).click();
    await completeSecondFactor(officerPage, { email: 'admin@example.com', password: kit.server.adminPassword });
    await officerPage.getByRole('button', { name: 'MEMBERS' }).click();
    await officerPage.getByRole('button', { name: `View / Edit ${rosa.fullName}` }).click();
    const member = officerPage.getByRole('dialog', { name: 'Edit Member Details' });
    await member.getByRole('tab', { name: 'Documents' }).click();
    const image = member.getByRole('img', { name: 'Front of ID of the member' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await member.getByRole('tab', { name: 'History' }).click();
    await member.getByText('Main Administrator (Administrator)').waitFor();
    await expectAccessible(officerPage, 'the member history with document views');
  });

  it('the borrower sees who viewed the document and downloads their data', async () => {
    await page.goto('/dashboard?tab=account');
    await see(page, 'Who viewed your documents');
    const views = page.getByRole('table').filter({ hasText: 'Main Administrator (Administrator)' });
    await views.waitFor();
    await expect(views.getByText('Front of ID').isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'the ACCOUNT tab with the privacy cards');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await download.path();
    const zip = unzipEntries(new Uint8Array(readFileSync(path)));
    const imageName = zip.names.find((name) => name.startsWith('id-images/front_id-')) as string;
    expect(zip.names).toEqual(
      [
        'complaints.json',
        'consents.json',
        'document-views.json',
        'documents.json',
        'loan-transactions.json',
        'loans.json',
        'notifications.json',
        'personal-data.json',
        'summary.html',
        'wallet-ledger.json',
        'withdrawals.json',
        imageName,
      ].sort(),
    );
    expect(imageName).toMatch(/^id-images\/front_id-\d+\.png$/);
    expect(JSON.parse(zip.text('personal-data.json'))).toMatchObject({ fullName: 'Rosa Dimaculangan', email: rosa.email });
    expect(JSON.parse(zip.text('document-views.json'))).toEqual([
      { id: expect.any(Number), documentType: 'front_id', viewedAt: expect.any(String), viewerName: 'Main Administrator', viewerRole: 'main_admin' },
    ]);
    expect(zip.bytes(imageName)).toEqual(front);
  });
});
