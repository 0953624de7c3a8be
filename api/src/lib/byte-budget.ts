/**
 * A count of bytes this process holds for requests in flight, bounded: a
 * reservation that would pass the bound is refused rather than queued.
 */
export interface ByteBudget {
  tryReserve(bytes: number): boolean;
  release(bytes: number): void;
}

export function createByteBudget({ maxBytes }: { maxBytes: number }): ByteBudget {
  let used = 0;
  return {
    tryReserve(bytes) {
      if (used + bytes > maxBytes) return false;
      used += bytes;
      return true;
    },
    release(bytes) {
      used -= bytes;
    },
  };
}
