import type { MessageChannelChoice, MfaEnrolResponse, PublicUser } from '@app/domain/contract';
import type { ChangePassword } from '@app/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';

/**
 * POST /api/user/change-password. The server ends every session and gives this
 * device a new one in the response's cookie (the live socket reconnects with
 * it), so nothing cached here needs refreshing.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: Pick<ChangePassword, 'email' | 'currentPassword' | 'newPassword'>) =>
      apiRequest<{ message: string }>('/api/user/change-password', { method: 'POST', body: input }),
  });
}

const MFA_KEY = ['auth', 'mfa'] as const;

/** GET /api/auth/mfa: whether this borrower signs in with an authenticator app (DEPARTURES 17). */
export function useSecondFactorState() {
  return useQuery({ queryKey: MFA_KEY, queryFn: () => apiRequest<{ enabled: boolean }>('/api/auth/mfa') });
}

/** POST /api/auth/mfa/setup: a new key, waiting for its first code. */
export function useStartSecondFactor() {
  return useMutation({ mutationFn: () => apiRequest<{ secret: string; uri: string }>('/api/auth/mfa/setup', { method: 'POST' }) });
}

/** POST /api/auth/mfa/enroll: the first code turns it on and answers with the ten recovery codes. */
export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<MfaEnrolResponse>('/api/auth/mfa/enroll', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.setQueryData(MFA_KEY, { enabled: true }),
  });
}

/** POST /api/auth/mfa/disable: a current code or a recovery code turns it off. */
export function useTurnOffSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<{ enabled: boolean }>('/api/auth/mfa/disable', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.setQueryData(MFA_KEY, { enabled: false }),
  });
}

/** PUT /api/user/message-channels (issue 29): where reminders, receipts and notices go. */
export function useSaveMessageChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageChannels: MessageChannelChoice) =>
      apiRequest<{ user: PublicUser }>('/api/user/message-channels', { method: 'PUT', body: { messageChannels } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}

/** POST /api/user/email-verification (issue 29): a link to the member's email proves the address. */
export function useSendEmailLink() {
  return useMutation({ mutationFn: () => apiRequest<{ message: string }>('/api/user/email-verification', { method: 'POST' }) });
}
