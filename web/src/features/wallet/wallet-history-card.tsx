import type { LedgerEntryKind, PublicUser } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { WALLET_ENTRY_LABELS, WALLET_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { defineTexts, useTexts } from '../../lib/i18n';
import { MoneyList, MoneyListItem } from './money-list';
import { useHiddenBalance } from './use-hidden-balance';
import { ledgerQueryOptions } from './wallet.queries';

const walletEntryLabels = defineTexts({ WALLET_ENTRY_LABELS });
const walletTexts = defineTexts({ WALLET_TEXTS });

const SHOWN_ENTRIES = 10;

/** '+PHP 1,000.00' for a credit, '−PHP 500.00' for a debit. */
function signedPhp(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${formatPhp(Math.abs(amount))}`;
}

/** The latest entries of the wallet's ledger (DEPARTURES 3): why the balance is what it is. */
export function WalletHistoryCard({ user }: { user: PublicUser }) {
  const { data } = useQuery(ledgerQueryOptions(user.walletBalance));
  const { isHidden, show } = useHiddenBalance();
  const kindText: Readonly<Record<LedgerEntryKind, string>> = useTexts(walletEntryLabels);
  const t = useTexts(walletTexts);
  if (!data || data.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t.walletHistory}
        </Title>
        <MoneyList>
          {data.slice(0, SHOWN_ENTRIES).map((entry) => (
            <MoneyListItem key={entry.id}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {kindText[entry.kind] ?? entry.kind}
                </Text>
                {entry.reason && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {entry.reason}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.createdAt)}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end" className="tabular" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={700}>
                  {isHidden ? show(entry.amount) : signedPhp(entry.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.balanceAfter({ amount: show(entry.balanceAfter) })}
                </Text>
              </Stack>
            </MoneyListItem>
          ))}
        </MoneyList>
      </Stack>
    </Card>
  );
}
