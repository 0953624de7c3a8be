import type { AuthResponse } from '@app/domain/contract';
import type { BankInfo, Verification } from '@app/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { invalidateAfterBorrowerChange } from '../../lib/borrower-refresh';
import { authKeys } from '../../lib/query-keys';
import { uploadDocuments } from '../documents';

export function useSavePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Verification) =>
      apiRequest<AuthResponse>('/api/user/verification', { method: 'POST', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(authKeys.me, user),
  });
}

export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocuments,
    onSuccess: () => invalidateAfterBorrowerChange(queryClient),
  });
}

export function useSaveBankInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankInfo) => apiRequest<AuthResponse>('/api/user/bank-info', { method: 'POST', body: input }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(authKeys.me, user);
      await invalidateAfterBorrowerChange(queryClient);
    },
  });
}
