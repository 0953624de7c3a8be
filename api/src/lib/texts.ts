import { BASE_LANGUAGE, isLanguage, LANGUAGES, type Language, nameOfGroup, type NamedGroup } from '@app/domain/i18n';
import { FILIPINO } from '@app/domain/filipino';
import { CLOSED_LOAN_STATUS_LABELS, DOCUMENT_TEXTS, NOTIFICATION_TEXTS, WALLET_TEXTS, type DocumentTexts, type NotificationTexts } from '@app/domain/messages';
import { createI18n, type Components } from '@nanostores/i18n';
import { atom } from 'nanostores';

/*
 * The texts the server writes for a borrower (issue 15, decision 024): an
 * English group of @app/domain/messages in the borrower's language, through
 * @nanostores/i18n as the web reads it. One instance per language with its
 * translations preloaded, so texts come synchronously; nothing is fetched.
 */
// Typed per group by TranslationOf; @nanostores/i18n's own type has no place for a plural's forms.
const TRANSLATIONS: Record<Language, Components> = { en: {}, fil: FILIPINO as unknown as Components };

const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createI18n(atom(language), {
      baseLocale: BASE_LANGUAGE,
      cache: { [language]: TRANSLATIONS[language] },
      // Every language is in the cache: a load is never asked for.
      get: () => Promise.resolve({}),
    }),
  ]),
) as Record<Language, ReturnType<typeof createI18n>>;

const groups = new Map<string, Map<Language, object>>();

/**
 * A group's texts in `language`, params()/count() texts callable; made once
 * per group and language. The group is passed by name (`{ WALLET_TEXTS }`),
 * so its name is never typed twice (decision 056). A group with no
 * translation yet reads English.
 */
export function textsIn<T extends object>(named: NamedGroup<T>, language: string): T {
  const [name, base] = nameOfGroup(named);
  let byLanguage = groups.get(name);
  if (!byLanguage) groups.set(name, (byLanguage = new Map()));
  const known = isLanguage(language) ? language : BASE_LANGUAGE;
  let texts = byLanguage.get(known);
  if (!texts) {
    // A group may hold one level of objects, which @nanostores/i18n resolves but does not type.
    texts = instances[known](name, base as never).get();
    byLanguage.set(known, texts);
  }
  return texts as T;
}

/** The notification and SMS texts in a member's language; a value that is not one of ours reads English. */
export function notificationTexts(language: string): NotificationTexts {
  return textsIn({ NOTIFICATION_TEXTS }, language);
}

/** The loan documents' texts (PDF) in a member's language. */
export function documentTexts(language: string): DocumentTexts {
  return textsIn({ DOCUMENT_TEXTS }, language);
}

/** A loan's status in words, as the WALLET's badge shows it ("Approved", "Kinansela"), not its code. */
export function loanStatusWords(language: string): Readonly<Record<string, string>> {
  const wallet = textsIn({ WALLET_TEXTS }, language);
  return {
    pending: wallet.statusPending,
    approved: wallet.statusApproved,
    rejected: wallet.statusRejected,
    ...textsIn({ CLOSED_LOAN_STATUS_LABELS }, language),
  };
}
