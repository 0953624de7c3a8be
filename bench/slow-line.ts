// npm run bench:slow-line: the borrower's first screens on a slow line
// (issue 28: 2,000 ms round trip, 400 kbit/s, cold cache), emulated with the
// Chrome DevTools Protocol's Network.emulateNetworkConditions in Chromium,
// against the built app served by the real server on a temporary DATA_DIR.
// Prints how long until the sign-in screen is usable, HOME after LOG IN and
// WALLET after a tap, and the deepest request chain to each; figures, never
// asserted by `npm test`. It builds nothing: run `npm run build` first.
// Exit code 1 when a goal is missed.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawnServer } from '../api/src/test/spawn-server';
import { launchChromium } from '../web/e2e/support/browser';
import { adminClient, borrowerOverHttp } from '../web/e2e/support/journey';

/**
 * The line. CDP's `latency` is added to every request between
 * sending it and its response headers (request-level throttling), so one
 * request costs one round trip: 2,000 ms. Throughputs are bytes per second:
 * 400 kbit/s = 50,000 B/s each way. Connection set-up (TCP, TLS) is not
 * modelled, which makes the figures a little kinder than a real phone.
 */
const LINE = { offline: false, latency: 2000, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 } as const;
const GOALS_MS = { signIn: 8000, home: 4000, tab: 2000, account: 2000, about: 2000 } as const;
const MAX_CHAIN = 3;
/** Runs per measure; the median is printed (BENCH_RUNS). */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const WAIT_MS = 90_000;

const dist = resolve(import.meta.dirname, '../web/dist/index.html');
if (!existsSync(dist)) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(2);
}

type Browser = Awaited<ReturnType<typeof launchChromium>>;
type Page = Awaited<ReturnType<Browser['newPage']>>;
type CDPSession = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;
/** A thumb on a phone's keyboard: about 5 characters a second. */
const KEYSTROKE_MS = 200;

type Sent = { url: string; type: string; parent: string | null; at: number; done?: number; bytes?: number };

/**
 * Follows every request the page sends and who asked for it (CDP
 * initiators): the parent of a request is the document or script that
 * started it, so a chain is document → script → chunk → … → answer.
 */
class RequestChains {
  private readonly sent = new Map<string, Sent>();
  private readonly byUrl = new Map<string, Sent>();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      const initiator = event.initiator as { type: string; url?: string; stack?: StackTrace };
      const sent: Sent = { url: event.request.url, type: event.type ?? 'Other', parent: initiator.url ?? topOfStack(initiator.stack), at: event.timestamp };
      this.sent.set(event.requestId, sent);
      if (!this.byUrl.has(sent.url)) this.byUrl.set(sent.url, sent);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const sent = this.sent.get(event.requestId);
      if (sent) Object.assign(sent, { done: event.timestamp, bytes: event.encodedDataLength });
    });
  }

  /** BENCH_TRACE=1: every request since the last reset, with its start and end in seconds and its bytes on the wire. */
  trace(): string {
    const all = [...this.sent.values()];
    const zero = Math.min(...all.map((sent) => sent.at));
    return all
      .map((sent) => `    ${(sent.at - zero).toFixed(2).padStart(6)} → ${sent.done ? (sent.done - zero).toFixed(2).padStart(6) : '     ?'} ${String(sent.bytes ?? '').padStart(7)} B ${sent.type.padEnd(10)} ${short(sent.url)} ⟵ ${sent.parent ? short(sent.parent) : '-'}`)
      .join('\n');
  }

  reset(): void {
    this.sent.clear();
  }

  /** The longest chain of scripts, styles and API answers (fetch/XHR) sent since the last reset; depth 1 is a file the document asks for. */
  deepest(): { depth: number; chain: string[]; requests: number } {
    let best: string[] = [];
    let requests = 0;
    for (const sent of this.sent.values()) {
      if (!['Script', 'Stylesheet', 'Fetch', 'XHR'].includes(sent.type)) continue;
      requests += 1;
      const chain = this.chainOf(sent);
      if (chain.length > best.length) best = chain;
    }
    return { depth: best.length, chain: best, requests };
  }

  private chainOf(sent: Sent): string[] {
    const chain = [sent.url];
    const seen = new Set(chain);
    let parent = sent.parent;
    while (parent) {
      const up = this.byUrl.get(parent);
      if (!up || up.type === 'Document' || seen.has(up.url)) break;
      chain.unshift(up.url);
      seen.add(up.url);
      parent = up.parent;
    }
    return chain;
  }
}

type StackTrace = { callFrames: Array<{ url: string }>; parent?: StackTrace };

/** The script whose code sent the request: the first frame with a URL, through async parents (an await before a fetch). */
function topOfStack(stack: StackTrace | undefined): string | null {
  for (let at = stack; at; at = at.parent) {
    const frame = at.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
  }
  return null;
}

const short = (url: string) => new URL(url).pathname;

type Key = keyof typeof GOALS_MS;
type Run = Record<Key, number> & { chains: Record<Key, Chain> };
type Chain = ReturnType<RequestChains['deepest']>;

async function throttled(page: Page): Promise<{ cdp: CDPSession; chains: RequestChains }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', LINE);
  return { cdp, chains: new RequestChains(cdp) };
}

