import type { Withdrawal } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { DIALOGS, LABELS, WALLET_TEXTS, WITHDRAWAL_TEXTS } from '@app/domain/messages';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { defineTexts, useTexts } from '../../lib/i18n';
import { AmountStep } from './amount-step';
import { EmphasizedAmount } from './emphasized-amount';
import { OtpStep, type PayoutAccount } from './otp-step';
import type { WithdrawalFlow, WithdrawalFlowState } from './use-withdrawal-flow';

const dialogs = defineTexts({ DIALOGS });
const labels = defineTexts({ LABELS });
const walletTexts = defineTexts({ WALLET_TEXTS });
const withdrawalTexts = defineTexts({ WITHDRAWAL_TEXTS });

type StepState = Extract<WithdrawalFlowState, { kind: 'amount' | 'otp' | 'submitted' }>;

function asStep(state: WithdrawalFlowState): StepState | null {
  return state.kind === 'amount' || state.kind === 'otp' || state.kind === 'submitted' ? state : null;
}

/**
 * The withdrawal dialogs of SPEC section 2: one dialog with the steps
 * 'Withdraw Funds', 'Enter OTP' and 'Withdrawal Submitted', plus
 * 'Invalid OTP' over the code step and 'Withdrawal Not Available'.
 */
export function WithdrawalDialogs({
  flow,
  availableBalance,
  openRequest,
  payoutAccount,
}: {
  flow: WithdrawalFlow;
  availableBalance: number;
  /** The borrower's bank and account, named (masked) by the code step as where the money goes. */
  payoutAccount: PayoutAccount;
  /** The request in progress, if any (see openWithdrawal). */
  openRequest: Withdrawal | undefined;
}) {
  const dialog = useTexts(dialogs);
  const label = useTexts(labels);
  const t = useTexts(walletTexts);
  const w = useTexts(withdrawalTexts);
  const step = asStep(flow.state);
  // The last step stays on screen while the dialog fades out.
  const [shown, setShown] = useState<StepState | null>(step);
  if (step !== null && step !== shown) setShown(step);
  const [isWrongCodeOpen, setWrongCodeOpen] = useState(false);
  const stepTitles: Record<StepState['kind'], string> = {
    amount: dialog.withdrawFunds.title,
    otp: dialog.enterOtp.title,
    submitted: dialog.withdrawalSubmitted.title,
  };
  const notAvailable = flow.state.kind === 'notAvailable' ? flow.state : undefined;
  const notAvailableText = notAvailable?.heldUntil
    ? w.withdrawalsHeld({ date: formatDateTime(notAvailable.heldUntil) })
    : notAvailable?.reason
      ? notAvailable.reason
      : dialog.withdrawalNotAvailable.message;

  return (
    <>
      <Modal
        opened={step !== null}
        onClose={flow.close}
        title={shown ? stepTitles[shown.kind] : ''}
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': t.close }}
      >
        <div key={flow.session}>
          {shown?.kind === 'amount' && (
            <AmountStep
              availableBalance={availableBalance}
              onRequested={flow.enterCode}
              onNotAvailable={flow.showNotAvailable}
            />
          )}
          {shown?.kind === 'otp' && (
            <OtpStep
              withdrawal={shown.withdrawal}
              payoutAccount={payoutAccount}
              onVerified={flow.showSubmitted}
              onWrongCode={() => setWrongCodeOpen(true)}
              onStartAgain={flow.restart}
            />
          )}
          {shown?.kind === 'submitted' && <SubmittedStep amount={shown.amount} onDone={flow.close} />}
        </div>
      </Modal>

      <Modal
        opened={isWrongCodeOpen}
        onClose={() => setWrongCodeOpen(false)}
        title={dialog.invalidOtp.title}
        centered
        size="xs"
        zIndex={400}
        closeButtonProps={{ 'aria-label': t.close }}
      >
        <Stack gap="md">
          <Text>{dialog.invalidOtp.message}</Text>
          <Button onClick={() => setWrongCodeOpen(false)} fullWidth>
            {label.ok}
          </Button>
        </Stack>
      </Modal>

      <Modal
        opened={notAvailable !== undefined}
        onClose={flow.close}
        title={dialog.withdrawalNotAvailable.title}
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': t.close }}
      >
        <Stack gap="md">
          <Text>{notAvailableText}</Text>
          {openRequest && <OpenRequestText withdrawal={openRequest} />}
          <Group justify="flex-end" gap="sm">
            {openRequest?.status === 'awaiting_code' && (
              <Button variant="default" onClick={() => flow.enterCode(openRequest)}>
                {t.enterCode}
              </Button>
            )}
            <Button onClick={flow.close}>{label.ok}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function OpenRequestText({ withdrawal }: { withdrawal: Withdrawal }) {
  const w = useTexts(withdrawalTexts);
  const sentence =
    withdrawal.status === 'awaiting_code'
      ? (amount: string) => w.requestWaitingForCode({ amount, date: formatDateTime(withdrawal.code.expiresAt) })
      : (amount: string) => w.requestWaitingForApproval({ amount });
  return (
    <Text size="sm" c="dimmed">
      <EmphasizedAmount sentence={sentence} amount={withdrawal.amount} />
    </Text>
  );
}

function SubmittedStep({ amount, onDone }: { amount: number; onDone: () => void }) {
  const w = useTexts(withdrawalTexts);
  const label = useTexts(labels);
  return (
    <Stack gap="md">
      <Text>
        <EmphasizedAmount sentence={(value) => w.submitted({ amount: value })} amount={amount} />
      </Text>
      <Button onClick={onDone} fullWidth>
        {label.ok}
      </Button>
    </Stack>
  );
}
