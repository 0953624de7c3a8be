import type { AuthResponse, PublicUser } from '@app/domain/contract';
import type { Login, Register } from '@app/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorized } from '../../lib/api';
import { POLL_MS } from '../../lib/query-client';

export const authKeys = {
  me: ['auth', 'me'] as const,
};

/** GET /api/auth/me; a 401 means "signed out" and yields null (the SPEC's null-on-401 configuration). */
export async function fetchMe(signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    const { user } = await apiRequest<AuthResponse>('/api/auth/me', { signal });
    return user;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: ({ signal }) => fetchMe(signal),
});

/** The signed-in user's query as the dashboard polls it (SPEC: every 2 to 3 s). */
export const mePollingQueryOptions = queryOptions({
  ...meQueryOptions,
  refetchInterval: POLL_MS.me,
});

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Login) => apiRequest<AuthResponse>('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: ({ user }) => {
      // A new session must never see the previous one's data.
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Register) =>
      apiRequest<AuthResponse>('/api/auth/register', { method: 'POST', body: input }),
    onSuccess: ({ user }) => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

/**
 * Logout always ends the session on this device: even when the call fails
 * (offline), every cached query is dropped.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('/api/auth/logout', { method: 'POST' });
      } finally {
        await queryClient.cancelQueries();
        queryClient.clear();
        queryClient.setQueryData(authKeys.me, null);
      }
    },
  });
}

/** Where a signed-in user belongs (SPEC section 4). */
export function homePathFor(user: Pick<PublicUser, 'role'>): '/admin' | '/dashboard' {
  return user.role === 'admin' || user.role === 'main_admin' ? '/admin' : '/dashboard';
}
