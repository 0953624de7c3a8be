/*
 * Whether the live channel (/ws) is open right now. Polling reads it: while
 * the server pushes changes, the SPEC intervals relax to a safety interval.
 */
let isConnected = false;

export const liveStatus = {
  isConnected: (): boolean => isConnected,
  set(isOpen: boolean): void {
    isConnected = isOpen;
  },
};
