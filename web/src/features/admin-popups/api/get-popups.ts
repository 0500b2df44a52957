import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Popup } from '@/types/api';

/** `GET /api/admin/popups`: every login message, newest first. */
export function getPopups({ signal }: { signal?: AbortSignal } = {}): Promise<Popup[]> {
  return api.get('/api/admin/popups', { signal });
}

export function usePopups() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminPopups,
      queryFn: ({ signal }) => getPopups({ signal }),
    }),
  );
}
