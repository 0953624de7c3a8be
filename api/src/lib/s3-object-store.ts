import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from './clock';
import { isObjectKey, type ObjectStore } from './object-store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Null: the region's AWS endpoint. */
  endpoint: string | null;
  /** Null: the SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted stores need it. */
  forcePathStyle: boolean;
}

/** Where presigned PUTs land; a bucket lifecycle rule may expire it after a day (README). */
const INCOMING_PREFIX = 'incoming/';

/** Not a server-made key: never written by the app. */
const PROBE_KEY = 'readiness-probe';

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Objects in one S3 bucket (AWS or any S3-compatible store), under the same server-made keys as on disk. */
export async function createS3ObjectStore({ clock, ...settings }: S3Settings & { clock: Clock }): Promise<ObjectStore> {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Otherwise the SDK signs a checksum of an empty body into presigned PUT
    // URLs, and every browser upload to them fails.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isObjectKey(key)) throw new Error('Invalid object key');
    return key;
  };
  // Browsers write only under this prefix; documents live outside it, where no URL can write.
  const incoming = (key: string) => `${INCOMING_PREFIX}${checked(key)}`;
  /** Where a key lives: the presigned URL without its query. */
  const locationOf = async (key: string) => {
    const url = new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: 60 }));
    return `${url.origin}${url.pathname}`;
  };

  // Where browsers PUT (the page's Content-Security-Policy must allow it): computed by the SDK, no request made.
  const uploadOrigin = new URL(await locationOf(incoming('0'.repeat(32)))).origin;

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: data }));
    },
    async open(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!result.Body) return null;
        return { body: result.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: result.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // Deleting a missing key succeeds on S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async check() {
      // A read of a key that never exists: "no such key" proves the endpoint,
      // the credentials and the bucket (which "no such bucket" or "access
      // denied" would not). Reads, unlike writes, cost nothing to repeat.
      try {
        await client.send(new GetObjectCommand({ Bucket, Key: PROBE_KEY }));
      } catch (error) {
        if (!(error instanceof NoSuchKey)) throw error;
      }
    },
    direct: {
      origin: uploadOrigin,
      async signPut({ key, contentType, contentLength, expiresInSeconds }) {
        const command = new PutObjectCommand({ Bucket, Key: incoming(key), ContentType: contentType, ContentLength: contentLength });
        // Both headers in the signature: the store refuses a PUT of another type or size.
        return getSignedUrl(client, command, {
          expiresIn: expiresInSeconds,
          signingDate: clock.now(),
          signableHeaders: new Set(['content-type', 'content-length']),
        });
      },
      async keyOfUrl(url) {
        const parsed = URL.canParse(url) ? new URL(url) : null;
        const key = parsed?.pathname.split('/').pop() ?? '';
        if (!parsed || !isObjectKey(key)) return null;
        return (await locationOf(incoming(key))) === `${parsed.origin}${parsed.pathname}` ? key : null;
      },
      async adopt(key) {
        try {
          await client.send(new CopyObjectCommand({ Bucket, Key: checked(key), CopySource: `${Bucket}/${incoming(key)}` }));
        } catch (error) {
          if (isNotFound(error)) return false;
          throw error;
        }
        await client.send(new DeleteObjectCommand({ Bucket, Key: incoming(key) }));
        return true;
      },
      async discard(key) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: incoming(key) }));
      },
      async peek({ key, bytes }) {
        try {
          const result = await client.send(new GetObjectCommand({ Bucket, Key: checked(key), Range: `bytes=0-${bytes - 1}` }));
          const head = result.Body ? await result.Body.transformToByteArray() : new Uint8Array(0);
          // A ranged answer tells the whole size after the slash: "bytes 0-11/5242880".
          const total = result.ContentRange?.split('/')[1];
          const size = total !== undefined && /^\d+$/.test(total) ? Number(total) : (result.ContentLength ?? head.byteLength);
          return { size, head };
        } catch (error) {
          if (isNotFound(error)) return null;
          // An empty object has no byte 0: S3 answers 416 to the range.
          if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return { size: 0, head: new Uint8Array(0) };
          throw error;
        }
      },
    },
  };
}
