import { type ChangeEvent, type FormEvent, useState } from 'react';
import * as v from 'valibot';

// biome-ignore lint/suspicious/noExplicitAny: valibot's schema type parameter
type AnySchema = v.GenericSchema<any, any>;
type Values<TSchema extends AnySchema> = Required<v.InferInput<TSchema>>;
type Name<TSchema extends AnySchema> = keyof Values<TSchema> & string;

/**
 * A small form of text fields and check boxes validated by one of the
 * domain's valibot schemas, for the sign-in screen: the first screen most
 * visits download, which react-hook-form (about 15 KB gzip) would push over
 * its budget (decision 020). It behaves like useSchemaForm: errors show after
 * the first submit, then follow the typing; a refused submit focuses the
 * first field in error.
 */
export function usePlainForm<TSchema extends AnySchema>(schema: TSchema, initialValues: Values<TSchema>) {
  const [values, setValues] = useState<Record<string, string | boolean>>(initialValues);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const result = v.safeParse(schema, values);
  const messages: Record<string, string[] | undefined> = result.success ? {} : (v.flatten(result.issues).nested ?? {});
  const names = Object.keys(initialValues) as Name<TSchema>[];
  const errors: Partial<Record<Name<TSchema>, string>> = {};
  if (hasSubmitted) {
    for (const name of names) {
      const message = messages[name]?.[0];
      if (message) errors[name] = message;
    }
  }

  const set = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  return {
    errors,
    /** Values typed before the form was drawn (the sign-in screen login.html paints first). */
    fill: (typed: Partial<Values<TSchema>>) => setValues((current) => ({ ...current, ...typed })),
    text: (name: Name<TSchema>) => ({
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
    }),
    checkbox: (name: Name<TSchema>) => ({
      name,
      checked: values[name] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.checked),
    }),
    handleSubmit: (onValid: (output: v.InferOutput<TSchema>) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setHasSubmitted(true);
      if (result.success) {
        void onValid(result.output);
        return;
      }
      const firstInError = names.find((name) => messages[name]);
      const field = firstInError ? event.currentTarget.elements.namedItem(firstInError) : null;
      if (field instanceof HTMLElement) field.focus();
    },
  };
}
