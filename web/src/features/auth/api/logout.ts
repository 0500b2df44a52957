import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';
import type { Session } from '@/types/api';

/**
 * `POST /api/auth/logout`. A 401 means the session had already ended (elsewhere, or by
 * a password change): the member is signed out either way, so it counts as success
 * (docs/product.md, member side §7: 'session not found' is treated as success).
 */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Signs out: the session becomes a visitor's at once, and the member's own data is dropped. */
export function useLogout({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  return useMutationThen(
    logout,
    async (queryClient) => {
      queryClient.setQueryData<Session>(queryKeys.session, (old) =>
        old ? { ...old, user: null, ban: null } : old,
      );
      queryClient.removeQueries({ queryKey: queryKeys.account });
      queryClient.removeQueries({ queryKey: queryKeys.adminUsers });
      queryClient.removeQueries({ queryKey: queryKeys.adminGenres });
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    mutationConfig,
  );
}
