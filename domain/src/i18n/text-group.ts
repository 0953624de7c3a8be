/**
 * A group of texts handed over as `{ LABELS }` (issue 30, item 6, decision
 * 056): the name the translations file it under is the key of that one-entry
 * object, so it is typed once, by the constant itself, and a renamed constant
 * cannot leave a stale name behind.
 */
export type NamedGroup<T extends object> = { readonly [name: string]: T };

/** The name and the English texts of a group handed over as `{ NAME }`; the first screen's budget keeps the refusal wordless. */
export function nameOfGroup<T extends object>(group: NamedGroup<T>): [name: string, texts: T] {
  const entries = Object.entries(group);
  if (entries.length !== 1) throw new RangeError();
  return entries[0] as [string, T];
}
