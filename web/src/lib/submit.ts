import type { Notice } from '@app/domain/messages';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HttpError } from './api';
import { notifyError } from './notices';

/*
 * The one path of a refused submit (issue 30, item 4, decision 055), with no
 * form library and no answer registry in it: the sign-in screen, whose budget
 * has room for neither, takes it with its own few answers; every other form
 * through useSubmit (form.ts), which brings the whole registry.
 */

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

export type ServerErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/** The words of a refusal in the language on screen, else `fallback`. */
export type ErrorTextOf = (error: unknown, fallback: string) => string;

export type SubmitOptions = {
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
 * `form` is null for an action with no fields of react-hook-form.
 */
export function submitWith<TFields extends FieldValues, TVariables, TData>(
  errorText: ErrorTextOf,
  form: ServerErrorTarget<TFields> | null,
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  { failedNotice, fallback = '', answers }: SubmitOptions,
): (variables: TVariables, onDone?: (data: TData) => void, onRefused?: (error: unknown) => void) => Promise<void> {
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
