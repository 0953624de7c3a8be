import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toManilaIsoDate } from '../../domain/src/format';
import { addMonths } from '../../domain/src/loan';
import { addDays } from '../../domain/src/repayment';
import { startSemaphoreStandIn, type SemaphoreStandIn } from '../../api/src/test/semaphore-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../../api/src/test/smtp-stand-in';
import { HttpClient } from '../../api/src/test/spawn-server';
import { until } from '../../api/src/test/until';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { PERSONAL_DETAILS, see, submitRegistration, verifyOverHttp } from './support/journey';

/*
 * Issue 29, "Done when": with SMS_PROVIDER=semaphore and SMTP_URL/EMAIL_FROM
 * pointing at local stand-ins of the providers (Semaphore's documented HTTP
 * API, a real SMTP server), a borrower registers, proves their email by the
 * link that reached the SMTP stand-in, chooses SMS and email, is approved,
 * and withdraws with a code that reached only the stand-ins: the dialog and
 * the app say where it went, never the code. Then a reminder and a receipt
 * reach both stand-ins, in the borrower's language, with the lender's SEC
 * and CA numbers in the email's footer. One server, one browser.
 */

const SEMAPHORE_KEY = 'semaphore-key-5f2a9c71e0';
const SMTP_PASSWORD = 'smtp-pass-31b7e9d24a';
const FOOTER = 'Sample Lending Corporation · SEC Registration No. CS0000000000 (sample) · Certificate of Authority CA No. 0000 (sample)';
const maria = { fullName: 'Maria Clara Santos', email: 'maria.santos@example.ph', contactNumber: '+639171234567', password: 'Sampaguita-2026' };

let semaphore: SemaphoreStandIn;
let smtp: SmtpStandIn;
let page: Page;
let admin: HttpClient;
let borrower: HttpClient;
let loanId: number;
let code = '';

/**
 * Reminders are never sent in the borrower's quiet hours (22:00-06:00 where
 * they work): the borrower works where it is now daytime, whatever the hour
 * this test runs at (Manila, Riyadh and Toronto between them cover the day).
 */
function countryInDaytime(now = new Date()): string {
  for (const [country, timeZone] of [
    ['Philippines', 'Asia/Manila'],
    ['Saudi Arabia', 'Asia/Riyadh'],
    ['Canada', 'America/Toronto'],
  ] as const) {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));
    if (hour >= 8 && hour < 20) return country;
  }
  throw new Error('no daytime country');
}

type Email = { to: string[]; subject: string; text: string; html: string };

const emails = (): Email[] => smtp.received;
const smsTexts = (path?: '/messages' | '/priority'): string[] => semaphore.requests.filter((r) => !path || r.path === path).map((r) => r.form.message ?? '');

