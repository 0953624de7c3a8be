import type { Withdrawal } from '@app/domain/contract';
import type { WithdrawalRequest, WithdrawalVerify } from '@app/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { pollEvery } from '../../lib/query-client';

export const withdrawalKeys = { all: ['withdrawals'] as const };

export const withdrawalsQueryOptions = queryOptions({
  queryKey: withdrawalKeys.all,
  queryFn: ({ signal }) => apiRequest<Withdrawal[]>('/api/user/withdrawals', { signal }),
  refetchInterval: pollEvery('withdrawals'),
});

/** A withdrawal still in progress blocks a new one (SPEC section 4). */
export function openWithdrawal(withdrawals: readonly Withdrawal[] | undefined): Withdrawal | undefined {
  return (withdrawals ?? []).find((w) => w.status === 'pending' || (w.status === 'awaiting_code' && !w.code.isExpired));
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalRequest) =>
      apiRequest<Withdrawal>('/api/withdrawals', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all(
        [['notifications'], ['withdrawals'], ['admin']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export function useVerifyWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalVerify) =>
      apiRequest<Withdrawal>('/api/withdrawals/verify', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all(
        [['withdrawals'], ['auth', 'me'], ['notifications'], ['ledger'], ['admin']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
