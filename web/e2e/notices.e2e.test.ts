import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, PHONE } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { see } from './support/journey';

// Issue 28, item 6: a green notice (the complaint's acknowledgement) and a red
// one (a staff list that failed to load) keep a readable title in light and
// dark, checked by axe's colour-contrast rule in real Chromium.

const kit = useBrowserTest();

describe.each(['light', 'dark'] as const)('notices in %s mode', (colorScheme) => {
  it('the green acknowledgement of a complaint passes axe', async () => {
    const { page } = await kit.borrowerPage({ until: 'verified', who: { fullName: 'Ligaya Bautista' }, viewport: PHONE, colorScheme });
    page.setDefaultTimeout(15_000);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'ACCOUNT' }).click();
    await page.getByRole('button', { name: 'File a complaint' }).click();
    const form = page.getByRole('dialog', { name: 'File a complaint' });
    await form.getByRole('combobox', { name: 'What is it about?' }).click();
    await page.getByRole('option', { name: 'Payment not credited' }).click();
    await form.getByRole('textbox', { name: 'What happened?' }).fill('I paid 5,000 at 7-Eleven on 28 February and it is not credited yet.');
    await form.getByRole('button', { name: 'Submit complaint' }).click();
    await page.getByRole('status').filter({ hasText: 'Complaint received' }).waitFor();
    await expectAccessible(page, `the complaint's acknowledgement (${colorScheme})`);
  }, 120_000);

  it('the red notice of a staff list that failed to load passes axe, and its retry loads the list', async () => {
    const page = await kit.adminPage({ viewport: DESKTOP, colorScheme });
    page.setDefaultTimeout(15_000);
    // The server answering 500 once: the only way to make a real server fail one read on demand.
    let isFailing = true;
    await page.route(/\/api\/admin\/loans\?/, (route) =>
      isFailing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"Server error"}' }) : route.continue(),
    );
    await page.goto('/admin?section=loans');
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load this list' });
    await failure.waitFor();
    await see(page, 'Not loaded');
    // Measure the settled screen: nothing still loading around the notice.
    await expect.poll(() => page.getByLabel('Loading').count()).toBe(0);
    await expectAccessible(page, `a failed staff list (${colorScheme})`);
    // The list's own retries keep the button loading; let the answer succeed only once none is in flight,
    // or a retry of the list, not the button, would load it and the notice would be gone before the click.
    const retry = failure.getByRole('button', { name: 'Try again' });
    await expect.poll(() => retry.isEnabled(), { timeout: 30_000 }).toBe(true);
    isFailing = false;
    await retry.click();
    await failure.waitFor({ state: 'detached' });
  }, 120_000);
});
