/*
 * The one path of a refused submit (issue 30, item 4, decision 055): the
 * API's field messages on their fields, the failure notice with the refusal's
 * own words found by its code (decision 051), or, for a form with no notice,
 * those words as the form's root error.
 */
import type { Notice } from '@app/domain/messages';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useErrorText } from './error-text';
import { applyServerFieldErrors } from './form';
import { notifyError } from './notices';

type ServerErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

type SubmitOptions = {
  /** The notice of a failure; its message, else nothing, stands when the refusal has no words of its own. */
  readonly failedNotice?: Notice;
  /** With no notice: the form's root error when the refusal has no words of its own and no field took its message. */
  readonly fallback?: string;
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
  { failedNotice, fallback = '' }: SubmitOptions,
): (variables: TVariables, onDone?: (data: TData) => void, onRefused?: (error: unknown) => void) => Promise<void> {
  const errorText = useErrorText();
  return (variables, onDone, onRefused) =>
    mutation.mutateAsync(variables).then(
      (data) => onDone?.(data),
      (error: unknown) => {
        const hasFieldErrors = form !== null && applyServerFieldErrors(form, error);
        if (failedNotice) notifyError(failedNotice, errorText(error, failedNotice.message ?? ''));
        else if (form !== null && !hasFieldErrors) form.setError('root', { type: 'server', message: errorText(error, fallback) });
        onRefused?.(error);
      },
    );
}
