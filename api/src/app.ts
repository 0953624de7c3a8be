import { SERVER_MESSAGES } from '@app/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env';
import { adminRoutes } from './features/admin';
import { loadSession } from './http/guards';
import { createHotReads } from './http/hot-reads';
import { healthRoutes } from './http/health';
import { securityHeaders, securityHeaderValues } from './http/security-headers';
import { authRoutes, meAnswer } from './features/auth';
import { complaintsRoutes } from './features/complaints';
import { documentFileRoutes, documentsRoutes } from './features/documents';
import { hardshipRoutes } from './features/hardship';
import { loansRoutes } from './features/loans';
import { notificationsRoutes } from './features/notifications';
import { objectsRoutes } from './features/objects';
import { twilioStatusRoutes } from './features/outbox';
import { privacyRoutes } from './features/privacy';
import { paymentCallbackRoutes, paymentReceiptRoutes, repaymentsRoutes } from './features/repayments';
import { userRoutes } from './features/users';
import { ownWithdrawalsRoutes, withdrawalsRoutes } from './features/withdrawals';
import { createByteBudget } from './lib/byte-budget';
import { compressJson } from './lib/compress-json';
import type { DrainState } from './lib/drain';
import { AppError } from './lib/errors';
import { openApiRoutes, refusing } from './lib/openapi';
import { originCheck } from './lib/origin-check';
import { requestLog } from './lib/request-log';

const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** `drain`: server.ts's, flipped on SIGTERM; an app of its own otherwise (tests). */
export function createApp(deps: AppDeps, { drain = { isDraining: false } }: { drain?: DrainState } = {}) {
  const app = new Hono<AppEnv>();
  // The bytes of the uploads this app is receiving (decision 006).
  const uploadBudget = createByteBudget({ maxBytes: deps.config.uploads.inFlightMaxBytes });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('uploadBudget', uploadBudget);
    await next();
  });
  // Outermost: it sees the answer every other middleware and app.onError made.
  app.use('*', compressJson);
  // Before every other middleware: probes carry no session, no Origin, and are not logged.
  app.route('/', healthRoutes({ drain }));
  app.use('*', securityHeaders(securityHeaderValuesOf(deps)));
  app.use('*', originCheck);
  app.use('/api/*', refusing(['body_too_large'], async (c, next) => {
    // GET and HEAD carry no body, and looking for one (c.req.raw.body) makes
    // the Node adapter build a full Request: a fifth of the cost of a poll.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // Upload PUTs carry files and have their own 5 MB limit.
    if (c.req.method === 'PUT' && c.req.path.startsWith('/api/objects/upload/')) return next();
    // Settlement files are CSV and have their own 2 MB limit (repayments.admin.routes).
    if (c.req.method === 'POST' && c.req.path === '/api/admin/payments/import') return next();
    // Designation lists are XML or CSV files and have their own 16 MB limit (compliance.routes).
    if (c.req.method === 'POST' && c.req.path === '/api/admin/compliance/lists') return next();
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: (ctx) => ctx.json({ code: 'body_too_large', message: SERVER_MESSAGES.bodyTooLarge }, 413),
    })(c, next);
  }, { writesOnly: true }));
  // A write may have queued messages (issue 29): wake the outbox worker once it has committed.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await deps.outbox.nudge();
  });
  // Static files need no session lookup; the API and the private documents do.
  for (const path of ['/api/*', '/objects/*', '/uploads/*']) {
    app.use(path, requestLog);
    app.use(path, loadSession);
  }

  app.route('/api/auth', authRoutes);
  app.route('/api/user', userRoutes);
  app.route('/api/user', ownWithdrawalsRoutes);
  app.route('/api/user', privacyRoutes);
  app.route('/api/objects', objectsRoutes);
  app.route('/api/documents', documentsRoutes);
  app.route('/api/loans', loansRoutes);
  app.route('/api/loans', repaymentsRoutes);
  app.route('/api/loans', hardshipRoutes);
  app.route('/api/payments', paymentCallbackRoutes);
  app.route('/api/payments', paymentReceiptRoutes);
  app.route('/api/messages', twilioStatusRoutes);
  app.route('/api/withdrawals', withdrawalsRoutes);
  app.route('/api/notifications', notificationsRoutes);
  app.route('/api/complaints', complaintsRoutes);
  app.route('/api/admin', adminRoutes);
  app.route('/', documentFileRoutes);
  // The published API (decision 054), generated from the routes above on its first request.
  app.route('/api', openApiRoutes(app));
  // The live channel of SPEC.md section 7 (/ws) is attached by server.ts,
  // which owns the HTTP server; services publish through deps.live.

  app.all('/api/*', (c) => c.json({ code: 'not_found', message: SERVER_MESSAGES.notFound }, 404));
  app.notFound((c) => c.json({ code: 'not_found', message: SERVER_MESSAGES.notFound }, 404));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const body = {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      };
      return c.json(body, error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      const isMalformed = error.message.startsWith('Malformed JSON');
      const message = isMalformed ? SERVER_MESSAGES.malformedJson : error.message || 'Bad request';
      return c.json({ code: isMalformed ? 'malformed_json' : 'bad_request', message }, error.status);
    }
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ code: 'internal_error', message: 'Something went wrong. Please try again.' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

function securityHeaderValuesOf(deps: AppDeps) {
  return securityHeaderValues({ directUploadOrigin: deps.objects.direct?.origin ?? null });
}

/**
 * What server.ts answers before the app (decision 030): GET /api/auth/me and
 * the 304 of the lists a signed-in phone polls, each the same answer as the
 * route's (hot-reads.test.ts).
 */
export function createAppHotReads(deps: AppDeps) {
  return createHotReads({
    deps,
    headers: securityHeaderValuesOf(deps),
    me: { path: '/api/auth/me', answer: meAnswer },
    lists: ['/api/loans', '/api/notifications', '/api/documents', '/api/user/withdrawals'],
  });
}
