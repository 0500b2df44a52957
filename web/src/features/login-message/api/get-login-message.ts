import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Popup } from '@/types/api';

/** `GET /api/popup`: the active login message, or null. Anyone may read it. */
export function getLoginMessage({ signal }: { signal?: AbortSignal } = {}): Promise<Popup | null> {
  return api.get('/api/popup', { signal });
}

export function useLoginMessage() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.loginMessage,
      queryFn: ({ signal }) => getLoginMessage({ signal }),
    }),
  );
}
