import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** Debian's chromium (`apt-get install chromium`); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 360, height: 780 } as const;
export const DESKTOP = { width: 1280, height: 860 } as const;

export async function newContext(
  browser: Browser,
  { base, viewport = PHONE, colorScheme = 'light' }: { base: string; viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' },
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: base, viewport, colorScheme, locale: 'en-PH', timezoneId: 'Asia/Manila' });
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> };

/**
 * Runs axe-core on the page as it is now and returns every violation. The
 * source is evaluated over the DevTools protocol, so the app's CSP (no
 * inline scripts) stays on.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog or notice still fading in has half-transparent text; measure the settled screen.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 5).map((node) => ({ target: node.target })),
    }));
  });
  return violations;
}

/** The serious and critical violations: what the browser tests refuse. */
async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const listed = (violations: AxeViolation[]) =>
  violations.map((v) => `- ${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`).join('\n');

/** Fails with a readable list when the page has serious or critical accessibility problems. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  if (violations.length > 0) throw new Error(`axe-core found serious or critical violations on ${screen}:\n${listed(violations)}`);
}

/**
 * Fails with a readable list on any violation, whatever its impact: what
 * `npm run screenshots` refuses on every phone screen (issue 28).
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(`axe-core found violations on ${screen}:\n${listed(violations)}`);
}

/** Where failing browser tests leave a screenshot of the page they were on. */
const FAILURE_DIR = process.env.E2E_FAILURE_DIR ?? '/tmp/e2e-failures';

export async function screenshotOnFailure(page: Page | undefined, name: string, hasFailed: boolean): Promise<void> {
  if (!hasFailed || !page || page.isClosed()) return;
  const file = `${FAILURE_DIR}/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  console.warn(`screenshot of the failing page: ${file}`);
}
