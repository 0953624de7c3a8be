import { UploadFromStorageSchema, DocumentRecordSchema } from '@app/domain';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { revalidated } from '../../http/revalidated';
import { privateFileResponse } from '../../http/private-file';
import { listDocumentsOfUser } from './documents.queries';
import { readPrivateObject, registerUploads } from './documents.service';
import { IMAGE, answers } from '../../lib/openapi';

export const documentsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', answers({ 200: v.array(DocumentRecordSchema), 304: 'empty' }), async (c) => {
    const userId = currentUser(c).id;
    return revalidated(c, { userId, load: () => listDocumentsOfUser(c.get('deps').db, userId), changesAt: () => null });
  })
  .post('/upload-from-storage', answers({ 201: v.array(DocumentRecordSchema) }, { refuses: ['cannot_manage_self', 'duty_required', 'forbidden', 'main_admin_only', 'main_admin_protected', 'upload_missing', 'upload_type', 'upload_url_invalid', 'user_not_found', 'verified_details_locked'] }), valid('json', UploadFromStorageSchema), async (c) => {
    const documents = await registerUploads(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') });
    return c.json(documents, 201);
  });

async function servePrivateObject(c: Context<AppEnv>, key: string) {
  return privateFileResponse(c, await readPrivateObject(c.var.deps, { user: currentUser(c), key }));
}

// Mounted at the root, so the guard sits on each route: a bare .use() here
// would put every path of the app behind sign-in. The key is checked in the
// service (an invalid key is a 404, not a validation error).
export const documentFileRoutes = new Hono<AppEnv>()
  .get('/objects/:key', answers({ 200: IMAGE }, { refuses: ['duty_required', 'forbidden', 'main_admin_only', 'main_admin_protected', 'not_found'] }), requireUser, (c) => servePrivateObject(c, c.req.param('key')))
  // SPEC.md 3: a filename outside /objects/ is served as /uploads/{filename}; it names the same keys.
  .get('/uploads/:filename', answers({ 200: IMAGE }, { refuses: ['duty_required', 'forbidden', 'main_admin_only', 'main_admin_protected', 'not_found'] }), requireUser, (c) => servePrivateObject(c, c.req.param('filename')));
