import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Notice } from '@app/domain/messages';
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
import { HttpError } from './api';
import { useErrorText, useFieldError } from './error-text';
import { notifyError } from './notices';

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

/** Puts the API's fieldErrors on the form's fields; true when any applied. */
export function applyServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
): boolean {
  if (!(error instanceof HttpError)) return false;
  const known = Object.keys(form.getValues());
  let hasApplied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (message && known.includes(field)) {
      form.setError(field as Path<T>, { type: 'server', message });
      hasApplied = true;
    }
  }
  return hasApplied;
}

/*
 * The one form path of a refused submit (issue 30, item 4, decision 055): the
 * API's field messages on their fields, the failure notice with the refusal's
 * own words found by its code (decision 051), or, for a form with no notice,
 * those words as the form's root error.
 */
type ServerErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

type SubmitOptions = {
  /** The notice of a failure; its message, else nothing, stands when the refusal has no words of its own. */
  readonly failedNotice?: Notice;
  /** With no notice: the form's root error when the refusal has no words of its own and no field took its message. */
  readonly fallback?: string;
  /**
   * A refusal the form answers in its own way (another step, a message in
   * place of the form): true when it did, and nothing else is shown.
   */
  readonly answers?: (error: unknown) => boolean;
};

/**
 * `submit(variables, onDone, onRefused)` runs the mutation and hands its
 * answer to `onDone`; a refusal is shown, then handed to `onRefused` (to
 * close a dialog), and settles the promise all the same: nothing to catch.
 * `form` is null for an action with no fields (a button in a table row).
 */
export function useSubmit<TFields extends FieldValues, TVariables, TData>(
  form: ServerErrorTarget<TFields> | null,
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  { failedNotice, fallback = '', answers }: SubmitOptions,
): (variables: TVariables, onDone?: (data: TData) => void, onRefused?: (error: unknown) => void) => Promise<void> {
  const errorText = useErrorText();
  return (variables, onDone, onRefused) =>
    mutation.mutateAsync(variables).then(
      (data) => onDone?.(data),
      (error: unknown) => {
        if (answers?.(error)) return;
        const hasFieldErrors = form !== null && applyServerFieldErrors(form, error);
        if (failedNotice) notifyError(failedNotice, errorText(error, failedNotice.message ?? ''));
        else if (form !== null && !hasFieldErrors) form.setError('root', { type: 'server', message: errorText(error, fallback) });
        onRefused?.(error);
      },
    );
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
