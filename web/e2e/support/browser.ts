import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

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

/** A Chromium binary and the environment it must be started with. */
export interface TestChromium {
  executablePath: string;
  env: Record<string, string>;
}

/**
 * The browser of the browser tests, `npm run lighthouse` and `npm run
 * screenshots` (decision 046): CHROMIUM_PATH when it is set (Debian's
 * `/usr/bin/chromium`, say), else the Chromium that the `@sparticuz/chromium`
 * package ships, so a machine with only Node and npm runs them too. That one
 * is unpacked once per version into the temp directory, with the shared
 * libraries it ships beside it (a bare machine has no NSS) and a fontconfig
 * file that lists only the Noto Sans of `@expo-google-fonts/noto-sans`: the
 * same text measures the same on every machine, and the peso sign has a glyph.
 */
export async function testChromium(): Promise<TestChromium> {
  const given = process.env.CHROMIUM_PATH;
  if (given) return { executablePath: given, env: {} };
  const dir = await unpackedChromium();
  const libraries = [join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return { executablePath: join(dir, 'chromium'), env: { LD_LIBRARY_PATH: libraries, FONTCONFIG_FILE: fontConfig(dir) } };
}

/**
 * The fontconfig file naming this checkout's Noto Sans. One per checkout, beside the shared binary: the
 * binary is the same for every checkout of a version, but a file naming another checkout's fonts (a
 * worktree since removed) leaves Chromium without any font, and every text with no size.
 */
function fontConfig(dir: string): string {
  const fonts = dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
  const key = createHash('sha256').update(fonts).digest('hex').slice(0, 12);
  const file = join(dir, `fonts-${key}.conf`);
  if (existsSync(file)) return file;
  const partial = `${file}.${process.pid}-${Date.now()}`;
  writeFileSync(
    partial,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${fonts}</dir>\n  <cachedir>${join(dir, `fonts-cache-${key}`)}</cachedir>\n</fontconfig>\n`,
  );
  renameSync(partial, file);
  return file;
}

async function unpackedChromium(): Promise<string> {
  const packageDir = join(dirname(require.resolve('@sparticuz/chromium')), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const dir = join(tmpdir(), `lender-chromium-${version}`);
  if (existsSync(join(dir, 'chromium'))) return dir;
  // Unpacked beside and renamed into place: two test processes starting at once never see half a binary.
  const partial = `${dir}.${process.pid}-${Date.now()}`;
  mkdirSync(partial, { recursive: true });
  const bin = join(packageDir, 'bin');
  await pipeline(createReadStream(join(bin, 'chromium.br')), createBrotliDecompress(), createWriteStream(join(partial, 'chromium'), { mode: 0o755 }));
  // NSS and expat in lib/, the software GL libraries beside the binary, where Chromium looks for them.
  execFileSync('tar', ['-x', '-C', partial], { input: brotliDecompressSync(readFileSync(join(bin, 'al2023.tar.br'))) });
  execFileSync('tar', ['-x', '-C', partial], { input: brotliDecompressSync(readFileSync(join(bin, 'swiftshader.tar.br'))) });
  try {
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(dir, 'chromium'))) throw error;
  }
  return dir;
}

export async function launchChromium(): Promise<Browser> {
  const { executablePath, env } = await testChromium();
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, env: { ...process.env, ...env } });
}

export const PHONE = { width: 360, height: 780 } as const;
export const DESKTOP = { width: 1280, height: 860 } as const;

export async function newContext(
  browser: Browser,
  {
    base,
    viewport = PHONE,
    colorScheme = 'light',
    locale = 'en-PH',
  }: { base: string; viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark'; locale?: string },
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: base, viewport, colorScheme, locale, timezoneId: 'Asia/Manila' });
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
