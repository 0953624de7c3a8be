/**
 * A map of at most `capacity` entries that drops the least recently used
 * one (read or written) when full. A Map iterates in insertion order, so
 * re-inserting an entry on use keeps the oldest first.
 */
export type Lru<K, V> = { get(key: K): V | undefined; set(key: K, value: V): void };

export function createLru<K, V>(capacity: number): Lru<K, V> {
  const entries = new Map<K, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as K);
    },
  };
}
