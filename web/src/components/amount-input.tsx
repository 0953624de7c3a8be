import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A peso amount typed by the borrower (withdrawal, loan payment): decimal
 * keypad on phones, tabular digits, focused when its dialog opens. The
 * domain schema reads the text; this only shapes the field.
 */
export function AmountInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      placeholder="0.00"
      inputMode="decimal"
      autoComplete="off"
      data-autofocus
      classNames={{ input: 'tabular' }}
      {...props}
    />
  );
}
