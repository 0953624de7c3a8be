import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock';

describe('clockStartingAt (CLOCK_START, decision 074)', () => {
  it('reads the start when made and runs forward at the real speed', () => {
    let real = 1_000_000;
    const clock = clockStartingAt(new Date('2026-11-20T15:00:00.000Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-20T15:00:00.000Z');
    real += 90_500;
    expect(clock.now().toISOString()).toBe('2026-11-20T15:01:30.500Z');
  });
});
