import type { Withdrawal } from '@app/domain/contract';
import { useState } from 'react';
import { openWithdrawal } from './withdrawals.queries';

/**
 * Where the borrower is in the withdrawal dialogs (SPEC section 4):
 * amount, then the code, then success; or the 'Withdrawal Not Available'
 * dialog when a request is still in progress, or with the reason why
 * withdrawals are on hold (DEPARTURES 12): until when, for the dialog to say
 * in the language on screen, or the server's words when it refused first.
 */
export type WithdrawalFlowState =
  | { kind: 'closed' }
  | { kind: 'notAvailable'; heldUntil?: string; reason?: string }
  | { kind: 'amount' }
  | { kind: 'otp'; withdrawal: Withdrawal }
  | { kind: 'submitted'; amount: number };

export type WithdrawalFlow = {
  state: WithdrawalFlowState;
  /** Changes on every opening, so each opening starts from fresh steps. */
  session: number;
  /** WITHDRAW: the amount step, or 'Withdrawal Not Available' while a request is in progress or withdrawals are on hold. */
  start: () => void;
  /** The code step for a request waiting for its code (just made, or reopened by 'Enter code'). */
  enterCode: (withdrawal: Withdrawal) => void;
  /** Back to the amount step after a code became unusable (the server still guards against a second request). */
  restart: () => void;
  showSubmitted: (amount: number) => void;
  showNotAvailable: (reason?: string) => void;
  /** Closing at any step: the next opening starts again at the amount step. */
  close: () => void;
};

export function useWithdrawalFlow(
  withdrawals: readonly Withdrawal[] | undefined,
  { heldUntil }: { heldUntil: string | null },
): WithdrawalFlow {
  const [state, setState] = useState<WithdrawalFlowState>({ kind: 'closed' });
  const [session, setSession] = useState(0);
  const open = (next: WithdrawalFlowState) => {
    setSession((n) => n + 1);
    setState(next);
  };
  return {
    state,
    session,
    start: () =>
      open(
        openWithdrawal(withdrawals)
          ? { kind: 'notAvailable' }
          : heldUntil
            ? { kind: 'notAvailable', heldUntil }
            : { kind: 'amount' },
      ),
    enterCode: (withdrawal) => open({ kind: 'otp', withdrawal }),
    restart: () => open({ kind: 'amount' }),
    showSubmitted: (amount) => setState({ kind: 'submitted', amount }),
    showNotAvailable: (reason) => setState({ kind: 'notAvailable', ...(reason ? { reason } : {}) }),
    close: () => setState({ kind: 'closed' }),
  };
}
