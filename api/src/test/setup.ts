import { afterEach, beforeEach, vi } from 'vitest';
import { closeOpenContexts } from './harness';

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
