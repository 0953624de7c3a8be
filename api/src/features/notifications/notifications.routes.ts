import { IdParamSchema, NotificationSchema, OkSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { currentUser, requireUser } from '../../http/guards';
import { revalidated } from '../../http/revalidated';
import { valid } from '../../lib/validate';
import { listNotificationsOfUser, markNotificationRead } from './notifications.service';
import { answers } from '../../lib/openapi';

export const notificationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', answers({ 200: v.array(NotificationSchema), 304: 'empty' }), async (c) => {
    const userId = currentUser(c).id;
    return revalidated(c, { userId, load: () => listNotificationsOfUser(c.get('deps').db, userId), changesAt: () => null });
  })
  .post('/:id/read', answers({ 200: OkSchema }, { refuses: ['not_found'] }), valid('param', IdParamSchema), async (c) => {
    const { db, clock } = c.var.deps;
    await markNotificationRead(db, { userId: currentUser(c).id, notificationId: c.req.valid('param').id, now: clock.now() });
    return c.json({ ok: true });
  });
