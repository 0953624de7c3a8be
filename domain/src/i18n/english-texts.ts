import { createI18n } from '@nanostores/i18n';
import { atom } from 'nanostores';
import { BASE_LANGUAGE } from './languages';
import { nameOfGroup, type NamedGroup } from './text-group';

let english: ReturnType<typeof createI18n> | undefined;
const groups = new Map<string, object>();

/**
 * A group's English texts with its params()/count() texts callable, for a
 * caller with no reader's language to follow (a screen not yet translated, a
 * test). Made on first use, once per group: a page that never calls it pays
 * nothing. The server reads a group in a member's language through its own
 * texts module; the web through defineTexts.
 */
export function englishTexts<T extends object>(named: NamedGroup<T>): T {
  const [name, group] = nameOfGroup(named);
  let texts = groups.get(name);
  if (!texts) {
    english ??= createI18n(atom(BASE_LANGUAGE), { baseLocale: BASE_LANGUAGE, get: () => Promise.resolve({}) });
    // A group may hold one level of objects, which @nanostores/i18n resolves but does not type.
    texts = english(name, group as never).get();
    groups.set(name, texts);
  }
  return texts as T;
}
