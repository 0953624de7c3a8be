import { request } from 'node:http';

export type CapturedResponse = { status: number; headers: Record<string, string>; bodyBase64: string };

/** Headers node:http writes itself; the bare server must not send them twice. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One GET, with its raw (possibly compressed) body bytes and headers. */
export function capture(url: string, headers: Record<string, string>): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const kept = Object.entries(res.headers).filter(([name]) => !HOP_HEADERS.has(name));
        resolve({
          status: res.statusCode ?? 0,
          headers: { ...Object.fromEntries(kept.map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])), 'content-length': String(body.length) },
          bodyBase64: body.toString('base64'),
        });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
