import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import { callProvider, parseJson, type SendOutcome } from './providers.service';

type TwilioSettings = { accountSid: string; authToken: string; from: string; baseUrl: string; timeoutMs?: number };

/** Where Twilio reports what became of a message; the signature is computed over exactly this URL. */
export const TWILIO_STATUS_PATH = '/api/messages/twilio/status';

// GSM 03.38's basic set (one septet each) and its extension table (two: the escape and the character).
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENDED = new Set('\f^{}\\[~]|€');

/**
 * How Twilio encodes and splits an SMS body (twilio.com/docs/glossary/what-sms-character-limit,
 * .../what-is-ucs-2-character-encoding): GSM-7 when every character is in GSM 03.38, 160 septets
 * in one segment, else 153 a segment; otherwise UCS-2, 70 code units in one segment, else 67.
 * Twilio splits by itself (up to 1,600 characters); each segment is billed, so it is counted.
 */
function twilioSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; segments: number } {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENDED.has(character)) septets += 2;
    else return { encoding: 'UCS-2', segments: text.length <= 70 ? 1 : Math.ceil(text.length / 67) };
  }
  return { encoding: 'GSM-7', segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/** A Messaging Service SID (MG + 32 hex) goes as MessagingServiceSid; anything else is the From number. */
const MESSAGING_SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;

/**
 * One SMS through Twilio's Message resource (decision 043):
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, basic auth, form-encoded.
 * Twilio's documented error body is {code, message, more_info, status}.
 */
export async function sendByTwilio(
  settings: TwilioSettings,
  { publicUrl, logger }: { publicUrl: string | null; logger: Logger },
  message: { id: number; destination: string; body: string },
): Promise<SendOutcome> {
  const provider = 'twilio';
  logger.info({ messageId: message.id, provider, ...twilioSegments(message.body) }, 'sending an SMS');
  const form = new URLSearchParams({ To: message.destination, Body: message.body });
  form.set(MESSAGING_SERVICE_SID.test(settings.from) ? 'MessagingServiceSid' : 'From', settings.from);
  if (publicUrl !== null) form.set('StatusCallback', `${publicUrl}${TWILIO_STATUS_PATH}`);
  const answer = await callProvider(
    `${settings.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
    settings.timeoutMs,
  );
  if (answer.kind === 'unreachable') return { kind: 'retry', provider, reason: answer.reason };
  const body = parseJson(answer.text) as { sid?: unknown; status?: unknown; code?: unknown; message?: unknown } | undefined;
  if (answer.status === 429 || answer.status >= 500) return { kind: 'retry', provider, reason: `Twilio answered HTTP ${answer.status}` };
  if (answer.status >= 200 && answer.status < 300 && typeof body?.sid === 'string') {
    if (body.status === 'failed' || body.status === 'undelivered') return { kind: 'refused', provider, reason: `Twilio refused it: status ${body.status}` };
    return { kind: 'sent', provider, providerMessageId: body.sid };
  }
  const code = typeof body?.code === 'number' || typeof body?.code === 'string' ? ` ${body.code}` : '';
  const text = typeof body?.message === 'string' ? ` ${body.message}` : ` HTTP ${answer.status}`;
  return { kind: 'refused', provider, reason: `Twilio refused it:${code}${text}` };
}

/**
 * X-Twilio-Signature: base64 of HMAC-SHA1, keyed by the auth token, over the
 * full URL Twilio called followed by each POST parameter's name and value,
 * sorted by name (twilio.com/docs/usage/webhooks/webhooks-security).
 */
function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isTwilioSigned(authToken: string, url: string, params: URLSearchParams, signature: string | undefined): boolean {
  if (signature === undefined) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What Twilio reported for one of our messages: delivered, or failed with its
 * error code. Other statuses (queued, sent, ...) change nothing; a report on
 * a message that is not `sent` (or unknown) is ignored.
 */
export async function recordTwilioStatus(db: Db, params: URLSearchParams, now: Date): Promise<void> {
  const sid = params.get('MessageSid');
  const status = params.get('MessageStatus');
  if (!sid) return;
  const row = db.updateTable('outboxMessages').where('provider', '=', 'twilio').where('providerMessageId', '=', sid).where('state', '=', 'sent');
  const at = now.toISOString();
  if (status === 'delivered') {
    await row.set({ state: 'delivered', deliveredAt: at, updatedAt: at }).execute();
  } else if (status === 'failed' || status === 'undelivered') {
    const errorCode = params.get('ErrorCode');
    await row.set({ state: 'failed', failureReason: `Twilio: ${status}${errorCode ? ` (error ${errorCode})` : ''}`, updatedAt: at }).execute();
  }
}
