import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, PHONE } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { fixture, see } from './support/journey';

// Issue 15 in real Chromium against the real server: a borrower files a
// complaint with an image and gets its reference at once; an officer takes
// it up, replies and resolves it; the borrower reads the answers.

const kit = useBrowserTest();

describe('the complaints desk', () => {
  it('a borrower files with an image, an officer replies and resolves, the borrower reads the answers', async () => {
    const { page } = await kit.borrowerPage({ until: 'verified', who: { fullName: 'Ligaya Bautista' }, viewport: PHONE });
    page.setDefaultTimeout(15_000);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'ACCOUNT' }).click();
    await see(page, 'You have not filed any complaints.');
    await expectAccessible(page, 'the Complaints card');

    await page.getByRole('button', { name: 'File a complaint' }).click();
    const form = page.getByRole('dialog', { name: 'File a complaint' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'What is it about?' }).click();
    await page.getByRole('option', { name: 'Payment not credited' }).click();
    await form.getByRole('textbox', { name: 'What happened?' }).fill('I paid 5,000 at 7-Eleven on 28 February and it is not credited yet.');
    await form.locator('input[type="file"]').first().setInputFiles(fixture('id-front.png'));
    await form.getByText('id-front.png').waitFor();
    await expectAccessible(page, "the 'File a complaint' dialog");
    await form.getByRole('button', { name: 'Submit complaint' }).click();

    const acknowledgement = page.getByRole('status').filter({ hasText: 'Complaint received' });
    await acknowledgement.waitFor();
    const reference = /CMP-\d{4}-\d{6}-\d/.exec((await acknowledgement.textContent()) ?? '')?.[0] as string;
    expect(reference).toMatch(/^CMP-\d{4}-\d{6}-\d$/);
    expect(await acknowledgement.textContent()).toContain(
      `We received your complaint. Your reference number is ${reference}. An officer will take it up within 2 days and answer it within 30 days.`,
    );
    const item = page.getByRole('listitem').filter({ hasText: reference });
    await item.getByText('Received', { exact: true }).waitFor();
    await item.getByRole('img', { name: 'Evidence 1' }).waitFor();
    expect(await item.getByRole('img', { name: 'Evidence 1' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, 'the Complaints card with a complaint');

    const officer = await kit.adminPage({ viewport: DESKTOP });
    officer.setDefaultTimeout(15_000);
    await officer.goto('/admin');
    await officer.getByRole('button', { name: 'COMPLAINTS' }).click();
    await officer.waitForURL(/section=complaints/);
    const row = officer.getByRole('table', { name: 'Complaints' }).getByRole('row').filter({ hasText: reference });
    await row.getByText('Ligaya Bautista').waitFor();
    await expectAccessible(officer, 'the COMPLAINTS section');
    await row.getByRole('button', { name: `Open complaint ${reference}` }).click();
    const drawer = officer.getByRole('dialog', { name: `Complaint ${reference}` });
    await drawer.getByText('I paid 5,000 at 7-Eleven on 28 February and it is not credited yet.').waitFor();
    await expectAccessible(officer, 'the complaint drawer');
    await drawer.getByRole('button', { name: 'Assign to me' }).click();
    await drawer.getByText(/Assigned · admin@example.com/).waitFor();
    const message = drawer.getByRole('textbox', { name: 'Message to the borrower' });
    await message.fill('We found your payment and are posting it today.');
    await drawer.getByRole('button', { name: 'Reply' }).click();
    await drawer.getByText(/Replied · admin@example.com/).waitFor();
    await message.fill('Your payment of 5,000 was credited on 1 March.');
    await drawer.getByRole('button', { name: 'Resolve' }).click();
    await drawer.getByText(/Resolved · admin@example.com/).waitFor();

    // The borrower's screen follows through the live channel (or its polling).
    await item.getByText('Resolved', { exact: true }).waitFor({ timeout: 60_000 });
    await item.getByText('We found your payment and are posting it today.').waitFor();
    await item.getByText('Your payment of 5,000 was credited on 1 March.').waitFor();
    await expectAccessible(page, 'the Complaints card with the answers');
  }, 180_000);
});
