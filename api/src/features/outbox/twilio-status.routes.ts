import { SERVER_MESSAGES } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { forbidden, notFound } from '../../lib/errors';
import { requestHeader } from '../../lib/request';
import { isTwilioSigned, recordTwilioStatus, TWILIO_STATUS_PATH } from './twilio.service';
import { answers } from '../../lib/openapi';

/**
 * Twilio's status callback (issue 29, decision 043): a server-to-server call
 * with no session and no Origin, authenticated by X-Twilio-Signature alone.
 * Off (404) unless Twilio sends the SMS and PUBLIC_URL gives the URL it signs.
 */
export const twilioStatusRoutes = new Hono<AppEnv>().post('/twilio/status', answers({ 204: 'empty' }, { refuses: ['callback_unauthorized', 'not_found'] }), async (c) => {
  const { deps } = c.var;
  const { sms } = deps.config.messaging;
  const { publicUrl } = deps.config;
  if (sms.provider !== 'twilio' || publicUrl === null) throw notFound(SERVER_MESSAGES.notFound);
  const params = new URLSearchParams(await c.req.text());
  // The URL Twilio was given (and signed), not the request's Host, which the caller writes.
  if (!isTwilioSigned(sms.authToken, `${publicUrl}${TWILIO_STATUS_PATH}`, params, requestHeader(c, 'x-twilio-signature'))) {
    throw forbidden(SERVER_MESSAGES.callbackUnauthorized);
  }
  await recordTwilioStatus(deps.db, params, deps.clock.now());
  return c.body(null, 204);
});
