/*
 * Whether the live channel (/ws) is open right now. Polling reads it: while
 * the server pushes changes, the SPEC intervals relax to a safety interval.
 */
type Listener = () => void;

let isConnected = false;
const listeners = new Set<Listener>();

export const liveStatus = {
  isConnected: (): boolean => isConnected,
  set(connected: boolean): void {
    if (connected === isConnected) return;
    isConnected = connected;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
