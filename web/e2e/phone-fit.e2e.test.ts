import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toManilaIsoDate } from '../../domain/src/format';
import { addDays } from '../../domain/src/repayment';
import { spawnServer, type SpawnedServer } from '../../api/src/test/spawn-server';
import { launchChromium, PHONE, screenshotOnFailure } from './support/browser';
import { adminClient, borrowerOverHttp, type BorrowerOverHttp, signedInContext } from './support/journey';

// Issue 28, items 7 and 9, at 360 px in Filipino: the header's greeting is
// whole and its buttons are a finger's size; nothing on HOME or WALLET (an
// active loan) is cut off or spills out of its box; the labels the review
// found in English read Filipino.

let server: SpawnedServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let borrower: BorrowerOverHttp;

beforeAll(async () => {
  [server, browser] = await Promise.all([spawnServer(), launchChromium()]);
  const admin = await adminClient(server.base, server.adminPassword);
  borrower = await borrowerOverHttp(server.base, { who: { fullName: 'Samantha Dizon' } });
  const startDate = addDays({ date: toManilaIsoDate(new Date()), days: -10 });
  const approved = await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved', startDate });
  if (approved.status !== 200) throw new Error(`approval: ${approved.status} ${JSON.stringify(approved.body)}`);
  const language = await borrower.client.call('PUT', '/api/user/preferences', { language: 'fil' });
  if (language.status !== 200) throw new Error(`language: ${language.status}`);
  context = await signedInContext(browser, { base: server.base, client: borrower.client, viewport: PHONE });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
}, 90_000);
afterEach(({ task }) => screenshotOnFailure(page, task.name, task.result?.state === 'fail'));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Every element holding text of its own whose content is wider than its box
 * (cut with an ellipsis or hidden), or that reaches past the viewport's
 * right edge: described as "tag: text". Visually hidden text is skipped.
 */
async function overflowingTexts(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || element.offsetParent === null) continue;
      const box = element.getBoundingClientRect();
      // Text kept for assistive technology only (a 1 px clipped box) is not drawn.
      if (box.width <= 1 || box.height <= 1) continue;
      const isCut = element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible';
      const range = document.createRange();
      range.selectNodeContents(element);
      const isSpilling = range.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
      if (isCut || isSpilling) found.push(`${element.tagName.toLowerCase()}: ${ownText}`);
    }
    return found;
  });
}

describe('a Filipino borrower on a 360 px phone', () => {
  it('sees the whole greeting and a header whose buttons are at least 44 px tall', async () => {
    await page.goto('/dashboard');
    const banner = page.getByRole('banner');
    await banner.getByText('Samantha Dizon').waitFor();
    const greeting = banner.getByText(/Samantha Dizon/);
    expect(await greeting.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const name of ['English', 'Filipino']) {
      const height = (await banner.getByRole('button', { name }).boundingBox())?.height ?? 0;
      expect(height, name).toBeGreaterThanOrEqual(44);
    }
    for (const button of await banner.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0, (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    }
    expect(await overflowingTexts(page)).toEqual([]);
  });

  it('sees WALLET whole: the reference on one line, KOPYAHIN and MAGBAYAD MULA SA WALLET uncut, and no English label', async () => {
    await page.goto('/dashboard?tab=wallet');
    const howToPay = page.getByRole('region', { name: 'Paano Magbayad' });
    await howToPay.waitFor();
    const reference = howToPay.getByText(/^7\d{3} \d{4} \d{3}$/);
    // One line: its text has a single line box.
    expect(await reference.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getClientRects().length;
    })).toBe(1);
    await howToPay.getByRole('button', { name: 'KOPYAHIN' }).waitFor();
    await howToPay.getByRole('button', { name: 'MAGBAYAD MULA SA WALLET' }).waitFor();
    await howToPay.getByText('Reference ng bayad', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Pahayag ng Account' }).waitFor();
    expect(await overflowingTexts(page)).toEqual([]);
    const text = (await page.locator('main').first().textContent()) ?? '';
    for (const english of ['Payment reference', 'Due date', 'Statement of Account', 'STATEMENT (PDF)', 'Enter your payment reference', 'Give your payment reference']) {
      expect(text, english).not.toContain(english);
    }
  });

  it('sees HOME with nothing spilling out of its cards', async () => {
    await page.goto('/dashboard?tab=home');
    await page.getByRole('tab', { name: 'HOME', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Susunod na Bayad' }).waitFor();
    expect(await overflowingTexts(page)).toEqual([]);
    // With a loan running, the application opens on request (issue 28): open it and look again.
    await page.getByRole('button', { name: 'Mag-apply ng isa pang loan' }).click();
    await page.getByRole('slider').first().waitFor();
    expect(await overflowingTexts(page)).toEqual([]);
    expect((await page.locator('main').first().textContent()) ?? '').not.toContain('Disclosure Statement (Truth in Lending Act)');
  });
});
