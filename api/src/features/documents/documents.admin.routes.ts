import { DUTIES_TO_READ, IdParamSchema, MemberDocumentTypeParamSchema, SERVER_MESSAGES, MessageAnswerSchema, DocumentRecordSchema, DocumentViewSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser, requireDuty } from '../../http/guards';
import { deleteDocumentsOfType, listMemberDocumentViews, listMemberDocuments } from './documents.service';
import { answers } from '../../lib/openapi';

// Mounted at /api/admin/users behind requireAdmin.
export const adminDocumentsRoutes = new Hono<AppEnv>()
  .get('/:id/documents', answers({ 200: v.array(DocumentRecordSchema) }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty(...DUTIES_TO_READ.memberDocuments), valid('param', IdParamSchema), async (c) => {
    return c.json(await listMemberDocuments(c.var.deps, { actor: currentUser(c), userId: c.req.valid('param').id }));
  })
  .get('/:id/document-views', answers({ 200: v.array(DocumentViewSchema) }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty(...DUTIES_TO_READ.memberDocuments), valid('param', IdParamSchema), async (c) => {
    return c.json(await listMemberDocumentViews(c.var.deps, { actor: currentUser(c), userId: c.req.valid('param').id }));
  })
  .delete('/:id/documents/:type', answers({ 200: MessageAnswerSchema }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'no_documents_of_type', 'user_not_found'] }), requireDuty('members'), valid('param', MemberDocumentTypeParamSchema), async (c) => {
    const { id, type } = c.req.valid('param');
    await deleteDocumentsOfType(c.var.deps, { actor: currentUser(c), userId: id, type });
    return c.json({ message: SERVER_MESSAGES.documentDeleted });
  });
