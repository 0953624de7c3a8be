import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../api/src/test/spawn-server';
import { expectAccessible, launchChromium, newContext } from './support/browser';

let server: SpawnedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([spawnServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('routes of a signed-out visitor', () => {
  it('shows Page Not Found on an unknown path', async () => {
    const page = await (await newContext(browser, { base: server.base })).newPage();
    await page.goto('/no-such-page');
    // The app renders after the load event: wait for the heading, then check it is shown.
    const heading = page.getByRole('heading', { name: 'Page Not Found' });
    await heading.waitFor();
    await expect(heading.isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'the 404 page');
  });

  it.each(['/dashboard', '/verification'])('sends a visitor of %s to the login screen', async (path) => {
    const page = await (await newContext(browser, { base: server.base })).newPage();
    await page.goto(path);
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  });
});
