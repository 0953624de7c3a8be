import * as v from 'valibot';
import { isCountry } from '../countries';
import { VALIDATION_MESSAGES as M } from '../messages';
import { isPesoAmount } from '../money';
import { collectionChannel, PAYMENT_CHANNELS, parseManilaInstant } from '../repayment';
import { PASSWORD_MAX_LENGTH } from './sign-in-schema';

/*
 * Field builders shared by the schemas. Every field stops at its first
 * problem (abortPipeEarly) so a form shows one clear message per field and
 * the API's fieldErrors carry no duplicates.
 *
 * Required fields are wrapped as v.optional(field, ''): valibot reports a
 * missing key as a generic "Invalid key" on the object, whereas a missing
 * field validated as blank gets its own message ('Email is required').
 */

/** Highest peso amount any input may carry; far above real amounts, well inside exact centavos. */
const PESO_INPUT_MAX = 10_000_000_000;

const PASSWORD_MIN_LENGTH = 8;

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Forms hand numbers over as text; only plain decimals count (no hex, exponents or commas). */
function toNumber(input: number | string): number {
  if (typeof input === 'number') return input;
  const text = input.trim();
  return NUMERIC_TEXT.test(text) ? Number(text) : Number.NaN;
}

function isBlankText(input: unknown): boolean {
  return typeof input === 'string' && input.trim() === '';
}

/*
 * Free text reaches PDFs, CSVs, SMS and staff screens. A line break in a
 * name prints "Loan status: PAID IN FULL" under the lender's letterhead,
 * and a right-to-left override (U+202E) makes a screen show other words
 * than the ones stored (issue 27, item 3). So every free-text field refuses
 * the C0 and C1 control characters (tab, line breaks, escape, DEL…), the
 * Unicode line and paragraph separators, and the bidirectional marks,
 * embeddings, overrides and isolates; a text of several lines (a complaint,
 * an address typed in a text area) keeps its line feeds, and its CR LF
 * become LF. Filipino and every other script are untouched.
 */
const FORGING_CHARACTERS = '[\\p{Cc}\\u2028\\u2029\\u200E\\u200F\\u061C\\u202A-\\u202E\\u2066-\\u2069]';
const LINE_FORGING = new RegExp(FORGING_CHARACTERS, 'u');
const FORGING_RUNS = new RegExp(`${FORGING_CHARACTERS}+`, 'gu');

/** A stored value as one line of what it says: each run of forging characters becomes one space (the PDFs, for data older than the rule). */
export function asOneLine(text: string): string {
  return text.replace(FORGING_RUNS, ' ');
}

/** 'one': a name, a reference, a title. 'many': a description or an address, whose line feeds stay. */
type TextLines = 'one' | 'many';

function isPlainText(text: string, lines: TextLines): boolean {
  return !LINE_FORGING.test(lines === 'many' ? text.replace(/\n/g, '') : text);
}

/** The field message for a forging character; `many` texts may keep line breaks, so theirs does not mention them. */
function forgingMessage(lines: TextLines): string {
  return lines === 'many' ? M.textCharactersInvalid : M.textOneLineInvalid;
}

/** CR LF and a lone CR (old Macs, some clients) are one line feed in a text of several lines. */
const normalizeLineEnds = (lines: TextLines) => v.transform((text: string) => (lines === 'many' ? text.replace(/\r\n?/g, '\n') : text));

/** The forging-character check, for a text field built by hand. */
export function plainText(lines: TextLines, message: string = forgingMessage(lines)) {
  return v.check((text: string) => isPlainText(text, lines), message);
}

export type TextFieldOptions = { required: string; max: number; tooLong: string; lines?: TextLines; notPlain?: string };

export function requiredText({ required, max, tooLong, lines = 'one', notPlain = forgingMessage(lines) }: TextFieldOptions) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(required),
        normalizeLineEnds(lines),
        v.trim(),
        v.nonEmpty(required),
        v.maxLength(max, tooLong),
        v.check((text) => isPlainText(text, lines), notPlain),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

/**
 * Trimmed text that may be left out; a blank value counts as left out.
 * Text holding a forging character is refused with `notPlain` (a search box
 * says so in its own words) or the field message for `lines`; with
 * `notPlain`, so is a value that is not one string (a query string may
 * repeat a key).
 */
export function optionalText({ max, tooLong, notPlain, lines = 'one' }: { max: number; tooLong: string; notPlain?: string; lines?: TextLines }) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(notPlain ?? tooLong),
        normalizeLineEnds(lines),
        v.trim(),
        v.maxLength(max, tooLong),
        v.check((text) => isPlainText(text, lines), notPlain ?? forgingMessage(lines)),
        v.transform((text) => (text === '' ? undefined : text)),
      ),
      { abortPipeEarly: true },
    ),
  );
}

export type EmailFieldOptions = { required: string; invalid: string; tooLong: string };

export function emailField({ required, invalid, tooLong }: EmailFieldOptions) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(required),
        v.trim(),
        v.nonEmpty(required),
        v.maxLength(254, tooLong),
        v.email(invalid),
        // Addresses are compared and stored in lower case so one inbox is one account.
        v.toLowerCase(),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

export type PhoneFieldOptions = { required: string; invalid: string };

const PHONE_CHARACTERS = /^[0-9+\-() ]{7,20}$/;

export function phoneField({ required, invalid }: PhoneFieldOptions) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(required),
        v.trim(),
        v.nonEmpty(required),
        v.regex(PHONE_CHARACTERS, invalid),
        // Punctuation alone is not a number anyone can call.
        v.check((text) => countDigits(text) >= 7, invalid),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

