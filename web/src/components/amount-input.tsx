import { AMOUNT_TEXTS } from '@app/domain/messages';
import { type AmountTextProblem, formatAmountText, parseAmountText } from '@app/domain/money';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, type Ref, useState } from 'react';
import { defineTexts, useTexts } from '../lib/i18n';

const amountTexts = defineTexts({ AMOUNT_TEXTS });

type ShownProblem = Exclude<AmountTextProblem, 'blank'>;

const PROBLEM_TEXT = { 'not-an-amount': 'notAnAmount', 'too-many-decimals': 'tooManyDecimals', negative: 'negative' } as const;

/**
 * What a form holds for an amount field: the number its text says ("38,000"
 * is 38000), or the text itself when it says none, which the form's schema
 * then refuses. A blank field stays '' so the schema says it is required.
 */
function amountFieldValue(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const parsed = parseAmountText(text);
  return parsed.ok ? parsed.pesos : text;
}

/** register()'s options for every amount field: `{...register('amount', AMOUNT_FIELD)}`. */
export const AMOUNT_FIELD = { setValueAs: amountFieldValue };

function problemOf(text: string): ShownProblem | null {
  const parsed = parseAmountText(text);
  return parsed.ok || parsed.problem === 'blank' ? null : parsed.problem;
}

/**
 * The one field for a peso amount (issue 28, item 1): decimal keypad on
 * phones, tabular digits, focused when its dialog opens. It reads what
 * people type ("38,000", "PHP 1,500", "₱ 2,000.50") with the domain's
 * parser, shows it back grouped when the field is left, and says what is
 * accepted when the text is no amount. Registered with AMOUNT_FIELD, the
 * form gets the number; the API takes numbers.
 */
export function AmountInput({ onBlur, onChange, error, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const texts = useTexts(amountTexts);
  const [text, setText] = useState<string | null>(null);
  const [hasLeft, setHasLeft] = useState(false);
  // A controlled field's text is its value; an uncontrolled one's is what was last typed.
  const current = typeof props.value === 'string' ? props.value : text;
  const problem = current === null ? null : problemOf(current);
  const hint = problem && (hasLeft || error) ? texts[PROBLEM_TEXT[problem]] : null;
  // On a text that is no amount, the form's own message (SPEC's, where it has one) is followed by what is accepted.
  const shownError = hint ? (
    <>
      {error ? <span>{error} </span> : null}
      <span>{hint}</span>
    </>
  ) : (
    error
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.currentTarget.value);
    onChange?.(event);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseAmountText(event.currentTarget.value);
    // A controlled field shows what its owner says; an uncontrolled one is shown back grouped here.
    if (parsed.ok && props.value === undefined) event.currentTarget.value = formatAmountText(parsed.pesos);
    setText(event.currentTarget.value);
    setHasLeft(true);
    onBlur?.(event);
  };

  return (
    <TextInput
      placeholder="0.00"
      inputMode="decimal"
      autoComplete="off"
      data-autofocus
      classNames={{ input: 'tabular' }}
      {...props}
      error={shownError}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
