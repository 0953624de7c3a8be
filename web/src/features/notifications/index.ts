export { latestNotification, notificationsQueryOptions } from './notifications.queries';
