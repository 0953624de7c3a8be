import type { LoanAccountStatus } from '@app/domain/contract';
import { CLOSED_LOAN_STATUS_LABELS, WALLET_TEXTS } from '@app/domain/messages';
import { Badge, type BadgeProps } from '@mantine/core';
import { defineTexts, useTexts } from '../../lib/i18n';

const closedLoanStatusLabels = defineTexts({ CLOSED_LOAN_STATUS_LABELS });
const walletTexts = defineTexts({ WALLET_TEXTS });

/** SPEC section 4: approved is the default (filled) badge, rejected destructive (red), anything else secondary. */
function badgeStyle(status: LoanAccountStatus): Pick<BadgeProps, 'variant' | 'color' | 'c'> {
  if (status === 'approved') return { variant: 'filled' };
  // red.8 keeps white text above 4.5:1.
  if (status === 'rejected') return { variant: 'filled', color: 'red.8' };
  // Mantine's grey text on the light grey fill is too faint; the theme text colour is not.
  return { variant: 'light', color: 'gray', c: 'var(--mantine-color-text)' };
}

export function LoanStatusBadge({ status }: { status: LoanAccountStatus }) {
  const t = useTexts(walletTexts);
  const statusText: Record<LoanAccountStatus, string> = {
    pending: t.statusPending,
    approved: t.statusApproved,
    rejected: t.statusRejected,
    ...useTexts(closedLoanStatusLabels),
  };
  return (
    <Badge size="lg" radius="sm" {...badgeStyle(status)}>
      {statusText[status] ?? status}
    </Badge>
  );
}
