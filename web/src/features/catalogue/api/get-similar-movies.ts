import { useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';

/** Similar films stay fresh 10 minutes (docs/product.md, member side §9). */
const SIMILAR_STALE_TIME = 10 * 60 * 1000;

/** `GET /api/movies/{id}/similar`: at most 12 scored films, each with its badge. */
export function getSimilarMovies(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/movies/{id}/similar', { path: { id }, signal });
}

export function useSimilarMovies(id: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.similar(id),
    queryFn: ({ signal }) => getSimilarMovies(id, { signal }),
    staleTime: SIMILAR_STALE_TIME,
    enabled,
  });
}
