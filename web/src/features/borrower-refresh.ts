import type { QueryClient } from '@tanstack/react-query';

/**
 * SPEC section 7: after verification and loan successes, the current user,
 * documents, loans and notifications are refreshed (and the admin lists,
 * which only exist in an admin's cache).
 */
export async function invalidateAfterBorrowerChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [['auth', 'me'], ['documents'], ['loans'], ['notifications'], ['admin']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
