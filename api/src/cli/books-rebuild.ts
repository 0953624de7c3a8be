// Rebuilds the books from the history of every loan and wallet (issue 31, decision 067), on DATA_DIR or DATABASE_URL as for the server:
//   npm run books:rebuild               when the journal is empty (an installation from before the books)
//   npm run books:rebuild -- --replace  writes the journal again over the one it holds, in one transaction
import { join, resolve } from 'node:path';
import { loadSettingsOrExit } from '../config';
import { openDatabase } from '../db/connection';
import { BooksNotEmptyError, rebuildBooks } from '../features/books';

const args = process.argv.slice(2);
if (args.length > 1 || (args.length === 1 && args[0] !== '--replace')) {
  console.error('Usage: npm run books:rebuild [-- --replace]');
  process.exit(2);
}
const { server } = loadSettingsOrExit(process.env);
const { db } = openDatabase({ url: server.database.url, poolSize: 1, file: join(resolve(server.dataDir), 'app.db') });
try {
  const result = await rebuildBooks(db, { replace: args[0] === '--replace' });
  console.log(
    `Books rebuilt: ${result.entries} journal entries from history (${result.closes} month-end closes replayed at their months, ${result.kept} entries recorded by staff kept)` +
      (result.replaced > 0 ? `, replacing the ${result.replaced} entries the journal held.` : '.'),
  );
} catch (error) {
  if (!(error instanceof BooksNotEmptyError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
