import { IdParamSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser, requireUser } from '../../http/guards';
import { revalidated } from '../../http/revalidated';
import { valid } from '../../lib/validate';
import { listNotificationsOfUser, markNotificationRead } from './notifications.service';

export const notificationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const userId = currentUser(c).id;
    return revalidated(c, { userId, load: () => listNotificationsOfUser(c.get('deps').db, userId), changesAt: () => null });
  })
  .post('/:id/read', valid('param', IdParamSchema), async (c) => {
    const { db, clock } = c.var.deps;
    await markNotificationRead(db, { userId: currentUser(c).id, notificationId: c.req.valid('param').id, now: clock.now() });
    return c.json({ ok: true });
  });
