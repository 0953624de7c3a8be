/**
 * Lets the requests waiting on the event loop in before going on. SQLite's
 * driver is synchronous, so a long walk made only of awaited queries never
 * lets a request in: the first housekeeping over 15,000 open loans held
 * every request for about 30 s (docs/performance.md).
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
