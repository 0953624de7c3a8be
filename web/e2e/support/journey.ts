import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { HttpClient } from '../../../api/src/test/spawn-server';

export const FIXTURES = resolve(import.meta.dirname, '../../../api/src/test/fixtures');
export const fixture = (name: string) => join(FIXTURES, name);

export type Borrower = { fullName: string; email: string; contactNumber: string; password: string };

let sequence = 0;
export function newBorrower(prefix = 'borrower'): Borrower {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return {
    fullName: 'Maria Clara Santos',
    email: `${prefix}.${unique}@example.ph`,
    contactNumber: `+63917${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}`,
    password: 'Sampaguita-2026',
  };
}

/** Signs the main admin in over HTTP; returns the client holding its cookie. */
export async function adminClient(base: string, password: string): Promise<HttpClient> {
  const admin = new HttpClient(base);
  const response = await admin.call('POST', '/api/auth/login', { email: 'admin@example.com', password });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return admin;
}

/** Waits until the page shows the text (a visible element containing it). */
export async function see(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}
