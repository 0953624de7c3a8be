import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticesShown } from '../lib/notices';

const Notifications = lazy(() => noticesShown.load().then((module) => ({ default: module.Notifications })));

/** Mantine's notification container, mounted (and downloaded) once the first notice is shown, then kept. */
export function NoticeHost(props: NotificationsProps) {
  const isNeeded = useSyncExternalStore(noticesShown.subscribe, noticesShown.get);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
