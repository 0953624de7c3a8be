import type { Withdrawal } from '@app/domain/contract';
import type { WithdrawalRequest, WithdrawalVerify } from '@app/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, HttpError } from '../../lib/api';
import { pollEvery } from '../../lib/query-client';
import { adminKeys, authKeys, invalidateKeys, ledgerKeys, notificationKeys, withdrawalKeys } from '../../lib/query-keys';

export const withdrawalsQueryOptions = queryOptions({
  queryKey: withdrawalKeys.all,
  queryFn: ({ signal }) => apiRequest<Withdrawal[]>('/api/user/withdrawals', { signal }),
  refetchInterval: pollEvery('withdrawals'),
});

/** A withdrawal still in progress blocks a new one (SPEC section 4). */
export function openWithdrawal(withdrawals: readonly Withdrawal[] | undefined): Withdrawal | undefined {
  return (withdrawals ?? []).find((w) => w.status === 'pending' || (w.status === 'awaiting_code' && !w.code.isExpired));
}

/** The server refused a new request because another one is still in progress. */
export function isWithdrawalInProgressError(error: unknown): boolean {
  return error instanceof HttpError && error.code === 'withdrawal_pending';
}

/** The server refused a new request: withdrawals are on hold after staff changed the bank account (DEPARTURES 12). */
export function isWithdrawalsHeldError(error: unknown): error is HttpError & { serverMessage: string } {
  return error instanceof HttpError && error.code === 'withdrawals_held' && error.serverMessage !== undefined;
}

/** The amount is more than the wallet can give: said under the amount field as well. */
export function isInsufficientBalanceError(error: unknown): error is HttpError & { serverMessage: string } {
  return error instanceof HttpError && error.code === 'insufficient_balance' && error.serverMessage !== undefined;
}

/** A wrong code: the server names the otp field (expired and locked codes are 409 instead). */
export function isWrongCodeError(error: unknown): boolean {
  return error instanceof HttpError && error.status === 400 && (error.fieldErrors.otp?.length ?? 0) > 0;
}

/** The code can no longer be used (expired, locked, nothing waiting): the borrower has to start again. */
export function isCodeUnusableError(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409;
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalRequest) =>
      apiRequest<Withdrawal>('/api/withdrawals', { method: 'POST', body: input }),
    onSuccess: () => invalidateKeys(queryClient, [notificationKeys.all, withdrawalKeys.all, adminKeys.all]),
  });
}

/** "Send again" (issue 29): a new code for the request waiting for one, a minute after the last. */
export function useResendWithdrawalCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Withdrawal>('/api/withdrawals/resend-code', { method: 'POST' }),
    onSuccess: () => invalidateKeys(queryClient, [withdrawalKeys.all, notificationKeys.all, adminKeys.all]),
  });
}

export function useVerifyWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalVerify) =>
      apiRequest<Withdrawal>('/api/withdrawals/verify', { method: 'POST', body: input }),
    onSuccess: () =>
      invalidateKeys(queryClient, [withdrawalKeys.all, authKeys.me, notificationKeys.all, ledgerKeys.all, adminKeys.all]),
  });
}
