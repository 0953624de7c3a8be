import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '@app/domain/messages';
import { defineTexts, useTranslateText } from '../lib/i18n';

// The shared schemas and the API write field messages in English (decision 024).
const FIELD_TEXTS = [defineTexts({ VALIDATION_MESSAGES }), defineTexts({ SERVER_MESSAGES })];

/** A form field's message (react-hook-form's error message) in the language on screen. */
export function useFieldError(): (message: unknown) => string | undefined {
  const translate = useTranslateText(FIELD_TEXTS);
  return (message) => (typeof message === 'string' ? translate(message) : undefined);
}

/**
 * The one way a form field is wired (decision 055): `{...field('email')}` on
 * a Mantine input registers it and shows its message in the language on screen.
 */
export function useField<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (name: Path<T>) => ({ ...form.register(name), error: fieldError((get(errors, name) as FieldError | undefined)?.message) });
}
