/*
 * Renders the app icons of the web app manifest from public/favicon.svg with
 * Debian's Chromium (CHROMIUM_PATH overrides). Run after changing the logo:
 *   node --import tsx web/scripts/make-icons.ts
 * and commit the PNGs; the build only copies them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = resolve(import.meta.dirname, '../../public');
const logo = readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8');
const BRAND = '#0848c4';

/** The logo on a transparent square, as it is. */
function anyPurpose(size: number): string {
  return `<div style="width:${size}px;height:${size}px">${logo.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div>`;
}

/** Full-bleed brand colour with the logo inside the 80% safe zone, for launchers that crop to a circle. */
function maskable(size: number): string {
  const inner = Math.round(size * 0.7);
  return `<div style="width:${size}px;height:${size}px;background:${BRAND};display:grid;place-items:center">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>`;
}

const ICONS: Array<{ file: string; size: number; html: (size: number) => string }> = [
  { file: 'icons/icon-192.png', size: 192, html: anyPurpose },
  { file: 'icons/icon-512.png', size: 512, html: anyPurpose },
  { file: 'icons/maskable-512.png', size: 512, html: maskable },
  { file: 'icons/apple-touch-icon-180.png', size: 180, html: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, html } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${html(size)}</body></html>`);
    writeFileSync(resolve(publicDir, file), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    console.log(`wrote public/${file}`);
  }
} finally {
  await browser.close();
}
