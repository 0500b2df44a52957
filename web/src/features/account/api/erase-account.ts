import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';
import type { Session } from '@/types/api';

/** `DELETE /api/account`: the member erases their own account, password checked. */
export function eraseAccount(password: string) {
  return api.delete('/api/account', { body: { password } });
}

/**
 * Once erased, this browser is a visitor's at once (the server cleared the cookie) and
 * the member's own data leaves the cache, as at a sign-out.
 */
export function useEraseAccount({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof eraseAccount> } = {}) {
  return useMutationThen(
    eraseAccount,
    async (queryClient) => {
      queryClient.setQueryData<Session>(queryKeys.session, (old) =>
        old ? { ...old, user: null, ban: null } : old,
      );
      queryClient.removeQueries({ queryKey: queryKeys.account });
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    mutationConfig,
  );
}