export type AccountNumberFieldOptions = { required: string; invalid: string };

export function accountNumberField({ required, invalid }: AccountNumberFieldOptions) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(required),
        v.trim(),
        v.nonEmpty(required),
        v.regex(/^[0-9 -]{4,34}$/, invalid),
        v.check((text) => countDigits(text) >= 4, invalid),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

function countDigits(text: string): number {
  return text.match(/\d/g)?.length ?? 0;
}

export type ChoiceFieldOptions<TOptions extends readonly string[]> = { options: TOptions; message: string };

/** One of a fixed list of strings. */
export function choiceField<const TOptions extends readonly string[]>({ options, message }: ChoiceFieldOptions<TOptions>) {
  return v.optional(v.pipe(v.string(message), v.picklist(options, message)), '');
}

/** Confirmation of a password: only required; the match is checked on the object. */
export function confirmationField(required: string) {
  return v.optional(v.config(v.pipe(v.string(required), v.nonEmpty(required)), { abortPipeEarly: true }), '');
}

export type PasswordFieldOptions = { required: string; tooShort: string; tooLong: string };

/** A password being set: 8..128 characters (DEPARTURES 10), not only spaces. Never trimmed. */
export function newPasswordField({ required, tooShort, tooLong }: PasswordFieldOptions) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(required),
        v.nonEmpty(required),
        v.check((text) => text.trim() !== '', required),
        v.minLength(PASSWORD_MIN_LENGTH, tooShort),
        v.maxLength(PASSWORD_MAX_LENGTH, tooLong),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

export type NumberFieldOptions = {
  /** For a missing or blank value. */
  required: string;
  /** For a value that is not a number or breaks the rule. */
  invalid: string;
  rule: (value: number) => boolean;
};

/** A number, also accepted as numeric text from a form or a query string. */
export function numberField({ required, invalid, rule }: NumberFieldOptions) {
  return v.optional(
    v.config(
      v.pipe(
        v.union([v.number(), v.string()], required),
        v.check((input) => !isBlankText(input), required),
        v.transform(toNumber),
        v.check((value) => Number.isFinite(value) && rule(value), invalid),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

export type PesoFieldOptions = {
  required: string;
  invalid: string;
  /** Lowest allowed amount. */
  min: number;
  /** When true the amount must be above `min`, not equal to it. */
  isMinExclusive?: boolean;
  max?: number;
};

/** A peso amount with at most 2 decimals. */
export function pesoField({ required, invalid, min, isMinExclusive = false, max = PESO_INPUT_MAX }: PesoFieldOptions) {
  return numberField({
    required,
    invalid,
    rule: (value) => isPesoAmount(value) && (isMinExclusive ? value > min : value >= min) && value <= max,
  });
}

export type IntegerFieldOptions = { message: string; min: number; max: number };

export function integerField({ message, min, max }: IntegerFieldOptions) {
  return numberField({
    required: message,
    invalid: message,
    rule: (value) => Number.isInteger(value) && value >= min && value <= max,
  });
}

/**
 * The largest row id a store keeps: PostgreSQL's `integer` (SQLite's is
 * wider). A larger id names no row, and PostgreSQL would refuse the query
 * as out of range: it is bad input like any other.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id in a path or a body: a whole number from 1 to MAX_ROW_ID. */
export function rowIdField(message: string) {
  return integerField({ message, min: 1, max: MAX_ROW_ID });
}

export function countryField({ required, unknown }: { required: string; unknown: string }) {
  return v.optional(
    v.config(v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.check((text) => isCountry(text), unknown)), {
      abortPipeEarly: true,
    }),
    '',
  );
}

/** '#RRGGBB', stored upper-case. Only used for optional fields, so no blank default. */
export function hexColorField(message: string) {
  return v.config(
    v.pipe(v.string(message), v.trim(), v.regex(/^#[0-9A-Fa-f]{6}$/, message), v.toUpperCase()),
    { abortPipeEarly: true },
  );
}

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). Used for optional fields, so no blank default. */
/** A calendar month, 'YYYY-MM'. */
export function monthField(message: string) {
  return v.pipe(v.string(message), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, message));
}

export function isoDateField(message: string) {
  return v.config(
    v.pipe(
      v.string(message),
      v.trim(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
      v.check((text) => parseManilaInstant(text) !== null, message),
    ),
    { abortPipeEarly: true },
  );
}

/** An ISO date or date-time (Manila time without an offset), given as an ISO instant ('…Z'). */
export function instantField({ required, invalid }: { required: string; invalid: string }) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(required),
        v.trim(),
        v.nonEmpty(required),
        v.maxLength(40, invalid),
        v.check((text) => parseManilaInstant(text) !== null, invalid),
        v.transform((text) => (parseManilaInstant(text) as Date).toISOString()),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

/**
 * The channel column of a settlement file or a gateway call: one of the four
 * channels or a collection partner's name, known or not (collectionChannel,
 * issue 27), output as {channel, partner}.
 */
export function collectionChannelField({ required, invalid }: { required: string; invalid: string }) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(required),
        v.trim(),
        v.nonEmpty(required),
        v.maxLength(60, invalid),
        // A partner's name is shown to staff as written: the free-text rule, on one line.
        plainText('one', invalid),
        v.transform((label) => collectionChannel({ label })),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

/** A payment channel, forgiving case and spaces ('GCash ' is gcash). */
export function channelField(message: string) {
  return v.optional(
    v.config(v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.picklist(PAYMENT_CHANNELS, message)), {
      abortPipeEarly: true,
    }),
    '',
  );
}
