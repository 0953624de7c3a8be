import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { authKeys } from './query-keys';

function useSignedInUserId(): number | null {
  const queryClient = useQueryClient();
  // Reads auth/me from the cache without an observer: the guards and screens fetch it.
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => {
      const me = queryClient.getQueryData<{ id: number } | null>(authKeys.me);
      return me ? me.id : null;
    },
  );
}

/** Keeps the live channel open while someone (borrower or staff) is signed in. Renders nothing. */
export function LiveChannel({ onSessionEnded }: { onSessionEnded: () => void }) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  useEffect(() => {
    if (userId === null) return undefined;
    // Downloaded once someone is signed in: the sign-in screen never needs the socket client.
    let disconnect: (() => void) | undefined;
    let isCancelled = false;
    void import('./live').then(({ connectLive }) => {
      if (!isCancelled) disconnect = connectLive({ queryClient, userId, onSessionEnded });
    });
    return () => {
      isCancelled = true;
      disconnect?.();
    };
  }, [queryClient, userId, onSessionEnded]);
  return null;
}
