import { MessagesNeedingAttentionSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireDuty } from '../../http/guards';
import { listMessagesNeedingAttention } from './outbox.service';
import { answers } from '../../lib/openapi';

/**
 * The messages staff should look at (issue 29): failed, retrying or stuck,
 * across members, so a provider that is down shows on the back office's
 * MESSAGES section rather than in a log. Under the duty that reads a
 * member's messages.
 */
export const adminMessagesRoutes = new Hono<AppEnv>().get('/attention', answers({ 200: MessagesNeedingAttentionSchema }), requireDuty('members'), async (c) => {
  const { deps } = c.var;
  return c.json(await listMessagesNeedingAttention(deps.db, deps.clock.now()));
});