async function call(client: HttpClient, method: string, path: string, body?: object) {
  const response = await client.call(method, path, body);
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

// Registered first, so it runs last (after hooks run in reverse): the stand-ins outlive the server.
afterAll(() => Promise.all([semaphore?.close(), smtp?.close()]));
// The stand-ins start before the server, which is told where they listen.
const kit = useBrowserTest(async () => {
  [semaphore, smtp] = await Promise.all([startSemaphoreStandIn(), startSmtpStandIn()]);
  return {
    env: {
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_API_KEY: SEMAPHORE_KEY,
      SEMAPHORE_SENDER_NAME: 'SAMPLELEND',
      SEMAPHORE_BASE_URL: semaphore.baseUrl,
      SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
      EMAIL_FROM: 'Sample Lending <no-reply@lender.example>',
    },
  };
});

beforeAll(async () => {
  admin = await kit.admin();
  // One page for the whole journey; the restart later keeps the port, so its cookies stay valid.
  page = await kit.page({ keep: true });
  // Playwright's clock: time runs as usual until the test moves it on to open "Send again".
  await page.clock.install();
}, 60_000);
describe('a borrower reached by SMS (Semaphore) and email (SMTP)', () => {
  it('registers in the browser and is verified', async () => {
    await page.goto('/register');
    await see(page, 'Create your account');
    await submitRegistration(page, maria);
    const dialog = page.getByRole('dialog', { name: 'REGISTERED SUCCESSFULLY' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/verification');
    // The verification steps in the browser are borrower.e2e's; here the same session does them over HTTP.
    borrower = new HttpClient(kit.server.base);
    const session = (await page.context().cookies()).find((cookie) => /^(__Host-)?session$/.test(cookie.name));
    borrower.cookie = `${session?.name}=${session?.value}`;
    await verifyOverHttp(borrower, { ...PERSONAL_DETAILS, countryWorking: countryInDaytime() });
    const { user } = await call(borrower, 'GET', '/api/auth/me');
    expect([user.email, user.emailVerified, user.messageChannels]).toEqual([maria.email, false, 'sms']);
  });

  it('proves the email by the link that reached the SMTP server, and chooses SMS and email', async () => {
    await page.goto('/dashboard?tab=account');
    const card = page.getByRole('region', { name: 'Messages' });
    await card.getByText('Your email maria.santos@example.ph is not confirmed yet: until it is, your messages go by SMS.').waitFor();
    await card.getByRole('button', { name: 'SEND CONFIRMATION LINK' }).click();
    await card.getByText('We sent a link to your email. Open it within 24 hours to confirm the address.').waitFor();

    await until(() => emails().some((email) => email.subject === 'Confirm your email address'), 'the email link');
    const mail = emails().find((email) => email.subject === 'Confirm your email address') as Email;
    expect(mail.to).toEqual([maria.email]);
    expect(smtp.received[0]).toMatchObject({ user: 'mailer', password: SMTP_PASSWORD, from: 'no-reply@lender.example' });
    expect(mail.text).toContain(`Open this link to confirm ${maria.email} for your account: ${kit.server.base}/verify-email?token=`);
    expect(mail.text).toContain(FOOTER);
    const link = new RegExp(`${kit.server.base}/verify-email\\?token=[\\w-]+`).exec(mail.text)?.[0] as string;

    // Opening the link confirms nothing (mail scanners open links); the tap does.
    await page.goto(link);
    await see(page, 'Confirm this address so your messages and withdrawal codes can reach you by email.');
    expect((await call(borrower, 'GET', '/api/auth/me')).user.emailVerified).toBe(false);
    await page.getByRole('button', { name: 'CONFIRM MY EMAIL' }).click();
    await see(page, 'Your email address is confirmed.');
    await expectAccessible(page, 'the email confirmation page');

    await page.goto('/dashboard?tab=account');
    await card.getByText('Your email maria.santos@example.ph is confirmed.').waitFor();
    // The card shows the server's choice: the radio turns once the choice is saved.
    await card.getByRole('radio', { name: 'SMS and email' }).click();
    await until(() => card.getByRole('radio', { name: 'SMS and email' }).isChecked(), 'the choice shown as saved');
    expect((await call(borrower, 'GET', '/api/auth/me')).user.messageChannels).toBe('both');
    await expectAccessible(page, 'ACCOUNT with the Messages card');
  });

  it('is approved, and withdraws with the code that only the SMS and the email carried', async () => {
    // Paid out a month ago: the first installment (53,600.00) falls due today, or within 3 days at a month's end.
    const today = toManilaIsoDate(new Date());
    const isDueToday = addMonths({ date: addMonths({ date: today, months: -1 }), months: 1 }) === today;
    const startDate = addMonths({ date: isDueToday ? today : addDays({ date: today, days: 3 }), months: -1 });
    loanId = (await call(borrower, 'POST', '/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 })).id;
    await call(admin, 'POST', `/api/admin/loans/${loanId}`, { status: 'approved', startDate });
    semaphore.requests.length = 0;
    smtp.received.length = 0;

    await page.goto('/dashboard?tab=wallet');
    await see(page, 'PHP 1,200,000.00', 15_000);
    await page.getByRole('button', { name: 'WITHDRAW' }).click();
    const amountDialog = page.getByRole('dialog', { name: 'Withdraw Funds' });
    await amountDialog.getByLabel('Amount (PHP)').fill('50000');
    await amountDialog.getByRole('button', { name: 'SUBMIT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
    await dialog.waitFor();
    await dialog.getByText('Enter the 6-digit code we sent to +63 9•• ••• 4567 and m•••@example.ph for your withdrawal of PHP 50,000.00.').waitFor();
    await dialog.getByText('Once your loan officer approves it, the money goes to BDO, account ending 7890.').waitFor();
    // "Send again" waits 60 s from the code: a countdown first.
    const sendAgain = dialog.getByRole('button', { name: /^Send again/ });
    expect(await sendAgain.textContent()).toMatch(/^Send again in \d+ seconds?$/);
    await expect(sendAgain.isDisabled()).resolves.toBe(true);

    // The code reached Semaphore's priority route and the mailbox, and nowhere else.
    await until(() => semaphore.requests.some((r) => r.path === '/priority') && emails().some((e) => e.subject === 'Withdrawal Code'), 'the code by SMS and email');
    const sms = semaphore.requests.find((r) => r.path === '/priority');
    expect(sms?.form).toMatchObject({ apikey: SEMAPHORE_KEY, number: '639171234567', sendername: 'SAMPLELEND' });
    code = /Your withdrawal code is (\d{6}) for PHP 50,000\.00\. It expires in 10 minutes\./.exec(sms?.form.message ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const codeEmail = emails().find((e) => e.subject === 'Withdrawal Code') as Email;
    expect(codeEmail.to).toEqual([maria.email]);
    expect(codeEmail.text).toContain(`Your withdrawal code is ${code} for PHP 50,000.00.`);
    expect(codeEmail.text).toContain(FOOTER);

    // The app says where it went, never the code: not the dialog, not the page, not the notifications.
    expect(await dialog.textContent()).not.toContain(code);
    await see(page, 'We sent your code to +63 9•• ••• 4567 and m•••@example.ph. It expires in 10 minutes. Never share it with anyone, including our staff.');
    expect(await page.locator('body').textContent()).not.toContain(code);
    const notifications: { title: string; message: string }[] = await call(borrower, 'GET', '/api/notifications');
    expect(notifications.filter((n) => n.message.includes(code))).toEqual([]);
    await expectAccessible(page, "the 'Enter OTP' dialog, with the code sent by SMS and email");

    // "Send again" opens 60 s after the code was sent (on the page's clock, moved on below).
    await page.clock.fastForward(61_000);
    await dialog.getByRole('button', { name: 'Send again', exact: true }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Send again', exact: true }).isEnabled()).resolves.toBe(true);
    // Only the page's clock moved, as on a phone whose clock runs ahead: the server keeps its own minute and says so.
    await dialog.getByRole('button', { name: 'Send again', exact: true }).click();
    await see(page, 'A new code can be sent one minute after the last one. Please wait a moment.');
    expect(semaphore.requests.filter((r) => r.path === '/priority')).toHaveLength(1);

    await dialog.getByLabel('Withdrawal code, digit 1 of 6').pressSequentially(code);
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    const submitted = page.getByRole('dialog', { name: 'Withdrawal Submitted' });
    await submitted.waitFor();
    await submitted.getByRole('button').last().click();
    const withdrawals = await call(admin, 'GET', '/api/admin/withdrawals?limit=200');
    const mine = withdrawals.filter((row: { user?: { email: string } }) => row.user?.email === maria.email);
    expect(mine.map((row: { amount: number; status: string }) => [row.amount, row.status])).toEqual([[50_000, 'pending']]);
  });

  it('is reminded by SMS and email when housekeeping runs (at the server’s start)', async () => {
    semaphore.requests.length = 0;
    smtp.received.length = 0;
    // Housekeeping runs as a server starts and every 5 minutes: a restart runs it now.
    await kit.restart();
    const reminder = /^Your payment of PHP 53,600\.00 for loan #(\d+) is due (today, |on )/;
    await until(() => smsTexts('/messages').some((text) => reminder.test(text)) && emails().some((e) => reminder.test(e.text)), 'the reminder', { timeoutMs: 30_000 });
    const sms = smsTexts('/messages').find((text) => reminder.test(text)) as string;
    expect(reminder.exec(sms)?.[1]).toBe(String(loanId));
    expect(sms).toContain('Pay from your wallet or with payment reference ');
    const email = emails().find((e) => reminder.test(e.text)) as Email;
    expect(['Payment Due Today', 'Payment Reminder']).toContain(email.subject);
    expect(email.text).toContain(sms);
    expect(email.text).toContain(FOOTER);
    expect(email.html).toContain('Sample Lending Corporation · SEC Registration No. CS0000000000 (sample)');
    // The code is spent: nothing that reached the stand-ins since carries it.
    expect([...smsTexts(), ...emails().map((e) => e.text)].filter((text) => text.includes(code))).toEqual([]);
  });

  it('gets a receipt by SMS and email for a payment staff record', async () => {
    semaphore.requests.length = 0;
    smtp.received.length = 0;
    await call(admin, 'POST', `/api/admin/loans/${loanId}/payments`, {
      amount: 10_000,
      channel: 'bank_transfer',
      reference: 'BDO-7781-2026',
      receivedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const receipt = new RegExp(`^We received your payment of PHP 10,000\\.00 for loan #${loanId}\\. Receipt number: R-\\d{8}\\. Remaining balance: PHP 1,276,400\\.00\\.$`);
    await until(() => smsTexts('/messages').some((text) => receipt.test(text)) && emails().some((e) => e.subject === 'Payment Received'), 'the receipt', { timeoutMs: 30_000 });
    const email = emails().find((e) => e.subject === 'Payment Received') as Email;
    expect(email.to).toEqual([maria.email]);
    expect(email.text).toMatch(new RegExp(receipt.source.slice(0, -1)));
    expect(email.text).toContain(FOOTER);
    expect(email.text).toContain('You receive this email because this address is on your account with us.');
  });

  it('never printed the providers’ secrets nor the code', () => {
    const printed = kit.output();
    expect(printed).toContain('Listening on');
    for (const secret of [SEMAPHORE_KEY, SMTP_PASSWORD]) expect(printed).not.toContain(secret);
    expect(printed).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});
