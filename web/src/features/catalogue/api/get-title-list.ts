import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';
import type { CatalogueFilters, MoviePage, MovieSort, SeriesPage, SortOrder } from '@/types/api';

/** Titles per page of the /films and /series lists. */
export const LIST_PAGE_SIZE = 24;

export type TitleKind = 'movies' | 'series';

/** Titles in each section of the default /films and /series view. */
export const SECTION_SIZE = 12;

type ListRequest = {
  filters: CatalogueFilters;
  sort: MovieSort;
  order: SortOrder;
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
};

function listParams({ filters, sort, order, cursor, limit = LIST_PAGE_SIZE }: ListRequest) {
  return { ...filters, sort, order, limit, cursor };
}

/** `GET /api/movies`: one cursor page of films. */
export function getMovies(request: ListRequest): Promise<MoviePage> {
  return api.get('/api/movies', {
    query: listParams(request),
    signal: request.signal,
  });
}

/** `GET /api/series`: one cursor page of series. */
export function getSeriesList(request: ListRequest): Promise<SeriesPage> {
  return api.get('/api/series', {
    query: listParams(request),
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
    queryFn: ({ pageParam, signal }): Promise<MoviePage | SeriesPage> => {
      const request = { filters, sort, order, cursor: pageParam, signal };
      return kind === 'movies' ? getMovies(request) : getSeriesList(request);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** One section of the default view: the first `SECTION_SIZE` titles of a list. */
export type SectionRequest = { filters: CatalogueFilters; sort: MovieSort };

/** A section of the default /films or /series view (featured, best rated, latest). */
export function useTitleSection(kind: TitleKind, { filters, sort }: SectionRequest) {
  return useQuery({
    queryKey: [
      ...(kind === 'movies'
        ? catalogueKeys.movies(filters, sort, 'desc')
        : catalogueKeys.seriesList(filters, sort, 'desc')),
      'section',
    ],
    queryFn: ({ signal }): Promise<MoviePage | SeriesPage> => {
      const request = { filters, sort, order: 'desc' as const, limit: SECTION_SIZE, signal };
      return kind === 'movies' ? getMovies(request) : getSeriesList(request);
    },
  });
}
