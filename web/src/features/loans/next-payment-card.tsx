import type { LoanWithAccount } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { NEXT_PAYMENT_TEXTS, PAYMENT_CHANNEL_LABELS, REPAYMENT_LABELS, WALLET_REPAYMENT_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { daysBetween, manilaToday } from '@app/domain/repayment';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { OfflineHint } from '../../components/offline-banner';
import { PaymentReference } from '../../components/payment-reference';
import { COMPANY } from '../../config/company';
import { defineTexts, useTexts } from '../../lib/i18n';
import { useOfflineInfo } from '../../lib/online';
import { AutoPaySwitch } from './auto-pay-switch';
import { SectionCard } from '../../components/section-card';

const nextPaymentTexts = defineTexts({ NEXT_PAYMENT_TEXTS });
const paymentChannelLabels = defineTexts({ PAYMENT_CHANNEL_LABELS });
const repaymentLabels = defineTexts({ REPAYMENT_LABELS });
const walletRepaymentTexts = defineTexts({ WALLET_REPAYMENT_TEXTS });

// Readable on the card in both schemes (red.9 on white, red.4 on dark grey); the words say it too.
const OVERDUE_RED = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** Days from today in Manila to the due date, in words: left, today, or overdue (with its colour). */
function DueIn({ dueDate }: { dueDate: string }) {
  const t = useTexts(nextPaymentTexts);
  const days = daysBetween({ from: manilaToday(new Date()), to: dueDate });
  if (days < 0) {
    return (
      <Text size="sm" fw={700} c={OVERDUE_RED}>
        {t.daysOverdue(-days)}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={700}>
      {days === 0 ? t.dueToday : t.daysLeft(days)}
    </Text>
  );
}

/**
 * What is due, first on HOME and WALLET (issue 28, item 3): the amount the
 * server says is due (loan.nextDue: the installments due now, with their
 * late fees) and when, PAY (the pay-from-wallet flow), the payment reference
 * with COPY, and how soon each channel posts a payment and at what fee.
 */
export function NextPaymentCard({ loan, onPay }: { loan: LoanWithAccount; onPay: () => void }) {
  const { isOffline } = useOfflineInfo();
  const t = useTexts(nextPaymentTexts);
  const label = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  const channelLabels = useTexts(paymentChannelLabels);
  return (
    <SectionCard icon={IconCalendarDue} title={t.title}>
      <DueFacts nextDue={loan.nextDue} isLarge />
      <Button size="md" fullWidth onClick={onPay} disabled={isOffline}>
        {label.pay}
      </Button>
      <OfflineHint />
      <AutoPaySwitch loan={loan} />
      {loan.paymentReference && <PaymentReference reference={loan.paymentReference} copyName={T.copyReference} />}
      <Stack gap={4}>
        <Title order={3} fz="sm">
          {t.postingTimes}
        </Title>
        <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
          <PostingTime channel={t.fromWallet} time={t.atOnceNoFee} />
          {COMPANY.paymentChannels.map(({ channel, postingHours, fee }) => (
            <PostingTime
              key={channel}
              channel={channelLabels[channel]}
              time={fee === 0 ? t.withinHoursNoFee({ hours: postingHours }) : t.withinHours({ hours: postingHours, fee: formatPhp(fee) })}
            />
          ))}
        </Stack>
        {COMPANY.arePostingTimesSamples && (
          <Text size="xs" c="dimmed">
            {t.sampleFigures}
          </Text>
        )}
      </Stack>
      <Text size="sm" fw={700}>
        {t.payEarly}
      </Text>
    </SectionCard>
  );
}

/**
 * What is due and when (the server's loan.nextDue), or that nothing is: the
 * Next Payment card (large, with the days left or overdue) and How to Pay.
 */
export function DueFacts({ nextDue, isLarge = false }: { nextDue: LoanWithAccount['nextDue']; isLarge?: boolean }) {
  const label = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  if (!nextDue) return <Text size="sm">{T.nothingDue}</Text>;
  return (
    <Group grow gap="sm" align="flex-start">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {label.amountDue}
        </Text>
        <Text fz={isLarge ? 'xl' : undefined} fw={isLarge ? 800 : 700} className="tabular">
          {formatPhp(nextDue.amount)}
        </Text>
      </Stack>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {label.dueDate}
        </Text>
        <Text fw={700}>{formatDate(nextDue.dueDate)}</Text>
        {isLarge && <DueIn dueDate={nextDue.dueDate} />}
      </Stack>
    </Group>
  );
}

function PostingTime({ channel, time }: { channel: string; time: string }) {
  return (
    <Text component="li" size="sm">
      <Text span fw={700}>
        {channel}:
      </Text>{' '}
      {time}
    </Text>
  );
}
