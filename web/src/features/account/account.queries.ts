import type { ChangePassword } from '@app/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/**
 * POST /api/user/change-password. The server keeps this device's session and
 * ends every other one, so nothing cached here needs refreshing.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: Pick<ChangePassword, 'email' | 'currentPassword' | 'newPassword'>) =>
      apiRequest<{ message: string }>('/api/user/change-password', { method: 'POST', body: input }),
  });
}
