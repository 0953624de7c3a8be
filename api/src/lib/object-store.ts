import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';

/** An object's bytes for serving, read as they are sent. */
export interface ObjectStream {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Browsers PUT files straight to the store (S3) instead of through this
 * server. A signed URL writes a key's incoming copy for a few minutes; on
 * registration the server moves it to the key itself, where no URL can
 * write, and checks the bytes there.
 */
export interface DirectUploads {
  /** The origin of the upload URLs, for the page's connect-src. */
  origin: string;
  signPut(input: { key: string; contentType: string; contentLength: number; expiresInSeconds: number }): Promise<string>;
  /** The key a URL of signPut writes, or null when the URL is not one of this store's. */
  keyOfUrl(url: string): Promise<string | null>;
  /** Moves the incoming copy to the key; false when nothing was uploaded. */
  adopt(key: string): Promise<boolean>;
  /** Deletes the incoming copy, if any. */
  discard(key: string): Promise<void>;
  /** The size and first bytes of an object, or null when it does not exist. */
  peek(input: { key: string; bytes: number }): Promise<{ size: number; head: Uint8Array } | null>;
}

export interface ObjectStore {
  put(key: string, data: Uint8Array): Promise<void>;
  open(key: string): Promise<ObjectStream | null>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers, throws otherwise (readiness checks). */
  check(): Promise<void>;
  /** Null: uploads come through this server (PUT /api/objects/upload/:token). */
  direct: DirectUploads | null;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export function isObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

// Local disk under DATA_DIR/objects. Keys are random hex made by the server,
// checked again here so that no caller can reach outside the folder.
// `isDurable: false` skips the fsync of each object: only for a folder that is
// filled again after a crash (npm run simulate, decision 071).
export function createDiskObjectStore({ root, isDurable = true }: { root: string; isDurable?: boolean }): ObjectStore {
  const pathOf = (key: string) => {
    if (!isObjectKey(key)) throw new Error('Invalid object key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.tmp`;
      const handle = await open(temp, 'w');
      try {
        await handle.writeFile(data);
        if (isDurable) await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, path);
    },
    async open(key) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // Size and bytes from one open file: a delete meanwhile cannot split them.
        const { size } = await handle.stat();
        return { body: Readable.toWeb(createReadStream('', { fd: handle })) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      // Writable, as a put needs it; made here if missing, as a put would.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    direct: null,
  };
}
