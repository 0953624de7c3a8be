import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../messages';
import { FILIPINO } from '.';

const PLACEHOLDER = /\{(\w+)\}/g;

/** An English text as a group holds it: a string, a notice's parts, or a params()/count() text's input. */
function englishText(value: unknown): unknown {
  return value && typeof value === 'object' && 'input' in value ? (value as { input: unknown }).input : value;
}

function placeholders(text: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') for (const match of value.matchAll(PLACEHOLDER)) found.add(match[1] ?? '');
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(text);
  return [...found].sort();
}

function compare(path: string, english: unknown, filipino: unknown, problems: string[]) {
  if (english === undefined) {
    problems.push(`${path}: no English text of this name`);
    return;
  }
  const source = englishText(english);
  if (typeof filipino === 'string' || typeof source === 'string') {
    if (typeof filipino !== 'string' && !(filipino && typeof filipino === 'object')) problems.push(`${path}: not a text`);
    else if (placeholders(source).join() !== placeholders(filipino).join()) {
      problems.push(`${path}: placeholders ${placeholders(filipino).join() || 'none'} instead of ${placeholders(source).join() || 'none'}`);
    }
    if (typeof filipino === 'string' && filipino.trim() === '') problems.push(`${path}: empty`);
    return;
  }
  for (const [key, value] of Object.entries(filipino as object)) compare(`${path}.${key}`, (source as Record<string, unknown>)[key], value, problems);
}

describe('the Filipino texts', () => {
  it('translate groups of the English texts by their names, with the same keys and {placeholders}', () => {
    const problems: string[] = [];
    for (const [name, group] of Object.entries(FILIPINO)) compare(name, (MESSAGES as Record<string, unknown>)[name], group, problems);
    expect(problems).toEqual([]);
  });

  it('cover the sign-in screen, the first screen of every visit', () => {
    expect(Object.keys(FILIPINO)).toEqual(expect.arrayContaining(['AUTH_TEXTS', 'LABELS', 'SIGN_IN_MESSAGES', 'SIGN_IN_NOTICES']));
    expect(FILIPINO.SIGN_IN_NOTICES.loginFailed.message).toBe('Mali ang email o password');
  });
});

describe('the Filipino field messages of money decisions (issue 27)', () => {
  it('say that a reason is needed and how long it may be', () => {
    expect(FILIPINO.VALIDATION_MESSAGES.reasonRequired).toBe('Kailangan ang dahilan');
    expect(FILIPINO.VALIDATION_MESSAGES.reasonTooLong).toBe('Hanggang 500 na character lang ang dahilan');
  });
});
