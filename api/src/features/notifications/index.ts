export { notificationsRoutes } from './notifications.routes';
export { createNotification } from './notifications.service';
