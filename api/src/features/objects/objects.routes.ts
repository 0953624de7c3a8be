import { UploadRequestSchema, UploadTokenParamSchema, UploadUrlSchema, UploadedObjectSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { expectedOrigin, requestHeader } from '../../lib/request';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { issueUpload, receiveUpload } from './objects.service';
import { answers } from '../../lib/openapi';

export const objectsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // SPEC.md 7 sends an empty body or {}; the web app adds the file's type and
  // size, which a direct upload to the store signs into its URL.
  .post('/upload', answers({ 200: UploadUrlSchema }, { refuses: ['upload_details_required'] }), valid('json', UploadRequestSchema), async (c) => {
    const uploadURL = await issueUpload(c.var.deps, { user: currentUser(c), file: c.req.valid('json'), origin: expectedOrigin(c) });
    return c.json({ uploadURL });
  })
  .put('/upload/:token', answers({ 200: UploadedObjectSchema }, { refuses: ['forbidden', 'upload_busy', 'upload_empty', 'upload_in_progress', 'upload_timed_out', 'upload_too_large', 'upload_type'] }), valid('param', UploadTokenParamSchema), async (c) => {
    const { objectKey } = await receiveUpload(c.var.deps, {
      user: currentUser(c),
      token: c.req.valid('param').token,
      body: c.req.raw.body,
      declaredLength: requestHeader(c, 'content-length'),
      budget: c.var.uploadBudget,
    });
    return c.json({ objectPath: `/objects/${objectKey}` });
  });
