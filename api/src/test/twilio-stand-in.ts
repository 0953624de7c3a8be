import { startFormStandIn } from './http-stand-in';

/*
 * A local Twilio Messages API (twilio.com/docs/messaging/api/message-resource)
 * on 127.0.0.1 and a random port: it takes POST
 * /2010-04-01/Accounts/{Sid}/Messages.json, records the request, and answers as
 * told: the documented message resource (201), its error bodies for a bad
 * number (400, 21211) or bad credentials (401, 20003), no answer (slow), or a 503.
 */

type TwilioMode = 'ok' | 'bad-number' | 'bad-credentials' | 'slow' | 'down';

interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface TwilioStandIn {
  baseUrl: string;
  requests: TwilioRequest[];
  mode: TwilioMode;
  close(): Promise<void>;
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  let next = 1;
  const standIn: TwilioStandIn = { baseUrl: '', requests: [], mode: 'ok', close: async () => undefined };
  const server = await startFormStandIn(({ method, path, headers, form }) => {
    standIn.requests.push({ path, authorization: headers.authorization, form: Object.fromEntries(form) });
    const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(path);
    if (method !== 'POST' || !match) {
      return { status: 404, body: { code: 20404, message: 'The requested resource was not found', more_info: 'https://www.twilio.com/docs/errors/20404', status: 404 } };
    }
    switch (standIn.mode) {
      case 'slow':
        return 'never';
      case 'down':
        return { status: 503, body: { code: 20503, message: 'Service unavailable', more_info: 'https://www.twilio.com/docs/errors/20503', status: 503 } };
      case 'bad-credentials':
        return { status: 401, body: { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 } };
      case 'bad-number':
        return {
          status: 400,
          body: {
            code: 21211,
            message: `The 'To' number ${form.get('To')} is not a valid phone number.`,
            more_info: 'https://www.twilio.com/docs/errors/21211',
            status: 400,
          },
        };
      case 'ok': {
        const sid = `SM${String(next++).padStart(32, '0')}`;
        return {
          status: 201,
          body: {
            account_sid: match[1],
            api_version: '2010-04-01',
            body: form.get('Body'),
            date_created: 'Fri, 27 Nov 2026 06:00:00 +0000',
            direction: 'outbound-api',
            error_code: null,
            error_message: null,
            from: form.get('From') ?? null,
            messaging_service_sid: form.get('MessagingServiceSid') ?? null,
            num_segments: '1',
            sid,
            status: 'queued',
            to: form.get('To'),
            uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json`,
          },
        };
      }
    }
  });
  standIn.baseUrl = server.origin;
  standIn.close = server.close;
  return standIn;
}
