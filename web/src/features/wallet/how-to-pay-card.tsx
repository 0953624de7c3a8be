import type { LoanWithAccount } from '@app/domain/contract';
import { PAYMENT_CHANNEL_INSTRUCTIONS, PAYMENT_CHANNEL_LABELS, REPAYMENT_LABELS, WALLET_REPAYMENT_TEXTS } from '@app/domain/messages';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { OfflineHint } from '../../components/offline-banner';
import { DueFacts } from '../loans';
import { PaymentReference } from '../../components/payment-reference';
import { COMPANY } from '../../config/company';
import { defineTexts, useTexts } from '../../lib/i18n';
import { useOfflineInfo } from '../../lib/online';
import { SectionCard } from '../../components/section-card';

const paymentChannelLabels = defineTexts({ PAYMENT_CHANNEL_LABELS });
const paymentChannelInstructions = defineTexts({ PAYMENT_CHANNEL_INSTRUCTIONS });
const repaymentLabels = defineTexts({ REPAYMENT_LABELS });
const walletRepaymentTexts = defineTexts({ WALLET_REPAYMENT_TEXTS });

/**
 * Issue 12's How to Pay card: the loan's payment reference with COPY, what is
 * due and when, PAY FROM WALLET, and each collection channel's instructions
 * from the company configuration.
 */
export function HowToPayCard({
  loan,
  paymentReference,
  onPay,
}: {
  loan: LoanWithAccount;
  paymentReference: string;
  onPay: () => void;
}) {
  const { isOffline } = useOfflineInfo();
  const channelLabels = useTexts(paymentChannelLabels);
  const instructions = useTexts(paymentChannelInstructions);
  const label = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  return (
    <SectionCard icon={IconReceipt2} title={label.howToPay}>
      <PaymentReference reference={paymentReference} />
      <DueFacts nextDue={loan.nextDue} />
      <Button size="md" fullWidth className="button-wraps" onClick={onPay} disabled={isOffline}>
        {label.payFromWallet}
      </Button>
      <OfflineHint />
      <Stack gap="xs">
        <Title order={3} fz="sm">
          {T.paymentChannels}
        </Title>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {COMPANY.paymentChannels.map(({ channel }) => (
            <li key={channel}>
              <Text size="sm" fw={700}>
                {channelLabels[channel]}
              </Text>
              <Text size="sm">{instructions[channel]}</Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
