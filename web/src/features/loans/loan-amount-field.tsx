import { LOAN_AMOUNT_STEP, LOAN_MAX_AMOUNT, LOAN_MIN_AMOUNT, nearestLoanAmount } from '@app/domain/loan';
import { AMOUNT_TEXTS } from '@app/domain/messages';
import { formatAmountText, parseAmountText } from '@app/domain/money';
import { ActionIcon, Group } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AmountInput } from '../../components/amount-input';
import { defineTexts, useTexts } from '../../lib/i18n';

const amountTexts = defineTexts({ AMOUNT_TEXTS });

// At least 44 px, the touch target of WCAG 2.5.5 that issue 28 asks for.
const BUTTON_SIZE = 44;

/**
 * The loan amount typed, beside the slider (issue 28, item 8): what is typed
 * moves the slider as soon as it is an amount a borrower may choose; when the
 * field is left, any other amount is snapped to the nearest step within the
 * bounds and the rule is said under the field. − and + move one step.
 */
export function LoanAmountField({ amount, labelledBy, onChange }: { amount: number; labelledBy: string; onChange: (amount: number) => void }) {
  const texts = useTexts(amountTexts);
  // What the borrower is typing; null shows the chosen amount.
  const [typed, setTyped] = useState<string | null>(null);
  // The amount the typed text goes with; when the slider moves the amount, the text gives way.
  const [typedFor, setTypedFor] = useState(amount);
  const [isOffStep, setIsOffStep] = useState(false);
  if (typed !== null && amount !== typedFor) setTyped(null);
  const step = `PHP ${formatAmountText(LOAN_AMOUNT_STEP)}`;

  const type = (text: string) => {
    setTyped(text);
    setIsOffStep(false);
    const parsed = parseAmountText(text);
    const isChoosable = parsed.ok && nearestLoanAmount(parsed.pesos) === parsed.pesos;
    setTypedFor(isChoosable ? parsed.pesos : amount);
    if (isChoosable) onChange(parsed.pesos);
  };
  const leave = () => {
    const parsed = typed === null ? null : parseAmountText(typed);
    if (parsed?.ok) {
      const nearest = nearestLoanAmount(parsed.pesos);
      setIsOffStep(nearest !== parsed.pesos);
      onChange(nearest);
      setTyped(null);
    }
  };
  const move = (steps: number) => {
    setTyped(null);
    setIsOffStep(false);
    onChange(nearestLoanAmount(amount + steps * LOAN_AMOUNT_STEP));
  };

  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ActionIcon
        variant="default"
        size={BUTTON_SIZE}
        radius="md"
        aria-label={texts.lowerLoanAmount({ step })}
        disabled={amount <= LOAN_MIN_AMOUNT}
        onClick={() => move(-1)}
      >
        <IconMinus size={20} aria-hidden />
      </ActionIcon>
      <AmountInput
        aria-labelledby={labelledBy}
        data-autofocus={undefined}
        leftSection="PHP"
        size="md"
        style={{ flex: 1 }}
        value={typed ?? formatAmountText(amount)}
        onChange={(event) => type(event.currentTarget.value)}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === 'Enter') leave();
        }}
        error={
          isOffStep
            ? texts.loanAmountSteps({ step, min: formatAmountText(LOAN_MIN_AMOUNT), max: formatAmountText(LOAN_MAX_AMOUNT) })
            : undefined
        }
      />
      <ActionIcon
        variant="default"
        size={BUTTON_SIZE}
        radius="md"
        aria-label={texts.raiseLoanAmount({ step })}
        disabled={amount >= LOAN_MAX_AMOUNT}
        onClick={() => move(1)}
      >
        <IconPlus size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
