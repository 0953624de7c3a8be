import { LOAN_DOCUMENT_PATHS, type LoanWithAccount, type PaymentReceipt } from '@app/domain/contract';
import {
  LABELS,
  NOTIFICATION_TEXTS,
  paymentReceivedNotice,
  REPAYMENT_LABELS,
  VALIDATION_MESSAGES,
  WALLET_REPAYMENT_TEXTS,
  WALLET_TEXTS,
} from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { LoanPaymentSchema } from '@app/domain/schemas';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AMOUNT_FIELD, AmountInput } from '../../components/amount-input';
import { OfflineHint } from '../../components/offline-banner';
import { useSchemaForm } from '../../lib/form';
import { defineTexts, useTexts, useTranslateText } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { useOfflineInfo } from '../../lib/online';
import { payoffQueryOptions, usePayFromWallet } from './repayment.queries';
import { SummaryTable } from './summary-table';
import { useErrorText } from '../../lib/error-text';

const labels = defineTexts({ LABELS });
const repaymentLabels = defineTexts({ REPAYMENT_LABELS });
const walletRepaymentTexts = defineTexts({ WALLET_REPAYMENT_TEXTS });
const walletTexts = defineTexts({ WALLET_TEXTS });
// The receipt's notice is the notification the server writes for it, in the language on screen.
const notificationTexts = defineTexts({ NOTIFICATION_TEXTS });
const FIELD_TEXTS = [defineTexts({ VALIDATION_MESSAGES })];

type Choice = 'due' | 'payoff' | 'other';

type Step = { kind: 'choose' } | { kind: 'confirm'; amount: number } | { kind: 'receipt'; receipt: PaymentReceipt };

/**
 * Pay from the wallet (issue 12): the amount due, the payoff quote or another
 * amount; a confirmation naming the amount and the loan; then the receipt.
 * The server decides (balance, payoff); its refusal is shown as it says it.
 */
export function PayFromWalletDialog({
  loan,
  availableBalance,
  opened,
  onClose,
}: {
  loan: LoanWithAccount;
  availableBalance: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const pay = usePayFromWallet(loan.id);
  const notices = useTexts(notificationTexts);
  const label = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  const t = useTexts(walletTexts);
  const errorText = useErrorText();
  const titles: Record<Step['kind'], string> = {
    choose: T.payFromWalletTitle,
    confirm: label.confirmPayment,
    receipt: T.paymentDone,
  };
  const close = () => {
    onClose();
    setStep({ kind: 'choose' });
    pay.reset();
  };
  return (
    <Modal opened={opened} onClose={close} title={titles[step.kind]} centered size="sm" closeButtonProps={{ 'aria-label': t.close }}>
      {step.kind === 'choose' && (
        <ChooseStep loan={loan} availableBalance={availableBalance} onChosen={(amount) => setStep({ kind: 'confirm', amount })} />
      )}
      {step.kind === 'confirm' && (
        <Stack gap="md">
          <Text>{T.walletPaymentQuestion({ amount: formatPhp(step.amount), loanId: loan.id })}</Text>
          <AvailableInWallet amount={availableBalance} />
          {pay.isError && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={18} aria-hidden />} p="sm" role="alert">
              {errorText(pay.error, T.paymentFailed)}
            </Alert>
          )}
          <PayButtons
            onBack={() => {
              pay.reset();
              setStep({ kind: 'choose' });
            }}
            onPay={() =>
              pay.mutate(step.amount, {
                onSuccess: (receipt) => {
                  notifySuccess(
                    paymentReceivedNotice({ amount: receipt.amount, loanId: receipt.loanId, receiptNumber: receipt.receiptNumber, balance: receipt.balance }, notices),
                  );
                  setStep({ kind: 'receipt', receipt });
                },
              })
            }
            isPaying={pay.isPending}
          />
        </Stack>
      )}
      {step.kind === 'receipt' && <ReceiptStep receipt={step.receipt} onDone={close} />}
    </Modal>
  );
}

function ChooseStep({
  loan,
  availableBalance,
  onChosen,
}: {
  loan: LoanWithAccount;
  availableBalance: number;
  onChosen: (amount: number) => void;
}) {
  const payoff = useQuery(payoffQueryOptions(loan.id));
  const label = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  const fieldText = useTranslateText(FIELD_TEXTS);
  const [choice, setChoice] = useState<Choice>(loan.nextDue ? 'due' : 'payoff');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(LoanPaymentSchema, { amount: '' });
  const chosen = choice === 'due' ? loan.nextDue?.amount : choice === 'payoff' ? payoff.data?.amount : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (choice === 'other') return handleSubmit(({ amount }) => onChosen(amount))(event);
        event.preventDefault();
        if (chosen !== undefined) onChosen(chosen);
      }}
    >
      <Stack gap="md">
        <Radio.Group value={choice} onChange={(value) => setChoice(value as Choice)} label={T.whatToPay}>
          <Stack gap="sm" mt="xs">
            {loan.nextDue && (
              <Radio value="due" label={label.payAmountDue} description={formatPhp(loan.nextDue.amount)} />
            )}
            <Radio
              value="payoff"
              label={label.payPayoff}
              description={payoff.data ? formatPhp(payoff.data.amount) : undefined}
              disabled={!payoff.data}
            />
            <Radio value="other" label={label.payOtherAmount} />
          </Stack>
        </Radio.Group>
        {choice === 'other' && (
          <AmountInput
            label={T.payAmount}
            error={errors.amount?.message && fieldText(errors.amount.message)}
            {...register('amount', AMOUNT_FIELD)}
          />
        )}
        <AvailableInWallet amount={availableBalance} />
        {/* The payoff is chosen before its quote has loaded only when nothing is due. */}
        <Button type="submit" fullWidth disabled={choice !== 'other' && chosen === undefined}>
          {T.continue}
        </Button>
      </Stack>
    </form>
  );
}

function AvailableInWallet({ amount }: { amount: number }) {
  const T = useTexts(walletRepaymentTexts);
  return (
    <Text size="sm" c="dimmed">
      {T.availableInWallet}:{' '}
      <Text span fw={700} className="tabular" c="var(--mantine-color-text)">
        {formatPhp(amount)}
      </Text>
    </Text>
  );
}

function PayButtons({ onBack, onPay, isPaying }: { onBack: () => void; onPay: () => void; isPaying: boolean }) {
  const { isOffline } = useOfflineInfo();
  const label = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  return (
    <Stack gap="xs">
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={isPaying}>
          {T.back}
        </Button>
        <Button onClick={onPay} loading={isPaying} disabled={isOffline}>
          {label.pay}
        </Button>
      </Group>
      <OfflineHint />
    </Stack>
  );
}

function ReceiptStep({ receipt, onDone }: { receipt: PaymentReceipt; onDone: () => void }) {
  const { isOffline } = useOfflineInfo();
  const T = useTexts(walletRepaymentTexts);
  const label = useTexts(labels);
  return (
    <Stack gap="md">
      <SummaryTable
        rows={[
          [T.receiptNumber, receipt.receiptNumber],
          [T.amountPaid, formatPhp(receipt.amount)],
          [T.newBalance, formatPhp(receipt.balance)],
        ]}
      />
      {receipt.isLoanClosed && <Text size="sm">{T.loanClosed}</Text>}
      {!isOffline && (
        <Button variant="default" component="a" href={LOAN_DOCUMENT_PATHS.receipt(receipt.transaction.id)} download>
          {T.downloadReceipt}
        </Button>
      )}
      <Button onClick={onDone} fullWidth>
        {label.ok}
      </Button>
    </Stack>
  );
}
