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
    expect(withdrawal?.responses.default).toEqual({ $ref: '#/components/responses/Refusal' });
    const refusal = document.components.responses.Refusal?.content['application/json']?.schema as { properties: { code: { enum: string[] } }; required: string[] };
    expect(refusal.required).toEqual(expect.arrayContaining(['code', 'message']));
    expect(refusal.properties.code.enum).toEqual(expect.arrayContaining(['withdrawal_pending', 'verification_required', 'validation_failed']));
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
