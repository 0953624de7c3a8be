import type { PublicUser, Withdrawal } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { LABELS, WALLET_TEXTS, WITHDRAWAL_TEXTS } from '@app/domain/messages';
import { ActionIcon, Alert, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconHourglass, IconKey, IconWallet } from '@tabler/icons-react';
import { defineTexts, useTexts } from '../../lib/i18n';
import { EmphasizedAmount } from '../withdrawals';
import { useHiddenBalance } from './use-hidden-balance';
import { SectionCard } from '../../components/section-card';

const labels = defineTexts({ LABELS });
const walletTexts = defineTexts({ WALLET_TEXTS });
const withdrawalTexts = defineTexts({ WITHDRAWAL_TEXTS });

/** The balance card: balance (hidden on request, remembered on this device), what is free to withdraw, WITHDRAW. */
export function BalanceCard({
  user,
  openRequest,
  onWithdraw,
  onEnterCode,
}: {
  user: PublicUser;
  openRequest: Withdrawal | undefined;
  onWithdraw: () => void;
  onEnterCode: (withdrawal: Withdrawal) => void;
}) {
  const { isHidden, setHidden, show } = useHiddenBalance();
  const label = useTexts(labels);
  const t = useTexts(walletTexts);
  const w = useTexts(withdrawalTexts);
  const toggleLabel = isHidden ? t.showBalance : t.hideBalance;
  const hasReserved = user.availableBalance !== user.walletBalance;

  return (
    <SectionCard
      icon={IconWallet}
      title={t.walletBalance}
      shadow="xs"
      aside={
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setHidden(!isHidden)}
            aria-label={toggleLabel}
            aria-pressed={isHidden}
          >
            {isHidden ? <IconEye size={20} aria-hidden /> : <IconEyeOff size={20} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      }
    >
      <Text
        fz={{ base: 28, xs: 32 }}
        fw={800}
        lh={1.1}
        className="tabular"
      >
        {show(user.walletBalance)}
      </Text>
      {hasReserved && (
        <Text size="sm" c="dimmed">
          {t.availableToWithdraw}{' '}
          <Text span fw={700} className="tabular" c="var(--mantine-color-text)">
            {show(user.availableBalance)}
          </Text>
        </Text>
      )}
      {openRequest?.status === 'awaiting_code' && (
        <Alert variant="light" color="yellow" icon={<IconKey size={18} aria-hidden />} p="sm">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <EmphasizedAmount
                sentence={(amount) => w.waitingForCode({ amount, date: formatDateTime(openRequest.code.expiresAt) })}
                amount={openRequest.amount}
              />
            </Text>
            <Button size="xs" variant="default" onClick={() => onEnterCode(openRequest)}>
              {t.enterCode}
            </Button>
          </Stack>
        </Alert>
      )}
      {openRequest?.status === 'pending' && (
        <Alert variant="light" color="blue" icon={<IconHourglass size={18} aria-hidden />} p="sm">
          <Text size="sm">
            <EmphasizedAmount sentence={(amount) => w.waitingForApproval({ amount })} amount={openRequest.amount} />
          </Text>
        </Alert>
      )}
      <Button size="md" fullWidth onClick={onWithdraw}>
        {label.withdraw}
      </Button>
    </SectionCard>
  );
}
