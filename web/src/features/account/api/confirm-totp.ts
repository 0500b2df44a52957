import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';

/** `POST /api/account/two-factor/totp/confirm`: one code turns it on; ten recovery codes. */
export function confirmTotp(code: string) {
  return api.post('/api/account/two-factor/totp/confirm', { body: { code } });
}

/** Turns it on, then rereads the session (the user now has `two_factor`). */
export function useConfirmTotp({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof confirmTotp> } = {}) {
  return useMutationThen(
    confirmTotp,
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    mutationConfig,
  );
}
