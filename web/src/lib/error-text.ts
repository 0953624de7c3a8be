/*
 * A refusal of the API in the language on screen, found by its code
 * (decision 051): the registry of @app/domain/messages names the group and key
 * of each code's text, and the group follows the language like any other.
 */
import { ANSWER_CODES, answerOfCode, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@app/domain/messages';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { FieldValues } from 'react-hook-form';
import { HttpError } from './api';
import { type ServerErrorTarget, type SubmitOptions, submitWith } from './submit';
import { defineTexts, translateText, useLanguage, useTranslateText } from './i18n';

// Each group the registry's codes name, defined once.
const answerGroups = new Map<string, ReadableAtom<object>>();
for (const code of ANSWER_CODES) {
  const entry = answerOfCode(code);
  if (entry && !answerGroups.has(entry.group)) answerGroups.set(entry.group, defineTexts({ [entry.group]: entry.texts }));
}
const ANSWER_GROUP_LIST = [...answerGroups.values()];

/**
 * A refusal that failed a schema says which field was wrong in the field's own
 * message, translated as field messages are (those of the same schemas run in
 * the form have no code).
 */
const FIELD_TEXTS = [defineTexts({ VALIDATION_MESSAGES }), defineTexts({ SERVER_MESSAGES })];

/** The text of `error` in the language on screen: by its code, else as the API wrote it, else `fallback`. */
function errorText(error: unknown, fallback: string): string {
  // The plain 500 reveals nothing: the screen's own words say it better, in its language.
  if (!(error instanceof HttpError) || error.code === 'internal_error') return fallback;
  const entry = error.code === undefined ? undefined : answerOfCode(error.code);
  const group = entry && answerGroups.get(entry.group);
  const translated = entry && group ? (group.get() as Record<string, unknown>)[entry.key] : undefined;
  if (typeof translated === 'string') return translated;
  const message = error.serverMessage;
  if (message === undefined) return fallback;
  return error.code === 'validation_failed' ? translateText(message, FIELD_TEXTS) : message;
}

/** errorText for a component: re-renders when the language or its texts change. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  useLanguage();
  for (const group of ANSWER_GROUP_LIST) useStore(group);
  for (const group of FIELD_TEXTS) useStore(group);
  return errorText;
}

/** A form field's message (react-hook-form's error message) in the language on screen: the shared schemas and the API write them in English (decision 024). */
export function useFieldError(): (message: unknown) => string | undefined {
  const translate = useTranslateText(FIELD_TEXTS);
  return (message) => (typeof message === 'string' ? translate(message) : undefined);
}

/**
 * The one path of a refused submit (issue 30, item 4, decision 055) for every form
 * but the sign-in's: the API's field messages on their fields, the failure
 * notice with the refusal's own words found by its code (decision 051), or,
 * for a form with no notice, those words as the form's root error.
 * Here, with the words it needs, in a module the borrower's first screens already load; see submitWith (submit.ts).
 */
export function useSubmit<TFields extends FieldValues, TVariables, TData>(
  form: ServerErrorTarget<TFields> | null,
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  options: SubmitOptions,
): (variables: TVariables, onDone?: (data: TData) => void, onRefused?: (error: unknown) => void) => Promise<void> {
  return submitWith(useErrorText(), form, mutation, options);
}
