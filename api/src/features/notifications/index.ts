export { notificationsRoutes } from './notifications.routes';
export { createNotification, notificationTextsOf } from './notifications.service';
