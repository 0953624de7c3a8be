/*
 * Whether the live channel (/ws) is open right now. Polling reads it: while
 * the server pushes changes, the SPEC intervals relax to a safety interval.
 */
type Listener = () => void;

let isConnected = false;
const listeners = new Set<Listener>();

export const liveStatus = {
  isConnected: (): boolean => isConnected,
  set(isOpen: boolean): void {
    if (isOpen === isConnected) return;
    isConnected = isOpen;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
