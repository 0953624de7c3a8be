/*
 * The borrower's language (issue 15, decision 024). English is the base and
 * ships with the page; Filipino is one chunk fetched the first time it is
 * needed. The choice is remembered on the device (localStorage) and, once
 * signed in, on the account, which notifications and SMS follow.
 */
import type { PublicUser } from '@app/domain/contract';
import { BASE_LANGUAGE, isLanguage, type Language, nameOfGroup, type NamedGroup } from '@app/domain/i18n';
import { createI18n, localeFrom, type ComponentsJSON } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { QueryClient } from '@tanstack/react-query';
import { atom, type ReadableAtom } from 'nanostores';
import { apiRequest } from './api';
import { authKeys, isMeKey } from './query-keys';

const STORAGE_KEY = 'language';

function readStored(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage may be blocked (private mode on some phones): the browser's language then.
    return undefined;
  }
}

/**
 * The first visit follows the browser: Filipino for fil-* and tl-* (Tagalog,
 * which many phones in the Philippines report), English otherwise.
 */
export function languageOfBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fil' || primary === 'tl') return 'fil';
    if (primary === 'en') return 'en';
  }
  return BASE_LANGUAGE;
}

const browserLanguage = atom<Language>(
  typeof navigator === 'undefined' ? BASE_LANGUAGE : languageOfBrowser(navigator.languages ?? [navigator.language]),
);

/** The choice made on this device; undefined until the visitor chooses (or signs in). */
const chosenLanguage = atom<Language | undefined>(readStored());

/** The language on screen now. */
const language: ReadableAtom<Language> = localeFrom(chosenLanguage, browserLanguage) as ReadableAtom<Language>;

/**
 * Filipino texts, one chunk (the sign-in screen of an English reader never
 * downloads them). Every group asked for answers, one without Filipino (staff
 * texts) with nothing: @nanostores/i18n re-renders no group until all it
 * asked for have come, so one missing would keep every screen in English.
 */
async function loadTranslations(code: string, groupNames: string[]): Promise<ComponentsJSON> {
  if (code !== 'fil') return {};
  const { FILIPINO } = await import('@app/domain/filipino');
  return { ...Object.fromEntries(groupNames.map((name) => [name, {}])), ...(FILIPINO as ComponentsJSON) };
}

const i18n = createI18n(language, { baseLocale: BASE_LANGUAGE, get: loadTranslations });

const groups = new Map<string, ReadableAtom<object>>();
const englishOf = new WeakMap<ReadableAtom<object>, object>();

/**
 * A group of texts that follows the language, handed over as `{ LABELS }`
 * (decision 056): the English group as it stands in @app/domain/messages
 * (SPEC.md's texts) under its own name; @app/domain/filipino has the same
 * keys under the same name. Groups may hold one level of objects
 * (a notice's title and message) and params()/count() texts. Defined once
 * per name: any module may ask for the same group.
 */
export function defineTexts<T extends object>(named: NamedGroup<T>): ReadableAtom<T> {
  const [name, base] = nameOfGroup(named);
  let store = groups.get(name);
  if (!store) {
    store = i18n(name, base as never) as unknown as ReadableAtom<object>;
    groups.set(name, store);
    englishOf.set(store, base);
  }
  return store as ReadableAtom<T>;
}

/** The group's texts in the language on screen; the component re-renders when it changes. */
export function useTexts<T>(texts: ReadableAtom<T>): T {
  return useStore(texts);
}

function findText(english: object, translated: object, text: string): string | undefined {
  for (const [key, value] of Object.entries(english)) {
    const other: unknown = (translated as Record<string, unknown>)[key];
    if (value === text && typeof other === 'string') return other;
    if (value && typeof value === 'object' && other && typeof other === 'object') {
      const found = findText(value as object, other, text);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A text the API or a shared schema wrote in English (a field error, a
 * server message), in the language on screen when one of `groups` has it;
 * otherwise as it came.
 */
export function translateText(text: string, groupsToSearch: readonly ReadableAtom<object>[]): string {
  for (const group of groupsToSearch) {
    const english = englishOf.get(group);
    const found = english && findText(english, group.get(), text);
    if (found !== undefined) return found;
  }
  return text;
}

/** translateText for a component: re-renders when the language changes. */
export function useTranslateText(groupsToSearch: readonly ReadableAtom<object>[]): (text: string) => string {
  useStore(language);
  for (const group of groupsToSearch) useStore(group);
  return (text) => translateText(text, groupsToSearch);
}

export function useLanguage(): Language {
  return useStore(language);
}

function applyToPage(code: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}
language.subscribe(applyToPage);

/** The device remembers the choice; a signed-in borrower's account does too. */
let hasUnsavedChoice = false;

/** This device's choice, remembered across visits. */
export function setDeviceLanguage(code: Language): void {
  chosenLanguage.set(code);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, code);
  } catch {
    // Not remembered on this device; the account still is when signed in.
  }
}

export async function chooseLanguage(queryClient: QueryClient, code: Language): Promise<void> {
  setDeviceLanguage(code);
  const me = queryClient.getQueryData<PublicUser | null>(authKeys.me);
  hasUnsavedChoice = !me || me.language !== code;
  if (!me || !hasUnsavedChoice) return;
  try {
    const { user } = await apiRequest<{ user: PublicUser }>('/api/user/preferences', { method: 'PUT', body: { language: code } });
    hasUnsavedChoice = false;
    queryClient.setQueryData(authKeys.me, user);
  } catch {
    // Offline or signed out meanwhile: the screen has switched; the account is told at its next refresh.
  }
}

/**
 * Keeps screen and account in step: signing in adopts the account's language,
 * unless the visitor chose one on this device before signing in (on the
 * sign-in screen): that newer choice is saved to the account instead.
 */
export function watchLanguage(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isMeKey(event.query.queryKey)) return;
    const me = event.query.state.data as PublicUser | null | undefined;
    if (!me || !isLanguage(me.language)) return;
    const current = language.get();
    if (hasUnsavedChoice) {
      if (me.language !== current) queueMicrotask(() => void chooseLanguage(queryClient, current));
      else hasUnsavedChoice = false;
      return;
    }
    if (me.language !== current) setDeviceLanguage(me.language);
  });
}
