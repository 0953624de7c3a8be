export { composeEmail } from './email.service';
export { runOutboxPass, startOutboxWorker } from './worker.service';
export { maskEmail, maskPhoneNumber, queueMessage, type MessagePurpose } from './outbox.service';
