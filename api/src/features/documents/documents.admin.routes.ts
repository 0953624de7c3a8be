import { DUTIES_TO_READ, IdParamSchema, MemberDocumentTypeParamSchema, SERVER_MESSAGES } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser, requireDuty } from '../../http/guards';
import { deleteDocumentsOfType, listMemberDocumentViews, listMemberDocuments } from './documents.service';

// Mounted at /api/admin/users behind requireAdmin.
export const adminDocumentsRoutes = new Hono<AppEnv>()
  .get('/:id/documents', requireDuty(...DUTIES_TO_READ.memberDocuments), valid('param', IdParamSchema), async (c) => {
    return c.json(await listMemberDocuments(c.var.deps, { actor: currentUser(c), userId: c.req.valid('param').id }));
  })
  .get('/:id/document-views', requireDuty(...DUTIES_TO_READ.memberDocuments), valid('param', IdParamSchema), async (c) => {
    return c.json(await listMemberDocumentViews(c.var.deps, { actor: currentUser(c), userId: c.req.valid('param').id }));
  })
  .delete('/:id/documents/:type', requireDuty('members'), valid('param', MemberDocumentTypeParamSchema), async (c) => {
    const { id, type } = c.req.valid('param');
    await deleteDocumentsOfType(c.var.deps, { actor: currentUser(c), userId: id, type });
    return c.json({ message: SERVER_MESSAGES.documentDeleted });
  });
