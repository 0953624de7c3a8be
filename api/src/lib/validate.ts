import type { StandardSchemaV1 } from '@standard-schema/spec';
import { SERVER_MESSAGES } from '@app/domain';
import { codeOfAnswer, staffCodeOfAnswer } from '@app/domain/messages';
import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import * as v from 'valibot';
import { badRequest, type FieldErrors } from './errors';
import { refusing, type RefusalCode } from './openapi';
import { requestHeader } from './request';

interface IssueLike {
  readonly message: string;
  readonly path?: readonly unknown[] | undefined;
}

function pathKey(issue: IssueLike): string {
  return (issue.path ?? [])
    .map((segment) => (typeof segment === 'object' && segment !== null && 'key' in segment ? String(segment.key) : String(segment)))
    .join('.');
}

export function toFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  // Keys come from the request ("__proto__", "constructor"): a Map, not a
  // plain object, so that no key reaches Object.prototype.
  const fieldErrors = new Map<string, string[]>();
  for (const issue of issues) {
    const key = pathKey(issue) || '_';
    const messages = fieldErrors.get(key) ?? [];
    messages.push(issue.message);
    fieldErrors.set(key, messages);
  }
  return Object.fromEntries(fieldErrors);
}

/** Where the first text holding U+0000 is in a request's value, or null. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character (SQLite's can), so on either
 * store a request carrying one is refused as bad input instead of failing
 * when it is written.
 */
export function refuseNul(value: unknown): void {
  const path = nulPath(value);
  if (path) throw badRequest(SERVER_MESSAGES.nulCharacter, toFieldErrors([{ message: SERVER_MESSAGES.nulCharacter, path: path.map((key) => ({ key })) }]));
}

/**
 * Validates one part of the request with a domain schema. A failure is the
 * API's one error shape: the first message, plus every message by field.
 * hono-openapi's validator is @hono/standard-validator's, marked so that the
 * schema also describes the route in the published document (decision 054).
 */
export function valid<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(target: Target, schema: Schema) {
  const middleware = validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error as readonly StandardSchemaV1.Issue[];
      throw badRequest(issues[0]?.message ?? SERVER_MESSAGES.validation, toFieldErrors(issues));
    }
    refuseNul(result.data);
  });
  // A body that is not JSON, and the codes of the schema's own texts: a failure's code is its first message's (errors.ts).
  return refusing([...(target === 'json' ? ['malformed_json' as const] : []), 'validation_failed', 'nul_character', ...codesOfTexts(schema)], middleware);
}

/**
 * The refusals of a JSON body a route reads and parses itself (readJsonBody,
 * parseWith) because it must look at it before choosing its schema: the
 * same as valid('json', …) would list, for each of `schemas`.
 */
export function bodyRefusals(...schemas: readonly unknown[]): RefusalCode[] {
  return ['malformed_json', 'validation_failed', 'nul_character', ...schemas.flatMap(codesOfTexts)];
}

/**
 * The registry's codes of the texts a schema refuses with (its checks'
 * `message`s): a failure answers the code of its first message when that
 * text is one of the registry's, so the route lists them (decision 054).
 */
function codesOfTexts(schema: unknown): RefusalCode[] {
  const codes = new Set<RefusalCode>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'message' || typeof value !== 'string') walk(value);
      else {
        const code = codeOfAnswer(value) ?? staffCodeOfAnswer(value);
        if (code) codes.add(code);
      }
    }
  };
  walk(schema);
  return [...codes];
}

/** The same failure shape for a body that a route has to inspect before choosing its schema. */
export function parseWith<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw badRequest(result.issues[0].message, toFieldErrors(result.issues));
  refuseNul(body);
  return result.output;
}

/**
 * The JSON body of a route that must look at it before choosing its schema.
 * Like the JSON validator of the other routes, it takes only a JSON content
 * type: a text/plain body is not read as JSON.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!/^application\/([a-z-.]+\+)?json/i.test(requestHeader(c, 'content-type') ?? '')) throw badRequest(SERVER_MESSAGES.malformedJson);
  return c.req.json().catch(() => {
    throw badRequest(SERVER_MESSAGES.malformedJson);
  });
}
