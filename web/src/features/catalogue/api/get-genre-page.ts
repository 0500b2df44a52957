import { useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';
import type { MovieSort, SortOrder } from '@/types/api';

/** `GET /api/genres/{slug}`: the genre, its films and series (404 'Genre non trouvé'). */
export function getGenrePage(
  slug: string,
  sort: MovieSort,
  order: SortOrder,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get('/api/genres/{slug}', {
    path: { slug },
    query: { sort, order },
    signal,
  });
}

export function useGenrePage(slug: string, sort: MovieSort, order: SortOrder) {
  return useQuery({
    queryKey: catalogueKeys.genre(slug, sort, order),
    queryFn: ({ signal }) => getGenrePage(slug, sort, order, { signal }),
  });
}
