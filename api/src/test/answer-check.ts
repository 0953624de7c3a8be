import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { App } from '../app';
import { openApiDocument } from '../lib/openapi';

/*
 * Issue 30 item 2: every JSON answer an API test receives is checked against
 * the published document (decision 054): the schema of its route, method and
 * status. An answer the document does not describe fails the test too.
 */

/**
 * The routes whose successful answers the document does not describe yet
 * (their errors are checked all the same). It only shrinks: answer-check.test.ts
 * prints it and fails when a route here has come to be described.
 */
export const UNDESCRIBED_ANSWERS: ReadonlySet<string> = new Set<string>([]);

type OpenApiDocument = Pick<Awaited<ReturnType<typeof openApiDocument>>, 'paths' | 'components'>;
type ResponseObject = { description?: string; content?: Record<string, { schema?: object }> };

interface Operation {
  key: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, ResponseObject | { $ref: string }>;
}

export interface AnswerChecker {
  /** What is wrong with a JSON answer, or null. */
  check(answer: { method: string; path: string; status: number; body: unknown }): string | null;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, ResponseObject | { $ref: string } > }>)) {
      if (!operation.responses) continue;
      operations.push({ key: `${method.toUpperCase()} ${template}`, pattern, params: (template.match(/\{/g) ?? []).length, responses: operation.responses });
    }
  }
  // A path without parameters wins over a template that also matches it (/payments/unmatched over /payments/{id}).
  return operations.sort((a, b) => a.params - b.params);
}

/** The checker of a document: the app's own in-process, or the one a spawned server serves at /api/openapi.json. */
export function createChecker(document: OpenApiDocument): AnswerChecker {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const operations = operationsOf(document);
  const shared = (document.components?.responses ?? {}) as Record<string, ResponseObject>;
  // A response given by reference (every route's refusal is #/components/responses/Refusal).
  const resolve = (response: ResponseObject | { $ref: string } | undefined): ResponseObject | undefined =>
    response && '$ref' in response ? shared[response.$ref.replace('#/components/responses/', '')] : response;
  const compiled = new Map<string, ValidateFunction>();
  const problemOf = (key: string, status: number, response: ResponseObject | undefined, body: unknown): string | null => {
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) return `${key} answered ${status} with JSON: the document gives it no JSON schema`;
    const cacheKey = `${key} ${status}`;
    let validate = compiled.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(cacheKey, validate);
    }
    if (validate(body)) return null;
    return `${key} answered ${status} against its schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}\n  body: ${JSON.stringify(body).slice(0, 600)}`;
  };
  return {
    check({ method, path, status, body }) {
      const wanted = method === 'HEAD' ? 'GET' : method;
      const operation = operations.find((candidate) => candidate.key.startsWith(`${wanted} `) && candidate.pattern.test(path));
      // A path or method no route serves (the catch-all 404, a preflight the Origin check refuses): the refusal all the same.
      if (!operation) return status >= 400 ? problemOf(`${method} ${path} (no route)`, status, shared.Refusal, body) : `${method} ${path} answered ${status}: no such route in the document`;
      const response = resolve(operation.responses[String(status)] ?? (status >= 400 ? operation.responses.default : undefined));
      if (!response) {
        if (status < 400 && UNDESCRIBED_ANSWERS.has(operation.key)) return null;
        return `${operation.key} answered ${status}: the document does not describe that answer`;
      }
      return problemOf(operation.key, status, response, body);
    },
  };
}

// One document and one set of compiled schemas per test file: the routes are the same for every app.
let checker: Promise<AnswerChecker> | null = null;

function answerChecker(app: App): Promise<AnswerChecker> {
  checker ??= openApiDocument(app).then(createChecker);
  return checker;
}

/** Wraps app.request (as recordTraffic does) so that every JSON answer is checked; the problems are returned for the context to throw. */
export function checkAnswers(app: App): string[] {
  const problems: string[] = [];
  const original = app.request.bind(app);
  app.request = (async (input: string | Request | URL, init?: RequestInit, ...rest: unknown[]) => {
    const response = await (original as (...args: unknown[]) => Promise<Response>)(input, init, ...rest);
    if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return response;
    // A compressed answer (compress-json.test asks for one) is checked by the test that decodes it; the same route's plain answers are checked here.
    if (response.headers.has('content-encoding')) return response;
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, 'http://localhost');
    const text = await response.clone().text();
    if (text === '') return response;
    const problem = (await answerChecker(app)).check({ method: init?.method ?? (input instanceof Request ? input.method : 'GET'), path: url.pathname, status: response.status, body: JSON.parse(text) });
    if (problem) problems.push(problem);
    return response;
  }) as App['request'];
  return problems;
}
