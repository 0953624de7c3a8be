import { CamelCasePlugin } from 'kysely';

/** Distinct names remembered; the app's columns and aliases are a few hundred. */
const MEMO_MAX = 10_000;

function memoized(convert: (name: string) => string): (name: string) => string {
  const memo = new Map<string, string>();
  return (name) => {
    let converted = memo.get(name);
    if (converted === undefined) {
      converted = convert(name);
      if (memo.size < MEMO_MAX) memo.set(name, converted);
    }
    return converted;
  };
}

/**
 * Kysely's CamelCasePlugin with each name converted once (decision 026): the
 * plugin renames every column of every row it reads, character by
 * character, and every identifier of every query it builds; on a list of a
 * borrower's loans and their postings that was a tenth of the server's CPU.
 * Same conversion, same results.
 */
export class ColumnNamesPlugin extends CamelCasePlugin {
  readonly #camel = memoized((name) => super.camelCase(name));
  readonly #snake = memoized((name) => super.snakeCase(name));

  override camelCase(name: string): string {
    return this.#camel(name);
  }

  override snakeCase(name: string): string {
    return this.#snake(name);
  }
}
