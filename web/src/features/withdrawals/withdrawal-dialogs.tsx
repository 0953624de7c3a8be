import type { Withdrawal } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { DIALOGS, LABELS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AmountStep } from './amount-step';
import { OtpStep } from './otp-step';
import type { WithdrawalFlow, WithdrawalFlowState } from './use-withdrawal-flow';

type StepState = Extract<WithdrawalFlowState, { kind: 'amount' | 'otp' | 'submitted' }>;

const STEP_TITLES: Record<StepState['kind'], string> = {
  amount: DIALOGS.withdrawFunds.title,
  otp: DIALOGS.enterOtp.title,
  submitted: DIALOGS.withdrawalSubmitted.title,
};

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
}: {
  flow: WithdrawalFlow;
  availableBalance: number;
  /** The request in progress, if any (see openWithdrawal). */
  openRequest: Withdrawal | undefined;
}) {
  const step = asStep(flow.state);
  // The last step stays on screen while the dialog fades out.
  const [shown, setShown] = useState<StepState | null>(step);
  if (step !== null && step !== shown) setShown(step);
  const [isWrongCodeOpen, setWrongCodeOpen] = useState(false);

  return (
    <>
      <Modal
        opened={step !== null}
        onClose={flow.close}
        title={shown ? STEP_TITLES[shown.kind] : ''}
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': 'Close' }}
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
        title={DIALOGS.invalidOtp.title}
        centered
        size="xs"
        zIndex={400}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>{DIALOGS.invalidOtp.message}</Text>
          <Button onClick={() => setWrongCodeOpen(false)} fullWidth>
            {LABELS.ok}
          </Button>
        </Stack>
      </Modal>

      <Modal
        opened={flow.state.kind === 'notAvailable'}
        onClose={flow.close}
        title={DIALOGS.withdrawalNotAvailable.title}
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>{flow.state.kind === 'notAvailable' && flow.state.reason ? flow.state.reason : DIALOGS.withdrawalNotAvailable.message}</Text>
          {openRequest && <OpenRequestText withdrawal={openRequest} />}
          <Group justify="flex-end" gap="sm">
            {openRequest?.status === 'awaiting_code' && (
              <Button variant="default" onClick={() => flow.enterCode(openRequest)}>
                Enter code
              </Button>
            )}
            <Button onClick={flow.close}>{LABELS.ok}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function OpenRequestText({ withdrawal }: { withdrawal: Withdrawal }) {
  const amount = (
    <Text span fw={700} className="tabular">
      {formatPhp(withdrawal.amount)}
    </Text>
  );
  if (withdrawal.status === 'awaiting_code') {
    return (
      <Text size="sm" c="dimmed">
        Your request of {amount} is waiting for its code, which expires {formatDateTime(withdrawal.code.expiresAt)}.
        If you have the code, enter it now.
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Your request of {amount} is waiting for approval by your loan officer.
    </Text>
  );
}

function SubmittedStep({ amount, onDone }: { amount: number; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Text>
        Your withdrawal of{' '}
        <Text span fw={700} className="tabular">
          {formatPhp(amount)}
        </Text>{' '}
        has been confirmed and now awaits approval by your loan officer. The money leaves your wallet once it is
        approved.
      </Text>
      <Button onClick={onDone} fullWidth>
        {LABELS.ok}
      </Button>
    </Stack>
  );
}
