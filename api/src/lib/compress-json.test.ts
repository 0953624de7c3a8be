import { LOAN_DOCUMENT_PATHS } from '@app/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, ORIGIN, verifiedBorrower, type TestContext } from '../test/harness';
import { preferredEncoding } from './compress-json';

async function fetchRaw(ctx: TestContext, path: string, { cookie, acceptEncoding }: { cookie: string | null; acceptEncoding?: string }) {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const res = await ctx.app.request(`${ORIGIN}${path}`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('compressed JSON answers', () => {
  it('compresses a JSON answer of 1 KiB or more in the coding the client prefers, says Vary, and leaves small answers and PDFs alone', async () => {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
    expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
    const cookie = borrower.client.cookie;

    const plain = await fetchRaw(ctx, '/api/loans', { cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.length).toBeGreaterThanOrEqual(1024);
    const loans = JSON.parse(plain.bytes.toString('utf8'));
    expect(loans).toMatchObject([{ id: applied.body.id, status: 'approved' }]);

    const br = await fetchRaw(ctx, '/api/loans', { cookie, acceptEncoding: 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('application/json');
    expect(br.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(loans);

    const gzip = await fetchRaw(ctx, '/api/loans', { cookie, acceptEncoding: 'br;q=0, gzip;q=0.8' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(loans);

    const identity = await fetchRaw(ctx, '/api/loans', { cookie, acceptEncoding: 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(identity.bytes.toString('utf8'))).toEqual(loans);

    const me = await fetchRaw(ctx, '/api/auth/me', { cookie, acceptEncoding: 'gzip, br' });
    expect(me.headers.get('content-encoding')).toBeNull();
    expect(me.bytes.length).toBeLessThan(1024);
    expect(JSON.parse(me.bytes.toString('utf8'))).toMatchObject({ user: { id: borrower.user.id } });

    // An error answer goes through the same way, small and untouched.
    const refused = await fetchRaw(ctx, '/api/loans', { cookie: null, acceptEncoding: 'br' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(refused.bytes.toString('utf8'))).toEqual({ code: 'session_required', message: 'Please sign in to continue' });

    const pdf = await fetchRaw(ctx, LOAN_DOCUMENT_PATHS.statement(applied.body.id), { cookie, acceptEncoding: 'gzip, br' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-encoding')).toBeNull();
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await ctx.close();
  });

  it('picks br or gzip by the weights of Accept-Encoding', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate, zstd')).toBeNull();
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.1, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('gzip;q=abc')).toBeNull();
  });
});
