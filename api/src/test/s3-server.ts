import S3rver from '@20minutes/s3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../lib/s3-object-store';

/** s3rver's built-in account: it checks every request's signature against this key. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, which checks Signature V4 and the
 * expiry of presigned URLs) on a free loopback port, over a temporary folder.
 * The buckets are made here: s3rver mis-signs the SDK's CreateBucket.
 */
export async function startS3Server({ buckets = ['documents'] }: { buckets?: string[] } = {}): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'lender-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket: buckets[0] ?? 'documents',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
