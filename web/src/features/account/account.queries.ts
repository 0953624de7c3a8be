import type { ChangePassword } from '@app/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

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
