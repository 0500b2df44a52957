import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Referral } from '@/types/api';

/** `GET /api/account/referral`: the member's current key and its use. */
export function getReferral({ signal }: { signal?: AbortSignal } = {}): Promise<Referral> {
  return api.get('/api/account/referral', { signal });
}

export function getReferralQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.referral,
    queryFn: ({ signal }) => getReferral({ signal }),
  });
}

export function useReferral() {
  return useQuery(getReferralQueryOptions());
}
