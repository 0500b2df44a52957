import { queryOptions, useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';

/** `GET /api/stats`: how many films and series the catalogue holds (the header's counts). */
export function getCatalogueStatsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.stats,
    queryFn: ({ signal }) => api.get('/api/stats', { signal }),
  });
}

export function useCatalogueStats() {
  return useQuery(getCatalogueStatsQueryOptions());
}
