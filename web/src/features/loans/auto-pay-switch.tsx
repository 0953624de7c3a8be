import type { LoanWithAccount } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { NEXT_PAYMENT_TEXTS } from '@app/domain/messages';
import { Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { defineTexts, useTexts } from '../../lib/i18n';
import { useOfflineInfo } from '../../lib/online';
import { useSetAutoPay } from './loans.queries';

const nextPaymentTexts = defineTexts({ NEXT_PAYMENT_TEXTS });

/**
 * The borrower's consent to automatic payment from the wallet (issue 28,
 * item 4), off by default. The switch shows what the server holds: it moves
 * only once the server has recorded the choice (and its time), so it never
 * says "on" for a consent that was not kept.
 */
export function AutoPaySwitch({ loan }: { loan: Pick<LoanWithAccount, 'id' | 'autoPayConsentAt'> }) {
  const t = useTexts(nextPaymentTexts);
  const { isOffline } = useOfflineInfo();
  const setAutoPay = useSetAutoPay(loan.id);
  const isOn = loan.autoPayConsentAt !== null;
  // The help is said after the name, not inside it: Mantine's label would wrap a description into the switch's name.
  const helpId = useId();
  return (
    <Stack gap={4}>
      <Switch
        size="md"
        checked={isOn}
        disabled={isOffline || setAutoPay.isPending}
        onChange={(event) => setAutoPay.mutate(event.currentTarget.checked)}
        label={t.autoPayLabel}
        aria-describedby={helpId}
        styles={{ body: { alignItems: 'flex-start' }, track: { minWidth: 44, minHeight: 24 } }}
      />
      <Text size="sm" c="dimmed" id={helpId}>
        {t.autoPayHelp}
      </Text>
      {isOn && loan.autoPayConsentAt && (
        <Text size="sm" fw={700}>
          {t.autoPayOnSince({ date: formatDate(loan.autoPayConsentAt) })}
        </Text>
      )}
      {setAutoPay.isError && (
        <Text size="sm" c="red" role="alert">
          {t.autoPayFailed}
        </Text>
      )}
    </Stack>
  );
}
