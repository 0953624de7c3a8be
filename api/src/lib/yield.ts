/**
 * Lets the requests waiting on the event loop in before going on. SQLite's
 * driver is synchronous, so a long walk made only of awaited queries never
 * lets a request in: the first housekeeping over 15,000 open loans held
 * every request for about 30 s (docs/performance.md).
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * How long a background walk may hold the event loop before it pauses for
 * the requests waiting. Whole lists in one go held every request for seconds
 * (docs/performance.md: housekeeping over open loans, the live channel's
 * heartbeat over 20,000 sockets).
 */
export const BUSY_MS = 10;

export interface PacedOptions {
  /** The first batch's size, before any pace is known (a caller walking several lists carries it on). */
  batch?: number;
  /** The largest batch. */
  maxBatch?: number;
  /** Asked before each batch: true ends the walk there. */
  shouldStop?: () => boolean;
  /** The clock the pace is measured with; tests pass their own. */
  now?: () => number;
}

/**
 * Visits `items` a batch at a time, each batch sized from the last one's
 * pace to take about BUSY_MS, with a pause for the requests waiting
 * (yieldToRequests) after each. Returns the batch size it would use next.
 */
export async function inPacedBatches<T>(items: readonly T[], visit: (part: T[]) => Promise<void> | void, options: PacedOptions = {}): Promise<number> {
  const { maxBatch = Math.max(1, items.length), shouldStop = () => false, now = () => performance.now() } = options;
  let batch = Math.max(1, Math.min(maxBatch, options.batch ?? 8));
  for (let at = 0; at < items.length && !shouldStop(); ) {
    const part = items.slice(at, at + batch);
    at += part.length;
    const started = now();
    await visit(part);
    const tookMs = now() - started;
    // Between 1 item and maxBatch, aiming at BUSY_MS from this batch's pace.
    batch = Math.max(1, Math.min(maxBatch, Math.round((part.length * BUSY_MS) / Math.max(tookMs, 0.1))));
    await yieldToRequests();
  }
  return batch;
}
