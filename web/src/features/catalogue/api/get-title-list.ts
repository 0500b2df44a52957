import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { shuffle } from '@/features/catalogue/api/get-home';
import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';
import type { CatalogueFilters, MoviePage, MovieSort, SeriesPage, SortOrder } from '@/types/api';
import type { components } from '@/types/openapi';

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
  return { ...filters, anime, sort, order, limit, cursor: cursor ?? undefined };
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
  // The series screens offer no duration sort (series have none).
  const sort = request.sort as components['schemas']['SeriesSort'];
  return api.get('/api/series', {
    query: { ...listParams(request), sort },
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

/**
 * One section of the default view: the first `SECTION_SIZE` titles of a list, or,
 * with `pool`, `SECTION_SIZE` picked at random among the first `pool` (docs/product.md, member side §9: the
 * best-rated section shows 12 of the top 30).
 */
export type SectionRequest = { filters: CatalogueFilters; sort: MovieSort; pool?: number };

/** A section of the default /films or /series view (featured, best rated, latest). */
export function useTitleSection(kind: TitleKind, { filters, sort, pool }: SectionRequest) {
  return useQuery({
    queryKey: [...listKey(kind, filters, sort, 'desc'), 'section', pool ?? SECTION_SIZE],
    // Picked once per fetch, so that cards do not jump on re-render.
    queryFn: async ({ signal }): Promise<MoviePage | SeriesPage> => {
      const limit = pool ?? SECTION_SIZE;
      const page = await fetchList(kind, { filters, sort, order: 'desc', limit, signal });
      if (!pool) return page;
      const items = shuffle<MoviePage['items'][number] | SeriesPage['items'][number]>(page.items);
      return { ...page, items: items.slice(0, SECTION_SIZE) } as MoviePage | SeriesPage;
    },
  });
}
