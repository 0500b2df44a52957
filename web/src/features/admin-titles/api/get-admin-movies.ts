import { useInfiniteQuery } from '@tanstack/react-query';

import {
  adminTitleKeys,
  TITLES_PAGE_SIZE,
  type TitleQuery,
} from '@/features/admin-titles/api/keys';
import { api } from '@/lib/api-client';
import type { AdminMoviePage } from '@/types/api';

type MoviesRequest = { query: TitleQuery; cursor?: string | null; signal?: AbortSignal };

/** `GET /api/admin/movies`: one page of films for a search, filters and a sort. */
export function getAdminMovies({ query, cursor, signal }: MoviesRequest): Promise<AdminMoviePage> {
  return api.get('/api/admin/movies', {
    query: { ...query, limit: TITLES_PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  });
}

/** The film list, page after page. */
export function useAdminMovies(query: TitleQuery) {
  return useInfiniteQuery({
    queryKey: adminTitleKeys.movies(query),
    queryFn: ({ pageParam, signal }) => getAdminMovies({ query, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
