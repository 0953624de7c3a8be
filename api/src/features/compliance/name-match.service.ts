import { CmpStr } from 'cmpstr';

/**
 * Particles that Filipino, Spanish and Arabic names write joined or apart
 * ("dela Cruz", "de la Cruz", "Delacruz"; "Al-Qaida", "Al Qaida"): each is
 * joined to the word after it, so every spelling becomes one token.
 */
const PARTICLES = new Set(['DE', 'DEL', 'DELA', 'DELAS', 'DELOS', 'LA', 'LAS', 'LOS', 'SAN', 'STA', 'STO', 'SANTA', 'SANTO', 'DI', 'DA', 'VAN', 'VON', 'AL', 'EL', 'BIN', 'BINTI', 'IBN', 'ABU', 'ABD']);

/**
 * From this score a name is a possible match that holds the money until
 * compliance looks: high enough that "Maria Santos" does not stop every
 * Maria, low enough that one misspelt word of a listed name still does.
 */
export const POSSIBLE_MATCH = 0.88;

/** A name of one word cannot be told apart from a common first name: it is never more than a weak match. */
const ONE_WORD_CAP = 0.7;

/** A date of birth on the list that is not the person's lowers the score this much. */
const OTHER_BIRTH_FACTOR = 0.8;

/** The words of a name, in capitals without accents or punctuation, particles joined to the word they lead. */
export function nameTokens(name: string): string[] {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  const tokens: string[] = [];
  let pending = '';
  for (const word of words) {
    pending += word;
    if (!PARTICLES.has(word)) {
      tokens.push(pending);
      pending = '';
    }
  }
  if (pending !== '') tokens.push(pending);
  return tokens;
}

const jaroWinkler = CmpStr.create().setMetric('jaroWinkler');

/** How alike two words are, 0 to 1: spelling by Jaro-Winkler, and a word that sounds the same (Metaphone) counts as a near match. */
function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const spelling = jaroWinkler.compare(a, b);
  const isSameSound = jaroWinkler.phoneticIndex(a, 'metaphone') === jaroWinkler.phoneticIndex(b, 'metaphone');
  return isSameSound ? Math.max(spelling, 0.95) : spelling;
}

type NameMatchReason = 'exact' | 'spelling' | 'order' | 'missing_name' | 'alias' | 'birth_date_matches' | 'birth_date_differs';

export type NameMatch = { score: number; listedName: string; reasons: NameMatchReason[] };

type Alignment = { score: number; isSpelling: boolean; isReordered: boolean; isPartial: boolean };

/**
 * Each word of the shorter name paired with its most alike unused word of
 * the longer, whatever the order: a middle name one side lacks, or names
 * written surname first, still line up. The score is the pairs' mean.
 */
function align(person: readonly string[], listed: readonly string[]): Alignment {
  const [short, long] = person.length <= listed.length ? [person, listed] : [listed, person];
  const used = new Set<number>();
  let total = 0;
  let isSpelling = false;
  let isReordered = false;
  let lastIndex = -1;
  for (const word of short) {
    let best = { index: -1, similarity: 0 };
    long.forEach((other, index) => {
      if (used.has(index)) return;
      const similarity = wordSimilarity(word, other);
      if (similarity > best.similarity) best = { index, similarity };
    });
    if (best.index === -1) continue;
    used.add(best.index);
    total += best.similarity;
    if (best.similarity < 1) isSpelling = true;
    if (best.index < lastIndex) isReordered = true;
    lastIndex = best.index;
  }
  const score = short.length === 0 ? 0 : total / short.length;
  return { score: short.length < 2 ? Math.min(score, ONE_WORD_CAP) : score, isSpelling, isReordered, isPartial: short.length < long.length };
}

export type ListedPerson = {
  name: string;
  aliases: readonly string[];
  /** 'YYYY-MM-DD', or 'YYYY' where the list knows only the year. */
  birthDates: readonly string[];
};

/**
 * How well a person's name matches a listed person's name or any of their
 * aliases, 0 to 1, with why: the best of the names, lowered when the list
 * gives a date of birth that is not the person's and marked when it is.
 */
export function matchName({ name, birthDate }: { name: string; birthDate?: string | null }, listed: ListedPerson): NameMatch {
  const person = nameTokens(name);
  let best: NameMatch = { score: 0, listedName: listed.name, reasons: [] };
  for (const [index, listedName] of [listed.name, ...listed.aliases].entries()) {
    const alignment = align(person, nameTokens(listedName));
    if (alignment.score <= best.score) continue;
    const reasons: NameMatchReason[] = [];
    if (!alignment.isSpelling && !alignment.isReordered && !alignment.isPartial) reasons.push('exact');
    if (alignment.isSpelling) reasons.push('spelling');
    if (alignment.isReordered) reasons.push('order');
    if (alignment.isPartial) reasons.push('missing_name');
    if (index > 0) reasons.push('alias');
    best = { score: alignment.score, listedName, reasons };
  }
  if (birthDate && listed.birthDates.length > 0) {
    const isSameBirth = listed.birthDates.some((date) => birthDate.startsWith(date));
    best = isSameBirth
      ? { ...best, reasons: [...best.reasons, 'birth_date_matches'] }
      : { ...best, score: best.score * OTHER_BIRTH_FACTOR, reasons: [...best.reasons, 'birth_date_differs'] };
  }
  return { ...best, score: Math.round(best.score * 1000) / 1000 };
}
