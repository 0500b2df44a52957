import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { GENRES_STALE_TIME } from '@/lib/react-query';

/**
 * The genre list for the series genre filter: the same request and cache entry as the
 * header menus (`GET /api/genres`, shared key), read here without importing that feature.
 */
export function useGenreOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.genres,
    queryFn: ({ signal }) => api.get('/api/genres', { signal }),
    staleTime: GENRES_STALE_TIME,
    enabled,
  });
}
