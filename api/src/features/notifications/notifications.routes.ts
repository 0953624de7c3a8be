import { IdParamSchema, SERVER_MESSAGES } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/errors';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { listNotificationsOfUser } from './notifications.service';

export const notificationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await listNotificationsOfUser(c.var.deps.db, currentUser(c).id)))
  .post('/:id/read', valid('param', IdParamSchema), async (c) => {
    const { db, clock } = c.var.deps;
    const result = await db
      .updateTable('notifications')
      .set({ readAt: clock.now().toISOString() })
      .where('id', '=', c.req.valid('param').id)
      .where('userId', '=', currentUser(c).id)
      .where('readAt', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      const exists = await db
        .selectFrom('notifications')
        .select('id')
        .where('id', '=', c.req.valid('param').id)
        .where('userId', '=', currentUser(c).id)
        .executeTakeFirst();
      if (!exists) throw notFound(SERVER_MESSAGES.notFound);
    }
    return c.json({ ok: true });
  });
