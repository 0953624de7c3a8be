import { UploadTokenParamSchema } from '@app/domain';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { expectedOrigin } from '../../lib/request';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { issueUploadToken, readPrivateObject, receiveUpload, UPLOAD_PATH } from './objects.service';

export const objectsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // SPEC.md 7 sends an empty body or {}: there is no input, so the body is not read.
  .post('/upload', async (c) => {
    const token = await issueUploadToken(c.var.deps, { user: currentUser(c) });
    return c.json({ uploadURL: `${expectedOrigin(c)}${UPLOAD_PATH}${token}` });
  })
  .put('/upload/:token', valid('param', UploadTokenParamSchema), async (c) => {
    const { objectKey } = await receiveUpload(c.var.deps, {
      user: currentUser(c),
      token: c.req.valid('param').token,
      body: c.req.raw.body,
      declaredLength: c.req.header('content-length'),
      budget: c.var.uploadBudget,
    });
    return c.json({ objectPath: `/objects/${objectKey}` });
  });

async function servePrivateObject(c: Context<AppEnv>, key: string) {
  const { bytes, contentType } = await readPrivateObject(c.var.deps, { user: currentUser(c), key });
  return c.body(bytes, 200, {
    'Content-Type': contentType,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
}

// Mounted at the root, so the guard sits on each route: a bare .use() here
// would put every path of the app behind sign-in. The key is checked in the
// service (an invalid key is a 404, not a validation error).
export const privateObjectRoutes = new Hono<AppEnv>()
  .get('/objects/:key', requireUser, (c) => servePrivateObject(c, c.req.param('key')))
  // SPEC.md 3: a filename outside /objects/ is served as /uploads/{filename}; it names the same keys.
  .get('/uploads/:filename', requireUser, (c) => servePrivateObject(c, c.req.param('filename')));
