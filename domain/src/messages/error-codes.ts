import { nameOfGroup } from '../i18n';
import { APPROVAL_MESSAGES } from './approval-messages';
import { COMPLAINT_SERVER_MESSAGES } from './complaint-messages';
import { LOAN_RULE_MESSAGES } from './validation-messages';
import { MFA_MESSAGES } from './mfa-messages';
import { PRIVACY_MESSAGES } from './privacy-messages';
import { SERVER_MESSAGES } from './server-messages';

/*
 * The registry of the API's answers (issue 30 item 1, decision 051), as
 * documenso's app-error.ts keeps one: every fixed text the API answers with
 * has a stable code, the snake_case of its key with its group's prefix
 * (`SERVER_MESSAGES.withdrawalPending` is `withdrawal_pending`). The API
 * sends the code beside the English `message`; clients tell answers apart and
 * translate them by the code, never by the text.
 */

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type CodesOf<Prefix extends string, Texts> = `${Prefix}${SnakeCase<Extract<keyof Texts, string>>}`;

/** The approvals' answers; the rest of APPROVAL_MESSAGES are screen texts. */
const APPROVAL_ANSWER_KEYS = ['approvalNotFound', 'approvalAlreadyPending', 'approvalAlreadyDecided', 'makerCannotCheck', 'loanChangedSinceRequest', 'decisionInvalid'] as const;
const APPROVAL_ANSWERS: Pick<typeof APPROVAL_MESSAGES, (typeof APPROVAL_ANSWER_KEYS)[number]> = Object.fromEntries(
  APPROVAL_ANSWER_KEYS.map((key) => [key, APPROVAL_MESSAGES[key]]),
) as Pick<typeof APPROVAL_MESSAGES, (typeof APPROVAL_ANSWER_KEYS)[number]>;

/**
 * Each group of answers under the name its texts have in the translations
 * (handed over as `{ NAME }`, decision 056), the prefix of its codes, and
 * which of its texts are answers when not all are.
 */
const ANSWER_GROUPS = [
  { named: { SERVER_MESSAGES }, prefix: '' },
  { named: { MFA_MESSAGES }, prefix: 'mfa_' },
  { named: { APPROVAL_MESSAGES }, prefix: '', answers: APPROVAL_ANSWERS },
  { named: { COMPLAINT_SERVER_MESSAGES }, prefix: 'complaint_' },
  { named: { PRIVACY_MESSAGES }, prefix: 'privacy_' },
  { named: { LOAN_RULE_MESSAGES }, prefix: 'loan_rule_' },
] as const;

/**
 * Codes of answers whose text is written when they happen (a date, a figure,
 * the duties named) or that are not one fixed text: the client shows their
 * `message`, or a text of its own.
 */
const PARAMETERIZED_CODES = [
  'withdrawals_held',
  'withdrawal_approval_held',
  'balance_changed',
  'start_date_locked',
  'above_payoff',
  'duty_required',
  'settlement_field_count',
  'extension_too_late',
  /** A body that fails its schema: the message is its first field's, translated as field messages are. */
  'validation_failed',
  /** A request Hono refused before the route (a bad header, say). */
  'bad_request',
  /** Anything unexpected: the message reveals nothing. */
  'internal_error',
] as const;

type AnswerCode =
  | CodesOf<'', typeof SERVER_MESSAGES>
  | CodesOf<'mfa_', typeof MFA_MESSAGES>
  | CodesOf<'', typeof APPROVAL_ANSWERS>
  | CodesOf<'complaint_', typeof COMPLAINT_SERVER_MESSAGES>
  | CodesOf<'privacy_', typeof PRIVACY_MESSAGES>
  | CodesOf<'loan_rule_', typeof LOAN_RULE_MESSAGES>;

export type ErrorCode = AnswerCode | (typeof PARAMETERIZED_CODES)[number];

/** Where an answer's text lives: its group (by name, as the translations have it, and the whole English group) and key. */
type AnswerEntry = { readonly group: string; readonly texts: object; readonly key: string; readonly english: string };

export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function buildRegistry(): { byCode: Map<string, AnswerEntry>; byText: Map<string, string> } {
  const byCode = new Map<string, AnswerEntry>();
  const byText = new Map<string, string>();
  for (const answers of ANSWER_GROUPS) {
    const [group, base] = nameOfGroup<object>(answers.named);
    const texts = 'answers' in answers ? answers.answers : base;
    const { prefix } = answers;
    for (const [key, english] of Object.entries(texts)) {
      if (typeof english !== 'string') continue;
      const code = `${prefix}${snakeCase(key)}`;
      // A code or a text named twice would make answers ambiguous: refused when the module loads.
      if (byCode.has(code)) throw new Error(`Answer code ${code} is defined twice`);
      byCode.set(code, { group, texts: base, key, english });
      if (!byText.has(english)) byText.set(english, code);
    }
  }
  return { byCode, byText };
}

const REGISTRY = buildRegistry();

/** Every fixed answer's code. */
export const ANSWER_CODES: readonly AnswerCode[] = [...REGISTRY.byCode.keys()] as AnswerCode[];

/**
 * Every code an answer of the API can carry: the fixed answers' and the
 * parameterized ones (the published API lists them). A function, so the
 * borrower's app, which never asks, does not download the list.
 */
export function errorCodes(): readonly ErrorCode[] {
  return [...ANSWER_CODES, ...PARAMETERIZED_CODES];
}

/** The fixed answer of `code`, or undefined for a parameterized or unknown code. */
export function answerOfCode(code: string): AnswerEntry | undefined {
  return REGISTRY.byCode.get(code);
}

/**
 * The code of one of the registry's English texts. The API's refusals are
 * written `conflict(SERVER_MESSAGES.withdrawalPending)`, so the code is
 * found from the constant the throw names (the first group that has the text).
 */
export function codeOfAnswer(english: string): AnswerCode | undefined {
  return REGISTRY.byText.get(english) as AnswerCode | undefined;
}
