// A consistent online backup while the server runs:
//   npm run backup -- /path/to/backup-folder
// The database goes first through SQLite's backup API (a consistent
// snapshot even mid-write), then the objects. Objects are never changed
// once written, so every file the snapshot refers to is already on disk.
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadSettingsOrExit } from '../config';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run backup -- <target folder>');
  process.exit(2);
}
const { server } = loadSettingsOrExit(process.env);
const source = resolve(server.dataDir);
const destination = resolve(target);
if (existsSync(destination) && readdirSync(destination).length > 0) {
  console.error(`${destination} is not empty; choose a new folder.`);
  process.exit(2);
}
mkdirSync(destination, { recursive: true });
const live = new Database(join(source, 'app.db'), { readonly: true, fileMustExist: true });
await live.backup(join(destination, 'app.db'));
live.close();
if (existsSync(join(source, 'objects'))) {
  cpSync(join(source, 'objects'), join(destination, 'objects'), {
    recursive: true,
    filter: (path) => !path.endsWith('.tmp'),
  });
}
console.log(`Backup written to ${destination}. Restore: stop the server, point DATA_DIR at a copy of this folder, start.`);
