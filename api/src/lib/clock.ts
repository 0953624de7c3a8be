export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: the tests' and the simulation's (npm run simulate). */
export interface SettableClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function settableClock(start: Date): SettableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * CLOCK_START (decision 074, test and staging only): a clock that reads
 * `start` at the moment it is made and runs forward at real speed from
 * there, so a spawned server can be put at 23:00 Manila. `realNow` is the
 * machine's time in milliseconds (a test gives its own).
 */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const origin = realNow();
  return { now: () => new Date(start.getTime() + (realNow() - origin)) };
}

export const toIso = (date: Date): string => date.toISOString();
export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
