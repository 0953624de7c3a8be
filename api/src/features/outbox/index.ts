export { adminMessagesRoutes } from './admin-messages.routes';
export { composeEmail } from './email.service';
export { runOutboxPass, startOutboxWorker } from './worker.service';
export { listMemberMessages, queueMessage, type MessagePurpose } from './outbox.service';
export { twilioStatusRoutes } from './twilio-status.routes';
