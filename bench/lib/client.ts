// A borrower's (or officer's) calls as the web app makes them: session
// cookie, the app's own Origin (decision 005), and an address of its own
// behind the trusted proxy (TRUST_PROXY=1).
import { Agent, request } from 'node:http';
import { sessionCookieName } from '../../api/src/http/sessions';

export const COOKIE = sessionCookieName({ cookieSecure: false });

/** A distinct private address per member id. */
export const addressOf = (id: number) => `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;

/**
 * A loopback address of its own per member id (127.1.0.0/16 and up), for a
 * simulated borrower's long-lived socket on Linux, which routes all of
 * 127.0.0.0/8 to the loopback interface. From one address, 20,000 live
 * sockets hold 20,000 of the 28,000 local ports towards the server, and each
 * new connection then costs the load generator milliseconds in the kernel's
 * search for a free port: its event loop stalled for seconds at 20,000
 * online (issue 30 item 12). Phones each have an address of their own.
 * undefined elsewhere: other systems answer only on 127.0.0.1.
 */
export const loopbackAddressOf = (id: number) => (process.platform === 'linux' ? `127.${1 + ((id >> 16) & 127)}.${(id >> 8) & 255}.${id & 255}` : undefined);

export type Caller = { token: string; id: number };
/** `ms`: from the call to the end of the answer; `waitMs`: of it, the time the request waited for one of the client's own connections. */
export type Answer = { status: number; body: string; ms: number; waitMs: number; etag: string | undefined };

export function createClient(base: string, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const url = new URL(base);
  return {
    call(caller: Caller, method: 'GET' | 'POST', path: string, json?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const started = performance.now();
      let waitMs = 0;
      const attempt = (isRetry: boolean): Promise<Answer> => new Promise((resolve, reject) => {
        const req = request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: {
              cookie: `${COOKIE}=${caller.token}`,
              origin: base,
              'x-forwarded-for': addressOf(caller.id),
              'accept-encoding': 'gzip, br',
              ...extraHeaders,
              ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started, waitMs, etag: res.headers.etag }));
            res.on('error', reject);
          },
        );
        req.once('socket', () => {
          waitMs = performance.now() - started;
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          // A kept-alive connection the server closed as idle just as this request went out on it:
          // nothing reached the server, and a browser sends the request again on a new connection.
          if (!isRetry && req.reusedSocket && error.code === 'ECONNRESET') resolve(attempt(true));
          else reject(error);
        });
        req.end(body);
      });
      return attempt(false);
    },
    close: () => agent.destroy(),
  };
}
