import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AdminGenre } from '@/types/api';

/** `GET /api/admin/genres`: every genre with its usage counts, ordered by name. */
export function getAdminGenres({ signal }: { signal?: AbortSignal } = {}): Promise<AdminGenre[]> {
  return api.get('/api/admin/genres', { signal });
}

export function getAdminGenresQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminGenres,
    queryFn: ({ signal }) => getAdminGenres({ signal }),
  });
}

export function useAdminGenres() {
  return useQuery(getAdminGenresQueryOptions());
}
