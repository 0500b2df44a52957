import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { GENRES_STALE_TIME } from '@/lib/react-query';
import type { Genre } from '@/types/api';

/** `GET /api/genres`: every genre, ordered by name. */
export function getGenres({ signal }: { signal?: AbortSignal } = {}): Promise<Genre[]> {
  return api.get('/api/genres', { signal });
}

export function getGenresQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.genres,
    queryFn: ({ signal }) => getGenres({ signal }),
    staleTime: GENRES_STALE_TIME,
  });
}

/** The genre list, cached for the whole session (fresh 10 minutes). */
export function useGenres() {
  return useQuery(getGenresQueryOptions());
}
