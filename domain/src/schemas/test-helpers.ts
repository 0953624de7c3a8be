import * as v from 'valibot';

/** Messages by dot path ('' for the whole object), as a form or the API shows them. */
export function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function outputOf<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  return v.parse(schema, input);
}
