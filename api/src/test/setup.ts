import { afterAll, afterEach, beforeEach, inject, vi } from 'vitest';
import { recordFigure } from './figures';
import { closeOpenContexts } from './harness';
import { dropTestDatabases, testDialect } from './postgres-databases';
import { scanTotals } from './secret-scan';

// An unexpected console.error fails the test that caused it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  // Every test leaves the money consistent; closeOpenContexts checks the
  // ledger invariants of each database the test opened.
  await closeOpenContexts();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called: ${JSON.stringify(consoleErrors[0])}`);
  }
});

// Every test context's responses and log lines were scanned for secrets as it closed.
afterAll(async () => {
  if (testDialect === 'postgres') await dropTestDatabases(inject('postgresUrl'));
  recordFigure('invariants.databasesChecked', scanTotals.contexts);
  recordFigure('secretscan.responses', scanTotals.responses);
  recordFigure('secretscan.logLines', scanTotals.logLines);
  recordFigure('secretscan.secrets', scanTotals.secrets);
});
