import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page, type WebSocket } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../api/src/test/spawn-server';
import { CHROMIUM_ARGS, expectAccessible, testChromium } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp } from './support/journey';

// Issue 5 in a real Chromium against the real server and the built app:
// live updates, the offline view, logout wiping it, and installability.
const kit = useBrowserTest();

const SW_FILE = join(import.meta.dirname, '../dist/sw.js');
const PASSWORD = 'correct horse battery';

type Borrower = { client: HttpClient; fullName: string; email: string; loanId: number };

/** A verified borrower with a pending loan of 1,200,000 over 24 months at 0.3% (53,600 a month), through the API. */
async function borrowerWithPendingLoan(fullName: string, email: string): Promise<Borrower> {
  const { client, loanId } = await borrowerOverHttp(kit.server.base, { who: { fullName, email, password: PASSWORD } });
  return { client, fullName, email, loanId: loanId as number };
}


/** Resolves once the page's live socket has greeted the server, i.e. pushes can arrive. */
function liveSocketGreeted(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/ws')) return;
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"auth"')) resolve(socket);
      });
    });
  });
}

/** The query keys the app saved in IndexedDB for offline use (idb-keyval's default store). */
function persistedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const read = db.transaction('keyval').objectStore('keyval').get('query-cache');
          read.onsuccess = () => {
            const saved = read.result as { clientState?: { queries?: Array<{ queryKey: unknown[] }> } } | undefined;
            resolve((saved?.clientState?.queries ?? []).map((query) => query.queryKey.join('/')));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('live updates', () => {
  it('shows an admin’s approval on the wallet tab without a reload, within 2 s', async () => {
    const maria = await borrowerWithPendingLoan('Maria Santos', 'maria@example.com');
    const admin = await kit.admin();
    const page = await kit.signedInPage(maria.client);
    const greeted = liveSocketGreeted(page);
    await page.goto('/dashboard?tab=wallet');
    await page.getByText('Welcome,').waitFor();
    const balance = page.getByRole('region', { name: 'Wallet Balance' });
    await balance.getByText('PHP 0.00').waitFor();
    await greeted;
    // A reload would wipe this mark: the approval must reach the page as it is.
    await page.evaluate(() => Object.assign(window, { isSamePage: true }));

    const approved = await admin.call('POST', `/api/admin/loans/${maria.loanId}`, { status: 'approve', title: 'Loan Approved', message: 'Approved.' });
    expect(approved.body.status).toBe('approved');
    const startedAt = Date.now();

    await page.getByText('Your loan information has been updated by an administrator.').waitFor({ timeout: 2000 });
    await expect(page.getByText('Account Updated').isVisible()).resolves.toBe(true);
    // Without the push, polling (45 s while the channel is open) would be far slower.
    await balance.getByText('PHP 1,200,000.00').waitFor({ timeout: 2000 });
    expect(Date.now() - startedAt).toBeLessThan(2000);
    await expect(page.evaluate(() => 'isSamePage' in window)).resolves.toBe(true);
  });
});

describe('offline', () => {
  let context: BrowserContext;
  let page: Page;
  let ana: Borrower;

  beforeAll(async () => {
    ana = await borrowerWithPendingLoan('Ana Reyes', 'ana@example.com');
    // Both tests of this block go on with the same page.
    page = await kit.signedInPage(ana.client, { keep: true });
    context = page.context();
  });

  it('after one online visit, shows the last known data with the offline banner on a reload without network', async () => {
    await page.goto('/dashboard');
    await page.getByText('Application in Progress').waitFor();
    // The service worker has precached the shell once it is active.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await until(() => persistedQueryKeys(page), (keys) => keys.includes('auth/me') && keys.includes('loans'), 'the saved queries');

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Offline — showing data from /).waitFor();
    await expect(page.getByText('Welcome,').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Ana Reyes').first().isVisible()).resolves.toBe(true);
    // The loan summary and its schedule figures, from the saved loans query.
    await expect(page.getByText('Application in Progress').isVisible()).resolves.toBe(true);
    await expect(page.getByText('PHP 1,200,000.00').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('PHP 53,600.00').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('24 months').first().isVisible()).resolves.toBe(true);
    await page.getByRole('tab', { name: 'WALLET' }).click();
    await page.getByRole('region', { name: 'Wallet Balance' }).getByText('PHP 0.00').waitFor();
    await page.getByRole('heading', { name: 'Loan Summary', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Repayment Schedule' }).waitFor();
    const schedule = page.getByRole('table', { name: '24 monthly payments of PHP 53,600.00' });
    await expect(schedule.getByRole('row').count()).resolves.toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: 'WITHDRAW' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'the offline dashboard');

    await context.setOffline(false);
    await page.getByText(/^Offline — showing data from /).waitFor({ state: 'detached' });
  });

  it('after logout, an offline reload shows no borrower data', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been successfully logged out.').waitFor();
    await until(() => persistedQueryKeys(page), (keys) => keys.length === 0, 'the saved queries to be wiped');

    await context.setOffline(true);
    await page.goto('/dashboard');
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'LOG IN' }).waitFor();
    const text = await page.locator('body').innerText();
    for (const secret of ['Ana Reyes', 'ana@example.com', '1,200,000', '53,600', 'Application in Progress']) {
      expect(text).not.toContain(secret);
    }
    await context.setOffline(false);
  });
});

describe('installable app', () => {
  it('passes Chromium’s installability check, and offers a new version with a reload', async () => {
    // Chromium never offers installation in an incognito-like context, so this one has a profile.
    const profile = mkdtempSync(join(tmpdir(), 'lender-profile-'));
    const { executablePath, env } = await testChromium();
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      args: CHROMIUM_ARGS,
      env: { ...process.env, ...env },
      baseURL: kit.server.base,
      viewport: { width: 360, height: 780 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // The second load is controlled by the worker.
      await page.reload();
      await until(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), Boolean, 'the worker to control the page');
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${kit.server.base}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      // A new release: a new build, and the server restarted on it on the same
      // port (it reads web/dist once as it starts, decision 020). The browser
      // fetches the worker script itself, out of Playwright's reach, so the
      // built file and its compressed twins change for a moment.
      const originals = [SW_FILE, `${SW_FILE}.br`, `${SW_FILE}.gz`].map((file) => [file, readFileSync(file)] as const);
      try {
        const next = Buffer.concat([readFileSync(SW_FILE), Buffer.from('\n// the next release\n')]);
        writeFileSync(SW_FILE, next);
        writeFileSync(`${SW_FILE}.br`, brotliCompressSync(next));
        writeFileSync(`${SW_FILE}.gz`, gzipSync(next));
        await kit.restart();
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
        await page.getByText('A new version is available.').waitFor();
      } finally {
        for (const [file, bytes] of originals) writeFileSync(file, bytes);
      }
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
      await until(
        () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active && !r.waiting))),
        Boolean,
        'the new worker to take over',
      );
      await page.getByRole('button', { name: 'LOG IN' }).waitFor();
      await expect(page.getByText('A new version is available.').isVisible()).resolves.toBe(false);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }

    // A new release reaches installed apps: the shell and the worker are always revalidated.
    for (const path of ['/sw.js', '/manifest.webmanifest', '/', '/index.html']) {
      expect((await fetch(`${kit.server.base}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
