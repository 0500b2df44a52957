import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';

export type DisableTwoFactorInput = { password: string; code: string };

/** `DELETE /api/account/two-factor`: the password and a code turn it off. */
export function disableTwoFactor(body: DisableTwoFactorInput) {
  return api.delete('/api/account/two-factor', { body });
}

export function useDisableTwoFactor({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof disableTwoFactor> } = {}) {
  return useMutationThen(
    disableTwoFactor,
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    mutationConfig,
  );
}
