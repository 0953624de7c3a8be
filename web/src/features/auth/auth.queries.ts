import { type AuthResponse, isAdminRole, type LoginResponse, type PublicUser } from '@app/domain/contract';
import type { Login, Register } from '@app/domain/schemas';
import { onlineManager, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorized } from '../../lib/api';
import { wipePersistedQueries } from '../../lib/persist';
import { pollEvery } from '../../lib/query-client';
import { authKeys, loanKeys, mutationKeys } from '../../lib/query-keys';

/** GET /api/auth/me; a 401 means "signed out" and yields null (the SPEC's null-on-401 configuration). */
async function fetchMe(signal?: AbortSignal): Promise<PublicUser | null> {
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

/**
 * The route guards' current user: the cached one (restored from this device
 * when offline), else the server's. With no network and nothing cached,
 * nobody is signed in here: the login screen rather than a page waiting forever.
 */
export async function ensureMe(queryClient: QueryClient): Promise<PublicUser | null> {
  const cached = queryClient.getQueryData<PublicUser | null>(authKeys.me);
  if (cached !== undefined) return cached;
  if (!onlineManager.isOnline()) return null;
  try {
    return await queryClient.fetchQuery(meQueryOptions);
  } catch (error) {
    // fetch itself failed: a network that claims to be up but is not.
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/** The signed-in user's query as the dashboard polls it (SPEC: every 2 to 3 s). */
export const mePollingQueryOptions = queryOptions({
  ...meQueryOptions,
  refetchInterval: pollEvery('me'),
});

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Login) => apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: ({ user, mfa, loans }) => {
      // A new session must never see the previous one's data, here or saved on the device.
      queryClient.clear();
      void wipePersistedQueries();
      // With a second factor nobody is signed in until the code step (decision 032).
      queryClient.setQueryData(authKeys.me, mfa ? null : user);
      // A borrower's loans come with the answer: HOME shows without asking GET /api/loans again (decision 038).
      if (!mfa && loans) queryClient.setQueryData(loanKeys.all, loans);
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
      void wipePersistedQueries();
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

/**
 * Logout always ends the session on this device: even when the call fails
 * (offline), every cached query is dropped, and so is the copy saved for
 * offline use (SPEC: logout clears all cached data).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.logout,
    // Offline too: a paused logout would leave the user's data on the screen.
    networkMode: 'always',
    mutationFn: async () => {
      try {
        await apiRequest('/api/auth/logout', { method: 'POST' });
      } finally {
        await queryClient.cancelQueries();
        queryClient.clear();
        queryClient.setQueryData(authKeys.me, null);
        // Not awaited: the screen must not wait on IndexedDB (the write queue is dropped at once).
        void wipePersistedQueries();
      }
    },
  });
}

/** Where a signed-in user belongs (SPEC section 4). */
export function homePathFor(user: Pick<PublicUser, 'role'>): '/admin' | '/dashboard' {
  return isAdminRole(user.role) ? '/admin' : '/dashboard';
}
