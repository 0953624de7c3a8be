import type { Context } from 'hono';
import type { ObjectStream } from '../lib/object-store';

/** A private file (an ID image, a complaint's image): shown inline, never cached, never sniffed. */
export function privateFileResponse(c: Context, { body, size, contentType }: ObjectStream & { contentType: string }) {
  return c.body(body, 200, {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
}
