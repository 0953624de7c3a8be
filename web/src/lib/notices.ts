import type { Notice } from '@app/domain/messages';

/*
 * Mantine's notifications (store, container, transitions, scroll handling)
 * are a seventh of the sign-in screen's JavaScript, and most visits show no
 * notice before the dashboard: they are downloaded with the first notice
 * (decision 020). NoticeHost mounts the container from then on.
 */
const loadNotifications = () => import('@mantine/notifications');

let hasNoticeBeenShown = false;
const firstNoticeListeners = new Set<() => void>();

/** For useSyncExternalStore: whether a notice was ever shown on this page. */
export const noticesShown = {
  subscribe(listener: () => void): () => void {
    firstNoticeListeners.add(listener);
    return () => firstNoticeListeners.delete(listener);
  },
  get: (): boolean => hasNoticeBeenShown,
  load: loadNotifications,
};

/** SPEC section 9: a notice stays 5 seconds and only one is visible at a time. */
const NOTICE_MS = 5000;

type Tone = 'success' | 'error' | 'info';

const COLORS: Record<Tone, string> = { success: 'green', error: 'red', info: 'blue' };

function show(tone: Tone, { title, message }: Notice, override?: string) {
  if (!hasNoticeBeenShown) {
    hasNoticeBeenShown = true;
    for (const listener of firstNoticeListeners) listener();
  }
  void loadNotifications().then(({ notifications }) => {
    notifications.clean();
    notifications.show({
      title,
      message: override ?? message ?? '',
      color: COLORS[tone],
      autoClose: NOTICE_MS,
      withBorder: true,
    });
  });
}

/**
 * Takes down the notice on screen, if any: before a screen whose top it would
 * cover (the verification step bar after registering, issue 28, item 9).
 */
export function clearNotices() {
  if (!hasNoticeBeenShown) return;
  void loadNotifications().then(({ notifications }) => notifications.clean());
}

export function notifySuccess(notice: Notice, message?: string) {
  show('success', notice, message);
}

/** A destructive notice; `message` replaces the SPEC text (the server's own words). */
export function notifyError(notice: Notice, message?: string) {
  show('error', notice, message);
}

/** Neither success nor failure: done in part, or waiting for someone else (maker-checker's "Sent for approval"). */
export function notifyInfo(notice: Notice) {
  show('info', notice);
}
