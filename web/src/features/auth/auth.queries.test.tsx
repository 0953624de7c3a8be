import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { wipePersistedQueries } from '../../lib/persist';
import { createQueryClient } from '../../lib/query-client';
import { server } from '../../test/server';
import { useLogout } from './auth.queries';
import { authKeys, loanKeys } from '../../lib/query-keys';

vi.mock('../../lib/persist', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/persist')>()),
  wipePersistedQueries: vi.fn(() => Promise.resolve()),
}));

function renderLogout() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me, { id: 1, role: 'borrower' });
  queryClient.setQueryData(loanKeys.all, [{ id: 9 }]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useLogout(), { wrapper }) };
}

describe('useLogout', () => {
  it.each([
    ['the server confirms', () => HttpResponse.json({ ok: true })],
    ['the device is offline', () => HttpResponse.error()],
  ])('clears the cache and the copy saved for offline use when %s', async (_case, reply) => {
    vi.mocked(wipePersistedQueries).mockClear();
    server.use(http.post('/api/auth/logout', reply));
    const { result, queryClient } = renderLogout();
    result.current.mutate();
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(queryClient.getQueryData(authKeys.me)).toBeNull();
    expect(queryClient.getQueryData(loanKeys.all)).toBeUndefined();
    expect(wipePersistedQueries).toHaveBeenCalled();
  });
});
