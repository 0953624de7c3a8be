import type { Logger } from 'pino';
import { callProvider, parseJson, type SendOutcome } from './providers.service';

type SemaphoreSettings = { apiKey: string; senderName: string | null; baseUrl: string; timeoutMs?: number };

/** Semaphore bills one credit per 160 characters of a message (semaphore.co/docs), and splits longer texts itself. */
const SEGMENT_CHARACTERS = 160;

function semaphoreSegments(text: string): number {
  return Math.max(1, Math.ceil([...text].length / SEGMENT_CHARACTERS));
}

/** Semaphore takes Philippine numbers as 63XXXXXXXXXX: the E.164 destination without its plus. */
function semaphoreNumber(e164: string): string {
  return e164.replace(/^\+/, '');
}

/**
 * The field errors Semaphore answers for a request it will not take, in the
 * shape its API documents (`{"number": ["The number format is invalid."]}`),
 * or a plain message (`"Invalid API key"` style answers): joined into one reason.
 */
function errorReason(body: unknown, status: number): string {
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (Array.isArray(body)) {
    const texts = body.filter((item): item is string => typeof item === 'string');
    if (texts.length > 0) return texts.join(' ');
  }
  if (body !== null && typeof body === 'object') {
    const texts = Object.entries(body as Record<string, unknown>).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string').map((item) => `${field}: ${item}`),
    );
    if (texts.length > 0) return texts.join(' ');
  }
  return `HTTP ${status}`;
}

/**
 * One SMS through Semaphore (decision 041): a code by its priority route,
 * which skips the queue of bulk traffic; anything else by /messages.
 */
export async function sendBySemaphore(settings: SemaphoreSettings, logger: Logger, message: { id: number; purpose: string; destination: string; body: string }): Promise<SendOutcome> {
  const provider = 'semaphore';
  const form = new URLSearchParams({ apikey: settings.apiKey, number: semaphoreNumber(message.destination), message: message.body });
  if (settings.senderName !== null) form.set('sendername', settings.senderName);
  const route = message.purpose === 'code' ? 'priority' : 'messages';
  const segments = semaphoreSegments(message.body);
  logger.info({ messageId: message.id, provider, route, segments }, 'sending an SMS');
  const answer = await callProvider(`${settings.baseUrl}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  }, settings.timeoutMs);
  if (answer.kind === 'unreachable') return { kind: 'retry', provider, reason: answer.reason };
  const body = parseJson(answer.text);
  if (answer.status === 429 || answer.status >= 500) return { kind: 'retry', provider, reason: `Semaphore answered HTTP ${answer.status}` };
  if (answer.status >= 400) return { kind: 'refused', provider, reason: `Semaphore refused it: ${errorReason(body ?? answer.text, answer.status)}` };
  const first: unknown = Array.isArray(body) ? body[0] : undefined;
  if (first !== null && typeof first === 'object' && 'message_id' in first) {
    const { message_id: id, status } = first as { message_id: unknown; status?: unknown };
    if (status === 'Failed' || status === 'Refunded') return { kind: 'refused', provider, reason: `Semaphore refused it: status ${status}` };
    return { kind: 'sent', provider, providerMessageId: String(id) };
  }
  // A 200 that is not the list of messages is Semaphore's way of refusing a request (its field errors).
  return { kind: 'refused', provider, reason: `Semaphore refused it: ${errorReason(body ?? answer.text, answer.status)}` };
}
