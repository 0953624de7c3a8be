import { createHmac } from 'node:crypto';
import type { App } from '../app';

/*
 * The loan events as the outside world makes them, through the app's own
 * routes (the functions the web app and the partners call): shared by the
 * books' property test (random-history.service.test.ts) and `npm run
 * simulate` (decision 071), so both live a loan book the same way.
 */

const ORIGIN = 'http://localhost';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
}

/** What the events need of a signed-in browser: the test harness's TestClient and AppClient both are one. */
export interface ApiClient {
  get<T = any>(path: string): Promise<ApiAnswer<T>>;
  post<T = any>(path: string, json?: unknown): Promise<ApiAnswer<T>>;
  request<T = any>(method: string, path: string, options?: { json?: unknown; body?: BodyInit; headers?: Record<string, string> }): Promise<ApiAnswer<T>>;
}

/** A browser-like client straight into the app (no sockets): keeps its session and device cookies, sends the app's Origin. */
export class AppClient implements ApiClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: App) {}

  async request<T = any>(method: string, path: string, options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await this.app.request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (pair.length > at + 1) this.cookies.set(name, pair.slice(at + 1));
      else this.cookies.delete(name);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (a CSV): keep the text
    }
    return { status: response.status, body: parsed as T };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, json: unknown = {}) {
    return this.request<T>('POST', path, { json });
  }
}

/** A call as the payment gateway makes it: signed with the shared secret over '<timestamp>.<raw body>', as its documentation says. */
export async function gatewayCallback(app: App, { secret, body, now }: { secret: string; body: unknown; now: Date }): Promise<number> {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const response = await app.request(`${ORIGIN}/api/payments/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
    body: rawBody,
  });
  await response.arrayBuffer();
  return response.status;
}

export interface SettlementLine {
  reference: string;
  pesos: number;
  /** The day the partner says the money was paid, YYYY-MM-DD. */
  paidAt: string;
  transactionId: string;
  channel: string;
}

/** A channel partner's settlement file, imported by a payments officer: the lines naming no loan are held as unmatched. */
export function importSettlementFile(officer: ApiClient, lines: readonly SettlementLine[]): Promise<ApiAnswer> {
  const file = ['reference,amount,paid_at,transaction_id,channel', ...lines.map((line) => `${line.reference},${line.pesos},${line.paidAt},${line.transactionId},${line.channel}`)].join('\r\n');
  return officer.request('POST', '/api/admin/payments/import', { body: file, headers: { 'content-type': 'text/csv' } });
}

/**
 * Month-end: every month not yet closed before `thisMonth` (YYYY-MM), each
 * asked by one finance officer and confirmed by a second (`pause` moves the
 * clock between the two). Answers the months closed; throws on a refusal.
 */
export async function closeMonthsBefore(
  { maker, checker, pause }: { maker: ApiClient; checker: ApiClient; pause: () => void },
  thisMonth: string,
): Promise<string[]> {
  const closed: string[] = [];
  for (;;) {
    const { body } = await maker.get<{ nextMonth: string | null }>('/api/admin/books/closes');
    if (body.nextMonth === null || body.nextMonth >= thisMonth) return closed;
    const asked = await maker.post('/api/admin/books/close', { month: body.nextMonth });
    if (asked.status !== 202) throw new Error(`the close of ${body.nextMonth} was refused: ${asked.status} ${JSON.stringify(asked.body)}`);
    pause();
    const confirmed = await checker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' });
    if (confirmed.status !== 200) throw new Error(`the close of ${body.nextMonth} was not confirmed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    pause();
    closed.push(body.nextMonth);
  }
}
