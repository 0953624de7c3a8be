import { PrivacyConsentSchema, AuthResponseSchema, DocumentViewSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { currentUser, requireUser } from '../../http/guards';
import { valid } from '../../lib/validate';
import { listDocumentViewsOf } from '../documents';
import { toPublicUser } from '../users';
import { exportPersonalData, recordConsent } from './privacy.service';
import { answers, ZIP } from '../../lib/openapi';

// The member's own privacy requests (issue 15), mounted at /api/user.
export const privacyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/document-views', answers({ 200: v.array(DocumentViewSchema) }), async (c) => c.json(await listDocumentViewsOf(c.var.deps.db, currentUser(c).id)))
  .post('/consent', answers({ 200: AuthResponseSchema }, { refuses: ['privacy_consent_outdated'] }), valid('json', PrivacyConsentSchema), async (c) => {
    const { deps } = c.var;
    const user = await recordConsent(deps, { user: currentUser(c), version: c.req.valid('json').version });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .get('/export', answers({ 200: ZIP }, { refuses: ['privacy_export_rate_limited'] }), async (c) => {
    const { filename, body } = await exportPersonalData(c.var.deps, { user: currentUser(c) });
    return c.body(body, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
