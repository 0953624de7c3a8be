import { strFromU8, unzipSync } from 'fflate';

/** A ZIP's entries by name (the e2e test reads "Download my data" with it). */
export function unzipEntries(bytes: Uint8Array): { names: string[]; text(name: string): string; bytes(name: string): Uint8Array } {
  const files = unzipSync(bytes);
  const entry = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the ZIP`);
    return file;
  };
  return { names: Object.keys(files).sort(), text: (name) => strFromU8(entry(name)), bytes: entry };
}