async function oneRun(base: string, who: { email: string; password: string }): Promise<Run> {
  const browser = await launchChromium();
  try {
    // A new context is a cold cache. No service worker: CDP's emulation does
    // not throttle a worker's own requests, and on a first visit it controls nothing.
    const fresh = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 }, locale: 'en-PH', timezoneId: 'Asia/Manila', serviceWorkers: 'block' });
    const page = await fresh.newPage();
    const { chains } = await throttled(page);

    let started = Date.now();
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.waitFor({ state: 'visible', timeout: WAIT_MS });
    // Usable once painted, not only laid out: a field the page has not painted yet (its stylesheet still
    // on the way) is visible to the DOM but not to the visitor. The first contentful paint is the form.
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[type=email]');
      return input !== null && !input.disabled && performance.getEntriesByName('first-contentful-paint').length > 0;
    });
    const signIn = Date.now() - started;
    const signInChain = chains.deepest();
    if (process.env.BENCH_TRACE) console.log(`sign-in:\n${chains.trace()}`);

    // Typed as a person types: what the screen does meanwhile (fetching the dashboard's code) is part of the figure.
    await email.pressSequentially(who.email, { delay: KEYSTROKE_MS });
    await page.locator('input[autocomplete=current-password]').pressSequentially(who.password, { delay: KEYSTROKE_MS });
    if (process.env.BENCH_TRACE) console.log(`while typing (from the navigation):\n${chains.trace()}`);
    chains.reset();
    started = Date.now();
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByRole('tab', { name: 'HOME', selected: true }).waitFor({ state: 'visible', timeout: WAIT_MS });
    // HOME's content, whatever the loan's state: its first control (the application's slider, a PAY button).
    await page.getByRole('tabpanel').locator('button, input, [role=slider]').first().waitFor({ state: 'visible', timeout: WAIT_MS });
    const home = Date.now() - started;
    const homeChain = chains.deepest();
    if (process.env.BENCH_TRACE) console.log(`home:\n${chains.trace()}`);

    // The timer starts when the tab can be tapped (a notice sliding over it is not the line's doing).
    const walletTab = page.getByRole('tab', { name: 'WALLET' });
    await walletTab.click({ trial: true, timeout: WAIT_MS });
    chains.reset();
    started = Date.now();
    await walletTab.click();
    await page.getByRole('button', { name: 'WITHDRAW' }).waitFor({ state: 'visible', timeout: WAIT_MS });
    const tab = Date.now() - started;
    const tabChain = chains.deepest();
    if (process.env.BENCH_TRACE) console.log(`tab:\n${chains.trace()}`);

    // The other tabs, one tap each after the last one's content: a tab is in once its panel has its first heading.
    const other: Partial<Record<'account' | 'about', { ms: number; chain: Chain }>> = {};
    for (const [key, name] of [['account', 'ACCOUNT'], ['about', 'ABOUT']] as const) {
      const tabButton = page.getByRole('tab', { name });
      await tabButton.click({ trial: true, timeout: WAIT_MS });
      chains.reset();
      started = Date.now();
      await tabButton.click();
      await page.getByRole('tabpanel').getByRole('heading').first().waitFor({ state: 'visible', timeout: WAIT_MS });
      other[key] = { ms: Date.now() - started, chain: chains.deepest() };
      if (process.env.BENCH_TRACE) console.log(`${name}:\n${chains.trace()}`);
    }
    await fresh.close();
    const account = other.account as { ms: number; chain: Chain };
    const about = other.about as { ms: number; chain: Chain };
    return {
      signIn,
      home,
      tab,
      account: account.ms,
      about: about.ms,
      chains: { signIn: signInChain, home: homeChain, tab: tabChain, account: account.chain, about: about.chain },
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const server = await spawnServer();
let isEveryGoalMet = true;
try {
  const admin = await adminClient(server.base, server.adminPassword);
  const borrower = await borrowerOverHttp(server.base);
  await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved' });
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(server.base, borrower));

  console.log(`Line: ${LINE.latency} ms per request, ${(LINE.downloadThroughput * 8) / 1000} kbit/s each way, cold cache; median of ${RUNS} run(s)`);
  for (const key of ['signIn', 'home', 'tab', 'account', 'about'] as const) {
    const name = { signIn: 'sign-in usable', home: 'HOME after LOG IN', tab: 'WALLET tab', account: 'ACCOUNT tab', about: 'ABOUT tab' }[key];
    const ms = median(runs.map((run) => run[key]));
    const chain = runs[0]?.chains[key] as Chain;
    const isMet = ms <= GOALS_MS[key] && chain.depth <= MAX_CHAIN;
    if (!isMet) isEveryGoalMet = false;
    console.log(
      `${name.padEnd(18)} ${(ms / 1000).toFixed(1)} s (goal ≤ ${GOALS_MS[key] / 1000} s; runs ${runs.map((run) => (run[key] / 1000).toFixed(1)).join(', ')})` +
        ` · ${chain.requests} requests · chain depth ${chain.depth} (goal ≤ ${MAX_CHAIN})${isMet ? '' : ' MISSED'}`,
    );
    console.log(`    deepest: ${chain.chain.map(short).join(' → ')}`);
  }
} finally {
  await server.stop();
}
process.exit(isEveryGoalMet ? 0 : 1);
