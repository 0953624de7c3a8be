import { PRIVACY_NOTICE_VERSION } from '@app/domain/messages';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bankDetails, verificationDetails } from '../../../api/src/test/builders';
import { HttpClient } from '../../../api/src/test/spawn-server';
import { keepSecret, keptSecret, nextTotpCode, signInStaffOverHttp } from '../../../api/src/test/staff-over-http';
import { newContext } from './browser';

const FIXTURES = resolve(import.meta.dirname, '../../../api/src/test/fixtures');
export const fixture = (name: string) => join(FIXTURES, name);

/** The personal details every journey's borrower gives at verification's first step. */
export const PERSONAL_DETAILS = verificationDetails();

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

/** Signs the main admin in over HTTP, second factor included (decision 032); returns the client holding its cookie. */
export async function adminClient(base: string, password: string, clock: { clockOffsetMs?: number } = {}): Promise<HttpClient> {
  const admin = new HttpClient(base);
  const response = await signInStaffOverHttp(admin, { email: 'admin@example.com', password }, clock);
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return admin;
}

/**
 * The code step a sign-in card shows staff after LOG IN (decision 032): the
 * first time, the key is read from the card, its code typed and the recovery
 * codes acknowledged; afterwards the code of the key kept from then.
 */
export async function completeSecondFactor(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  const enrol = page.getByRole('heading', { name: 'Set up your authenticator app' });
  await enrol.or(page.getByRole('heading', { name: 'Two-step verification' })).waitFor();
  let secret: string | undefined;
  const isEnrolment = (await enrol.count()) > 0;
  if (isEnrolment) {
    secret = (await page.getByLabel('Or type this key in the app').textContent())?.trim();
    if (secret) keepSecret(email, password, secret);
  } else {
    secret = keptSecret(email, password);
  }
  if (!secret) throw new Error(`no TOTP secret for ${email}`);
  await page.getByLabel('6-digit code').fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  if (isEnrolment) await page.getByRole('button', { name: 'I saved my recovery codes' }).click();
}

/** Signs staff in over HTTP through both steps (an officer added in the test). */
export { signInStaffOverHttp };

/**
 * SPEC's registration form filled in and sent, with consent to the privacy
 * notice (issue 15; privacy.e2e.test.ts covers the notice itself).
 */
export async function submitRegistration(page: Page, { fullName, email, contactNumber, password }: Borrower): Promise<void> {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contact number').fill(contactNumber);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I have read the Privacy Notice and agree/ }).check();
  await page.getByRole('button', { name: 'REGISTER' }).click();
}

/** Waits until the page shows the text (a visible element containing it). */
export async function see(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}

export type BorrowerOverHttp = Borrower & { client: HttpClient; loanId: number | null };

type Response = Awaited<ReturnType<HttpClient['call']>>;

function ok(response: Response, what: string): Response {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

/**
 * A borrower made through the API, as far as a test needs: registered
 * ('registered'), with personal details and the three ID images but no bank
 * details yet ('documents'), verified with the three fixture images and bank details
 * ('verified'), or with a pending loan of 1,200,000 over 24 months at 0.3%
 * (53,600 a month) ('pending').
 */
export async function borrowerOverHttp(
  base: string,
  { who = newBorrower(), until = 'pending' }: { who?: Partial<Borrower>; until?: 'registered' | 'documents' | 'verified' | 'pending' } = {},
): Promise<BorrowerOverHttp> {
  const borrower = { ...newBorrower(), ...who };
  const client = new HttpClient(base);
  ok(await client.call('POST', '/api/auth/register', { ...borrower, confirmPassword: borrower.password, privacyNoticeVersion: PRIVACY_NOTICE_VERSION }), 'register');
  if (until === 'registered') return { ...borrower, client, loanId: null };
  await verifyOverHttp(client, PERSONAL_DETAILS, { withBankDetails: until !== 'documents' });
  if (until === 'documents' || until === 'verified') return { ...borrower, client, loanId: null };
  const loan = ok(await client.call('POST', '/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 }), 'apply');
  return { ...borrower, client, loanId: loan.body.id };
}

/**
 * Verification's three steps over HTTP for a signed-in borrower: personal
 * details, the three fixture images, bank details (BDO 001234567890), the
 * last left out with `withBankDetails: false` (a borrower on step 3).
 */
export async function verifyOverHttp(
  client: HttpClient,
  personalDetails: typeof PERSONAL_DETAILS = PERSONAL_DETAILS,
  { withBankDetails = true }: { withBankDetails?: boolean } = {},
): Promise<void> {
  ok(await client.call('POST', '/api/user/verification', personalDetails), 'verification');
  for (const [type, file] of [
    ['front_id', 'id-front.png'],
    ['back_id', 'id-back.png'],
    ['selfie_with_id', 'selfie.png'],
  ] as const) {
    const { body } = ok(await client.call('POST', '/api/objects/upload', {}), 'upload URL');
    const bytes = new Uint8Array(readFileSync(fixture(file)));
    ok(await client.call('PUT', new URL(body.uploadURL).pathname, bytes, { 'content-type': 'image/png' }), 'upload');
    ok(await client.call('POST', '/api/documents/upload-from-storage', { uploadedFiles: [{ type, uploadURL: body.uploadURL }] }), 'register document');
  }
  if (!withBankDetails) return;
  ok(await client.call('POST', '/api/user/bank-info', bankDetails()), 'bank info');
}

/** A browser context signed in with the session of a client made over HTTP. */
export async function signedInContext(
  browser: Browser,
  { base, client, ...options }: { base: string; client: HttpClient } & Omit<Parameters<typeof newContext>[1], 'base'>,
): Promise<BrowserContext> {
  const context = await newContext(browser, { base, ...options });
  const [name, value] = client.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: base }]);
  return context;
}
