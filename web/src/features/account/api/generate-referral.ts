import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MutationConfig } from '@/lib/react-query';
import type { Referral } from '@/types/api';

/** `POST /api/account/referral`: a new key replaces the old one. */
export function generateReferral() {
  return api.post('/api/account/referral');
}

/** The answer carries the new key: it becomes the cached referral at once. */
export function useGenerateReferral({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof generateReferral> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation({
    ...restConfig,
    onSuccess: async (...args) => {
      const { active_key, key_uses, max_uses, key_expires_at, total_referrals } = args[0];
      queryClient.setQueryData<Referral>(queryKeys.referral, {
        active_key,
        key_uses,
        max_uses,
        key_expires_at,
        total_referrals,
      });
      await onSuccess?.(...args);
    },
    mutationFn: generateReferral,
  });
}
