import { UploadTokenParamSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { expectedOrigin } from '../../lib/request';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { issueUploadToken, receiveUpload, UPLOAD_PATH } from './objects.service';

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
