import { notifyManager, onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { authKeys } from './query-keys';

/** Shown next to anything that needs the server while the device is offline. */
const OFFLINE_REASON = 'You are offline. This needs a connection.';

/**
 * TanStack Query assumes it is online when the page loads; a reload with no
 * network must start offline, so queries wait instead of failing.
 */
export function syncOnlineManager(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

export type OfflineInfo = {
  isOffline: boolean;
  /** When the signed-in user's data (auth/me) last came from the server; 0 if never. */
  dataUpdatedAt: number;
  /** The explanation for a disabled action, while offline. */
  offlineReason: string | undefined;
};

/** For screens and actions that need the server: whether we are offline and how old the data is. */
export function useOfflineInfo(): OfflineInfo {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  // Reads the cache without an observer, so nothing here can start a fetch.
  const dataUpdatedAt = useSyncExternalStore(
    // Batched like TanStack's own hooks: a query another component creates while
    // it renders notifies the cache, and a store change inside that render is refused by React.
    (onChange) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(onChange)),
    () => queryClient.getQueryState(authKeys.me)?.dataUpdatedAt ?? 0,
  );
  return { isOffline: !isOnline, dataUpdatedAt, offlineReason: isOnline ? undefined : OFFLINE_REASON };
}
