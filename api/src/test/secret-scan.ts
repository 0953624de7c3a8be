import type { App } from '../app';

// Issue 6, "Nothing secret leaks": every response of every test (status
// line, headers, body) and every log line is kept per test context, and
// scanned when the context closes for the secrets the test used: passwords
// sent in request bodies, session tokens and device cookies issued in cookies, withdrawal codes
// sent by SMS, and argon2 hashes; and, outside the back office, the wording
// of compliance screening, and of alerts, reports and ratings outside the
// compliance desk (issue 33: no tipping off).

interface Exchange {
  method: string;
  path: string;
  text: string;
}

export interface Traffic {
  exchanges: Exchange[];
  secrets: Set<string>;
  codes: Set<string>;
}

/**
 * The wording of screening cases (decision 065): never in an answer outside
 * the back office (the published API document aside), an SMS or a log line.
 */
const COMPLIANCE_WORDING = /list_match|screening|designat|consolidated list|amlc/i;

/**
 * The wording of alerts, reports and ratings (decision 069): never outside
 * the compliance desk, so not in the rest of the back office either, which
 * staff without `compliance` read. "restructuring" is the hardship offers'.
 */
const DESK_WORDING = /\bstructuring\b|quick_payoff|repayments_above_income|payouts_after_bank_change|country_mismatch|\bsuspicious\b|covered_transaction|aml-report|risk_rating|enhanced_due_diligence/i;

const PASSWORD_FIELDS = ['password', 'newPassword', 'currentPassword', 'confirmPassword'];
/** Per test file: contexts closed (each also had its ledger invariants checked), responses and log lines scanned. */
export const scanTotals = { contexts: 0, responses: 0, logLines: 0, secrets: 0 };

function collectPasswords(body: unknown, into: Set<string>) {
  if (typeof body !== 'string') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null) return;
  for (const field of PASSWORD_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    // Shorter strings are never accepted as passwords and are too common to scan for.
    if (typeof value === 'string' && value.length >= 8) into.add(value);
  }
}

/** Wraps app.request so that every exchange is recorded. */
export function recordTraffic(app: App): Traffic {
  const traffic: Traffic = { exchanges: [], secrets: new Set(), codes: new Set() };
  const original = app.request.bind(app);
  app.request = (async (input: string | Request | URL, init?: RequestInit, ...rest: unknown[]) => {
    const passwords = new Set<string>();
    collectPasswords(init?.body, passwords);
    const response = await (original as (...args: unknown[]) => Promise<Response>)(input, init, ...rest);
    // A password the app accepted (set, or signed in with) is a real one; generated junk that was refused is not.
    if (response.status < 400) for (const password of passwords) traffic.secrets.add(password);
    const headers: string[] = [];
    response.headers.forEach((value, name) => {
      if (name === 'set-cookie') {
        for (const match of value.matchAll(/(?:session|device)=([^;,]+)/g)) if (match[1]) traffic.secrets.add(match[1]);
        return;
      }
      headers.push(`${name}: ${value}`);
    });
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, 'http://localhost');
    traffic.exchanges.push({ method: init?.method ?? 'GET', path: url.pathname, text: `${response.status}\n${headers.join('\n')}\n\n${await response.clone().text()}` });
    return response;
  }) as App['request'];
  return traffic;
}

/** Where a secret shows up that it must not. The code's own notification to its owner is its delivery channel. */
export function secretLeaks({ traffic, logs, sms }: { traffic: Traffic; logs: string[]; sms: { text: string }[] }): string[] {
  for (const message of sms) for (const match of message.text.matchAll(/(?<!\d)(\d{6})(?!\d)/g)) if (match[1]) traffic.codes.add(match[1]);
  const leaks: string[] = [];
  const scan = (where: string, text: string, { codesAllowed }: { codesAllowed: boolean }) => {
    if (text.includes('$argon2')) leaks.push(`${where} holds an argon2 hash`);
    for (const secret of traffic.secrets) if (text.includes(secret)) leaks.push(`${where} holds a password or session token (${secret.slice(0, 3)}…)`);
    if (!codesAllowed) for (const code of traffic.codes) if (new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text)) leaks.push(`${where} holds a withdrawal code`);
  };
  const scanTippingOff = (where: string, text: string) => {
    if (COMPLIANCE_WORDING.test(text)) leaks.push(`${where} tells of compliance screening (issue 33, no tipping off)`);
    scanDesk(where, text);
  };
  const scanDesk = (where: string, text: string) => {
    if (DESK_WORDING.test(text)) leaks.push(`${where} tells of compliance alerts, reports or ratings (issue 33, no tipping off)`);
  };
  for (const exchange of traffic.exchanges) {
    scan(`response to ${exchange.method} ${exchange.path}`, exchange.text, { codesAllowed: exchange.method === 'GET' && exchange.path === '/api/notifications' });
    const where = `response to ${exchange.method} ${exchange.path}`;
    if (!exchange.path.startsWith('/api/admin/') && exchange.path !== '/api/openapi.json') scanTippingOff(where, exchange.text);
    else if (exchange.path.startsWith('/api/admin/') && !exchange.path.startsWith('/api/admin/compliance/')) scanDesk(where, exchange.text);
  }
  for (const [index, line] of logs.entries()) {
    scan(`log line ${index + 1}`, line, { codesAllowed: false });
    scanTippingOff(`log line ${index + 1}`, line);
  }
  for (const [index, message] of sms.entries()) scanTippingOff(`SMS ${index + 1}`, message.text);
  scanTotals.contexts += 1;
  scanTotals.responses += traffic.exchanges.length;
  scanTotals.logLines += logs.length;
  scanTotals.secrets += traffic.secrets.size + traffic.codes.size;
  return leaks;
}
