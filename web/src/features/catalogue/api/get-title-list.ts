import { useInfiniteQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';
import type {
  CatalogueFilters,
  MovieRow,
  MovieSort,
  Page,
  SeriesRow,
  SortOrder,
} from '@/types/api';

/** Titles per page of the /films and /series lists. */
export const LIST_PAGE_SIZE = 24;

export type TitleKind = 'movies' | 'series';

type ListRequest = {
  filters: CatalogueFilters;
  sort: MovieSort;
  order: SortOrder;
  cursor?: string | null;
  signal?: AbortSignal;
};

function listParams({ filters, sort, order, cursor }: ListRequest) {
  return { ...filters, sort, order, limit: LIST_PAGE_SIZE, cursor };
}

/** `GET /api/movies`: one cursor page of films. */
export function getMovies(request: ListRequest): Promise<Page<MovieRow>> {
  return api.get<Page<MovieRow>>('/movies', {
    params: listParams(request),
    signal: request.signal,
  });
}

/** `GET /api/series`: one cursor page of series. */
export function getSeriesList(request: ListRequest): Promise<Page<SeriesRow>> {
  return api.get<Page<SeriesRow>>('/series', {
    params: listParams(request),
    signal: request.signal,
  });
}

type ListQuery = Omit<ListRequest, 'cursor' | 'signal'> & { kind: TitleKind };

/** The films or series list, page after page ("load more" asks for the next cursor). */
export function useTitleList({ kind, filters, sort, order }: ListQuery) {
  return useInfiniteQuery({
    queryKey:
      kind === 'movies'
        ? catalogueKeys.movies(filters, sort, order)
        : catalogueKeys.seriesList(filters, sort, order),
    queryFn: ({ pageParam, signal }): Promise<Page<MovieRow | SeriesRow>> => {
      const request = { filters, sort, order, cursor: pageParam, signal };
      return kind === 'movies' ? getMovies(request) : getSeriesList(request);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
