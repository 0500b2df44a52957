import { useQuery } from '@tanstack/react-query';

import { adminTitleKeys } from '@/features/admin-titles/api/keys';
import { api } from '@/lib/api-client';

/**
 * `GET /api/series/{id}`: the series with its seasons and episodes, and the totals the
 * server derives from them.
 */
export function getSeriesEpisodes(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/series/{id}', { path: { id }, signal });
}

export function useSeriesEpisodes(id: string) {
  return useQuery({
    queryKey: adminTitleKeys.seriesDetail(id),
    queryFn: ({ signal }) => getSeriesEpisodes(id, { signal }),
  });
}
