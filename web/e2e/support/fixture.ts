import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { HttpClient } from '../../../api/src/test/spawn-server';
import { spawnServer, type SpawnedServer, type SpawnServerOptions } from '../../../api/src/test/spawn-server';
import { launchChromium, newContext, screenshotOnFailure } from './browser';
import { adminClient, borrowerOverHttp, type BorrowerOverHttp, signedInContext } from './journey';

type ContextOptions = Omit<Parameters<typeof newContext>[1], 'base'> & {
  /** Keep the page open for the file's later tests, which go on where this one stops; closed after the last. */
  keep?: boolean;
};

/** What a browser test file works with: its server and browser, and pages signed out or in. */
export interface BrowserTest {
  readonly server: SpawnedServer;
  readonly browser: Browser;
  /** A page of a new signed-out context on the server. */
  page(options?: ContextOptions): Promise<Page>;
  /** A page signed in as a borrower made over HTTP (`until` as in borrowerOverHttp), with that borrower. */
  borrowerPage(options?: ContextOptions & Parameters<typeof borrowerOverHttp>[1]): Promise<{ page: Page; borrower: BorrowerOverHttp }>;
  /** A page signed in with the session of a client made over HTTP (a borrower or officer made once per file, say). */
  signedInPage(client: HttpClient, options?: ContextOptions): Promise<Page>;
  /** The main admin signed in over HTTP (both factors), made once per file. */
  admin(): Promise<HttpClient>;
  /** A page signed in as the main admin. */
  adminPage(options?: ContextOptions): Promise<Page>;
  /**
   * Stops the server and starts it again on the same port and data, with the
   * same options (a new release, or housekeeping that runs as a server
   * starts): the browser's pages and cookies stay valid. `env` is merged
   * over the file's for this start and the next ones (another CLOCK_START, say).
   */
  restart(overrides?: { env?: Record<string, string> }): Promise<void>;
  /**
   * How far the server's clock is ahead of this machine's: 0, or with
   * CLOCK_START (decision 074) that instant less the moment the server was
   * ready (a little less than the truth, as its clock started a moment
   * before: well within the step either side its second-factor codes allow).
   * For signInStaffOverHttp's codes: `{ clockOffsetMs: kit.clockOffsetMs() }`.
   */
  clockOffsetMs(): number;
  /** What every server process of the file printed, those stopped by a restart included. */
  output(): string;
}

/**
 * The file-scoped fixture of the browser tests, after epic-stack's
 * `tests/playwright-utils.ts`: one real server on a fresh DATA_DIR and one
 * Chromium for the file, started before its first test and stopped after
 * its last; every context opened through it is closed after each test, and a
 * failing test leaves a screenshot of the last page it opened.
 */
export function useBrowserTest(optionsOf: SpawnServerOptions | (() => Promise<SpawnServerOptions>) = {}): BrowserTest {
  let options: SpawnServerOptions = {};
  let server: SpawnedServer | undefined;
  let printedBefore = '';
  let browser: Browser | undefined;
  let admin: Promise<HttpClient> | undefined;
  let clockOffsetMs = 0;
  /** The server, and the offset of its clock measured as it is ready. */
  const spawnTimed = async (spawnOptions: SpawnServerOptions) => {
    const spawned = await spawnServer(spawnOptions);
    const clockStart = spawnOptions.env?.CLOCK_START;
    clockOffsetMs = clockStart ? Date.parse(clockStart) - Date.now() : 0;
    return spawned;
  };
  // The pages still open, last opened last: a failing test's screenshot is of the last one still open, a kept page once the test's own are closed.
  let pages: Page[] = [];
  const contexts: BrowserContext[] = [];
  const keptContexts: BrowserContext[] = [];

  beforeAll(async () => {
    const start = async () => {
      options = typeof optionsOf === 'function' ? await optionsOf() : optionsOf;
      return spawnTimed(options);
    };
    [server, browser] = await Promise.all([start(), launchChromium()]);
  }, 120_000);
  afterEach(async ({ task }) => {
    await screenshotOnFailure(pages.findLast((page) => !page.isClosed()), task.name, task.result?.state === 'fail');
    for (const context of contexts.splice(0)) await context.close();
    pages = pages.filter((page) => !page.isClosed());
  });
  afterAll(async () => {
    for (const context of keptContexts.splice(0)) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const started = () => {
    if (!server || !browser) throw new Error('the browser test has not started: use its server and browser inside a test or hook');
    return { server, browser };
  };
  const opened = async (context: BrowserContext, keep = false) => {
    (keep ? keptContexts : contexts).push(context);
    const page = await context.newPage();
    pages.push(page);
    return page;
  };
  const kit: BrowserTest = {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    page: async ({ keep, ...contextOptions } = {}) => opened(await newContext(started().browser, { base: started().server.base, ...contextOptions }), keep),
    borrowerPage: async ({ who, until, ...contextOptions } = {}) => {
      const borrower = await borrowerOverHttp(started().server.base, { ...(who ? { who } : {}), ...(until ? { until } : {}) });
      return { page: await kit.signedInPage(borrower.client, contextOptions), borrower };
    },
    signedInPage: async (client, { keep, ...contextOptions } = {}) =>
      opened(await signedInContext(started().browser, { base: started().server.base, client, ...contextOptions }), keep),
    admin: () => (admin ??= adminClient(started().server.base, started().server.adminPassword, { clockOffsetMs })),
    adminPage: async (contextOptions = {}) => kit.signedInPage(await kit.admin(), contextOptions),
    restart: async (overrides = {}) => {
      const stopped = started().server;
      printedBefore += stopped.output();
      await stopped.stop({ keepData: true });
      options = { ...options, env: { ...options.env, ...overrides.env } };
      server = await spawnTimed({ ...options, dataDir: stopped.dataDir, env: { ...options.env, PORT: new URL(stopped.base).port } });
    },
    clockOffsetMs: () => clockOffsetMs,
    output: () => printedBefore + started().server.output(),
  };
  return kit;
}
