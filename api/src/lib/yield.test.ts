import { describe, expect, it } from 'vitest';
import { BUSY_MS, inPacedBatches } from './yield';

describe('inPacedBatches', () => {
  it('visits every item once, in order, in batches sized to about BUSY_MS, letting waiting work in between', async () => {
    let fakeNow = 0;
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    const items = Array.from({ length: 100 }, (_, i) => i);
    const batches: { items: number[]; turnsBefore: number }[] = [];
    try {
      // Each item costs 2 ms of the fake clock: after the first batch, BUSY_MS / 2 items a batch.
      const next = await inPacedBatches(
        items,
        async (part) => {
          batches.push({ items: part, turnsBefore: turns });
          fakeNow += 2 * part.length;
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
        { now: () => fakeNow },
      );
      expect(next).toBe(BUSY_MS / 2);
    } finally {
      clearInterval(ticker);
    }
    expect(batches.flatMap((batch) => batch.items)).toEqual(items);
    expect(batches[0]?.items).toHaveLength(8);
    for (const batch of batches.slice(1, -1)) expect(batch.items).toHaveLength(BUSY_MS / 2);
    for (let i = 1; i < batches.length; i++) expect(batches[i]?.turnsBefore ?? 0).toBeGreaterThan(batches[i - 1]?.turnsBefore ?? 0);
  });

  it('starts from the batch it is given, keeps within maxBatch and at least one item, and stops when asked', async () => {
    let fakeNow = 0;
    const sizes: number[] = [];
    // Free work would grow the batch without bound; a very slow item would shrink it below one.
    await inPacedBatches(Array.from({ length: 50 }, (_, i) => i), (part) => void sizes.push(part.length), { batch: 3, maxBatch: 20, now: () => fakeNow });
    expect(sizes).toEqual([3, 20, 20, 7]);

    sizes.length = 0;
    await inPacedBatches(Array.from({ length: 4 }, (_, i) => i), (part) => {
      sizes.push(part.length);
      fakeNow += 1000;
    }, { now: () => fakeNow });
    expect(sizes).toEqual([4]);

    sizes.length = 0;
    await inPacedBatches(Array.from({ length: 30 }, (_, i) => i), (part) => {
      sizes.push(part.length);
      fakeNow += 1000;
    }, { batch: 2, now: () => fakeNow });
    expect(sizes.slice(0, 3)).toEqual([2, 1, 1]);

    let visited = 0;
    await inPacedBatches(Array.from({ length: 30 }, (_, i) => i), (part) => {
      visited += part.length;
    }, { batch: 5, maxBatch: 5, shouldStop: () => visited >= 10 });
    expect(visited).toBe(10);
  });
});
