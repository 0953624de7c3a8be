import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface ObjectStore {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export function isObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

// Local disk under DATA_DIR/objects. Keys are random hex made by the server,
// checked again here so that no caller can reach outside the folder.
export function createDiskObjectStore({ root }: { root: string }): ObjectStore {
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
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
