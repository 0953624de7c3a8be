import { UploadFromStorageSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { listDocumentsOfUser } from './documents.queries';
import { registerUploads } from './documents.service';

export const documentsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await listDocumentsOfUser(c.var.deps.db, currentUser(c).id)))
  .post('/upload-from-storage', valid('json', UploadFromStorageSchema), async (c) => {
    const documents = await registerUploads(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') });
    return c.json(documents, 201);
  });
