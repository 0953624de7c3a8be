import { errorCodes, STAFF_ANSWER_CODES } from '@app/domain';
import { describe, expect, test } from 'vitest';
import { UNDESCRIBED_ANSWERS } from './answer-check';
import { createTestContext, TestClient } from './harness';

// Issue 30 item 2, decision 054: the published API lists every route of the app.

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { description?: string; $ref?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
};

async function fetchDocument() {
  const ctx = await createTestContext();
  const response = await new TestClient(ctx).get<Document>('/api/openapi.json');
  return { ctx, response, document: response.body };
}

describe('GET /api/openapi.json', () => {
  test('is public, cacheable, OpenAPI 3.1, and sets no cookie', async () => {
    const { response, document } = await fetchDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  test('lists every route of the app, with its method', async () => {
    const { ctx, document } = await fetchDocument();
    const routes = new Set(ctx.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path.replace(/:([^/]+)/g, '{$1}')}`));
    const listed = new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));
    expect([...routes].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !routes.has(route))).toEqual([]);
    // The app has about a hundred routes; a document built from none would pass the comparisons above.
    expect(routes.size).toBeGreaterThan(90);
  });

  test("describes a route's parameters, its body, its answer and the codes of its refusals", async () => {
    const { document } = await fetchDocument();
    const member = document.paths['/api/admin/users/{id}']?.get;
    expect(member?.parameters?.map((parameter) => [parameter.in, parameter.name])).toEqual([['path', 'id']]);
    const login = document.paths['/api/auth/login']?.post;
    expect(Object.keys(login?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    const withdrawal = document.paths['/api/withdrawals']?.post;
    expect(Object.keys(withdrawal?.responses ?? {})).toEqual(['201', 'default']);
    expect(withdrawal?.responses['201']?.content?.['application/json']?.schema.required).toEqual(expect.arrayContaining(['id', 'amount', 'status', 'code']));
    // The refusal of a path no route serves may carry any code.
    const anyRefusal = document.components.responses.Refusal?.content['application/json']?.schema as { properties: { code: { enum: string[] } }; required: string[] };
    expect(anyRefusal.required).toEqual(expect.arrayContaining(['code', 'message']));
    expect(anyRefusal.properties.code.enum).toEqual(expect.arrayContaining(['withdrawal_pending', 'otp_invalid', 'validation_failed']));
  });

  test("lists each route's own refusals: its rules', its guards' and its validators', and no other route's", async () => {
    const { document } = await fetchDocument();
    const codesOf = (path: string, method: string) => {
      const schema = document.paths[path]?.[method]?.responses.default?.content?.['application/json']?.schema as { properties: { code: { enum: string[] } }; required: string[]; additionalProperties: boolean };
      expect(schema.required).toEqual(expect.arrayContaining(['code', 'message']));
      expect(schema.additionalProperties).toBe(false);
      return schema.properties.code.enum;
    };
    const withdraw = codesOf('/api/withdrawals', 'post');
    // Its rules (the service), its guard (requireUser), its body's validator, the origin check and the body limit of a write.
    expect(withdraw).toEqual(expect.arrayContaining(['withdrawal_pending', 'insufficient_balance', 'session_required', 'validation_failed', 'malformed_json', 'cross_site_refused', 'body_too_large']));
    // The code step's refusals are another route's.
    expect(withdraw).not.toContain('otp_invalid');
    expect(withdraw).not.toContain('duty_required');
    const member = codesOf('/api/admin/users/{id}', 'get');
    // A read behind requireDuty: no body to refuse, no origin check.
    expect(member).toEqual(expect.arrayContaining(['session_required', 'duty_required', 'validation_failed']));
    expect(member).not.toContain('body_too_large');
    expect(member).not.toContain('cross_site_refused');
    expect(member).not.toContain('withdrawal_pending');
    // An action that may wait for a second officer is refused while the same one already waits.
    expect(codesOf('/api/admin/loans/{id}/payments', 'post')).toContain('approval_already_pending');
    // A public route: no session needed, so none is refused.
    expect(codesOf('/api/openapi.json', 'get')).toEqual(['bad_request', 'internal_error', 'mfa_required']);
  });

  test('every refusal of the registry is listed by at least one route', async () => {
    const { document } = await fetchDocument();
    const listed = new Set(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item).flatMap((operation) => (operation.responses.default?.content?.['application/json']?.schema as { properties: { code: { enum: string[] } } }).properties.code.enum),
      ),
    );
    // The registry's texts that are not refusals: the messages of a success, the reasons an unmatched
    // payment waits, and texts only the web app shows (the sign-up form's own check) or no route sends.
    const NOT_REFUSALS = [
      'email_link_sent', 'email_confirmed', 'password_updated', 'loan_deleted', 'withdrawal_deleted', 'user_deleted', 'admin_deleted',
      'notification_sent', 'document_deleted', 'mfa_reset_done', 'privacy_consent_recorded',
      'invalid_reference', 'unknown_reference',
      'privacy_consent_required', 'mfa_not_staff',
    ];
    expect([...errorCodes(), ...STAFF_ANSWER_CODES].filter((code) => !listed.has(code)).sort()).toEqual(NOT_REFUSALS.sort());
  });

  test('the routes whose answers are not described yet are exactly the allow-list (it only shrinks)', async () => {
    const { document } = await fetchDocument();
    const undescribed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => !Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    console.info(`Routes whose answers the API document does not describe yet (${UNDESCRIBED_ANSWERS.size}):\n${[...UNDESCRIBED_ANSWERS].join('\n')}`);
    expect(undescribed.sort()).toEqual([...UNDESCRIBED_ANSWERS].sort());
  });
});
