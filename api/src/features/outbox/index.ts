export { maskEmail, maskPhoneNumber, queueMessage, type MessagePurpose, type OutgoingMessage } from './outbox.service';
