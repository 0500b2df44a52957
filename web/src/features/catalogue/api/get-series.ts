import { useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';

/** `GET /api/series/{id}`: a series with its seasons and episodes (404 'Série non trouvée'). */
export function getSeries(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/series/{id}', { path: { id }, signal });
}

export function useSeries(id: string) {
  return useQuery({
    queryKey: catalogueKeys.series(id),
    queryFn: ({ signal }) => getSeries(id, { signal }),
  });
}
