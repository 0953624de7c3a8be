import { formatPhp } from '../money';

/*
 * Collection messages (issue 32, SEC MC 18 s.2019): a collector sends only a
 * template compliance approved, never free text; the facts of the loan fill
 * its placeholders when it is sent.
 */

/** The placeholders a collection template may use, and what each is filled with. */
export const COLLECTION_PLACEHOLDERS = ['name', 'amountDue', 'daysPastDue', 'paymentReference', 'company', 'hotline'] as const;
type CollectionPlaceholder = (typeof COLLECTION_PLACEHOLDERS)[number];

export type CollectionFacts = {
  name: string;
  /** Pesos, as the edge carries them. */
  amountDue: number;
  daysPastDue: number;
  paymentReference: string;
  company: string;
  hotline: string;
};

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The `{names}` a template's text uses that are not placeholders, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(COLLECTION_PLACEHOLDERS);
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string).filter((name) => !known.has(name)))];
}

/** The template's text with its placeholders filled; an amount reads "PHP 1,234.50". */
export function fillCollectionTemplate(text: string, facts: CollectionFacts): string {
  const values: Record<CollectionPlaceholder, string> = {
    name: facts.name,
    amountDue: formatPhp(facts.amountDue),
    daysPastDue: String(facts.daysPastDue),
    paymentReference: facts.paymentReference,
    company: facts.company,
    hotline: facts.hotline,
  };
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? values[name as CollectionPlaceholder] : whole));
}
