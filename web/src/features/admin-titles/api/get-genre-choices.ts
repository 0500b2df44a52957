import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { GENRES_STALE_TIME } from '@/lib/react-query';
import type { Genre, GenreCategory } from '@/types/api';

/** `GET /api/genres` (the same cache entry as the genre menus). */
export function getGenres({ signal }: { signal?: AbortSignal } = {}): Promise<Genre[]> {
  return api.get('/api/genres', { signal });
}

/** The genres a form offers: those of one category (Films, Séries or Animés). */
export function useGenreChoices(category: GenreCategory) {
  return useQuery({
    queryKey: queryKeys.genres,
    queryFn: ({ signal }) => getGenres({ signal }),
    staleTime: GENRES_STALE_TIME,
    select: (genres) => genres.filter((genre) => genre.category === category),
  });
}
