import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as v from 'valibot';
import { useFieldError } from './error-text';

// biome-ignore lint/suspicious/noExplicitAny: valibot's schema type parameter
type AnySchema = v.GenericSchema<any, any>;

/**
 * A react-hook-form form validated by one of the domain's valibot schemas:
 * the same rules and messages as the API. Errors show after the first
 * submit, then update as the user types. A message about the whole form
 * (an issue with no field path) is `errors.root`.
 */
export function useSchemaForm<TSchema extends AnySchema>(
  schema: TSchema,
  defaultValues: DefaultValues<v.InferInput<TSchema> & FieldValues>,
): UseFormReturn<v.InferInput<TSchema> & FieldValues, unknown, v.InferOutput<TSchema> & FieldValues> {
  return useForm<v.InferInput<TSchema> & FieldValues, unknown, v.InferOutput<TSchema> & FieldValues>({
    resolver: formErrorsAsRoot(valibotResolver(schema)),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

// valibotResolver files a whole-object issue under the empty path, which no field shows.
function formErrorsAsRoot<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { '': formError, ...fieldErrors } = result.errors as Record<string, FieldError | undefined>;
    if (!formError) return result;
    return { values: {}, errors: { ...fieldErrors, root: formError } as FieldErrors<TInput> };
  };
}

/**
 * The one way a form field is wired (decision 055): `{...field('email')}` on
 * a Mantine input registers it and shows its message in the language on screen.
 */
export function useField<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    ...form.register(name, options),
    error: fieldError((get(errors, name) as FieldError | undefined)?.message),
  });
}
