import type { InstallmentState } from '@app/domain/repayment';
import { INSTALLMENT_STATE_LABELS } from '@app/domain/messages';
import { Badge, type BadgeProps } from '@mantine/core';
import { defineTexts, useTexts } from '../../lib/i18n';

const installmentStateLabels = defineTexts({ INSTALLMENT_STATE_LABELS });

/*
 * Overdue stands out (filled red; red.8 keeps white text above 4.5:1); the
 * other states are light fills whose text keeps the theme colour, since
 * Mantine's coloured text on its light fills is too faint.
 */
const STYLES: Record<InstallmentState, Pick<BadgeProps, 'variant' | 'color' | 'c'>> = {
  upcoming: { variant: 'light', color: 'gray', c: 'var(--mantine-color-text)' },
  due: { variant: 'light', color: 'blue', c: 'var(--mantine-color-text)' },
  overdue: { variant: 'filled', color: 'red.8' },
  partly_paid: { variant: 'light', color: 'yellow', c: 'var(--mantine-color-text)' },
  paid: { variant: 'light', color: 'teal', c: 'var(--mantine-color-text)' },
};

export function InstallmentStateBadge({ state }: { state: InstallmentState }) {
  const stateLabel = useTexts(installmentStateLabels);
  return (
    <Badge size="sm" radius="sm" {...STYLES[state]}>
      {stateLabel[state]}
    </Badge>
  );
}
