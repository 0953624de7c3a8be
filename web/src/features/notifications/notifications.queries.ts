import type { Notification } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { notificationKeys } from '../../lib/query-keys';

/** SPEC: notifications are not polled; they refresh after the calls that create them and on live events. */
export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => apiRequest<Notification[]>('/api/notifications', { signal }),
});

export function latestNotification(notifications: readonly Notification[] | undefined): Notification | undefined {
  if (!notifications || notifications.length === 0) return undefined;
  return [...notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
}
