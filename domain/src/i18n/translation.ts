/** A plural text in another language: its forms by Intl.PluralRules (Filipino uses one and other). */
type PluralForms = { readonly one: string; readonly other: string };

/**
 * The translation of an English group of texts: the same keys, every one of
 * them (the type-checker refuses a missing key); a params() text as a string
 * with the same {placeholders}, a count() text as its plural forms, a notice
 * as its title and message. Staff-only keys of a mixed group are left out
 * with Omit<> where the group is translated: staff screens stay English.
 */
export type TranslationOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: never[]) => unknown
      ? string | PluralForms
      : T[K] extends readonly string[]
        ? { readonly [I in keyof T[K]]: string }
        : TranslationOf<T[K]>;
};
