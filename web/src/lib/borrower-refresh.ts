import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, authKeys, documentKeys, invalidateKeys, loanKeys, notificationKeys } from './query-keys';

/**
 * SPEC section 7: after verification and loan successes, the current user,
 * documents, loans and notifications are refreshed (and the admin lists,
 * which only exist in an admin's cache).
 */
export function invalidateAfterBorrowerChange(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [authKeys.me, documentKeys.all, loanKeys.all, notificationKeys.all, adminKeys.all]);
}
