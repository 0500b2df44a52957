import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';
import type { Referral } from '@/types/api';

/** `POST /api/account/referral`: a new key replaces the old one. */
export function generateReferral() {
  return api.post('/api/account/referral');
}

/** The answer carries the new key: it becomes the cached referral at once. */
export function useGenerateReferral({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof generateReferral> } = {}) {
  return useMutationThen(
    generateReferral,
    (queryClient, referral) => {
      queryClient.setQueryData<Referral>(queryKeys.referral, referral);
    },
    mutationConfig,
  );
}
