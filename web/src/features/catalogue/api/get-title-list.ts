import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';
import type { CatalogueFilters, MoviePage, MovieSort, SeriesPage, SortOrder } from '@/types/api';

/** Titles per page of the /films and /series lists. */
export const LIST_PAGE_SIZE = 24;

/** `animes`: the series recorded as animes (`anime=true`), listed as series are. */
export type TitleKind = 'movies' | 'series' | 'animes';

/** Titles in each section of the default /films and /series view. */
export const SECTION_SIZE = 12;

type ListRequest = {
  filters: CatalogueFilters;
  /** Series only: animes alone. */
  anime?: boolean;
  sort: MovieSort;
  order: SortOrder;
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
};

function listParams({ filters, anime, sort, order, cursor, limit = LIST_PAGE_SIZE }: ListRequest) {
  return { ...filters, anime, sort, order, limit, cursor };
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

function listKey(kind: TitleKind, filters: CatalogueFilters, sort: MovieSort, order: SortOrder) {
  if (kind === 'movies') return catalogueKeys.movies(filters, sort, order);
  return kind === 'animes'
    ? catalogueKeys.animes(filters, sort, order)
    : catalogueKeys.seriesList(filters, sort, order);
}

function fetchList(kind: TitleKind, request: ListRequest): Promise<MoviePage | SeriesPage> {
  if (kind === 'movies') return getMovies(request);
  return getSeriesList(kind === 'animes' ? { ...request, anime: true } : request);
}

type ListQuery = Omit<ListRequest, 'cursor' | 'signal'> & { kind: TitleKind };

/** The films or series list, page after page ("load more" asks for the next cursor). */
export function useTitleList({ kind, filters, sort, order }: ListQuery) {
  return useInfiniteQuery({
    queryKey: listKey(kind, filters, sort, order),
    queryFn: ({ pageParam, signal }): Promise<MoviePage | SeriesPage> => {
      const request = { filters, sort, order, cursor: pageParam, signal };
      return fetchList(kind, request);
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
    queryKey: [...listKey(kind, filters, sort, 'desc'), 'section'],
    queryFn: ({ signal }): Promise<MoviePage | SeriesPage> => {
      const request = { filters, sort, order: 'desc' as const, limit: SECTION_SIZE, signal };
      return fetchList(kind, request);
    },
  });
}
