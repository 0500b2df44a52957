import type { CatalogueFilters, MovieSort, SortOrder } from '@/types/api';

/** Which series screen: every series but animes, or animes only (`?anime=true`). */
export type SeriesKind = 'series' | 'anime';

/** A list request of the admin title screens: the search, the filters and the sort. */
export type TitleQuery = CatalogueFilters & { q?: string; sort: MovieSort; order: SortOrder };

/** The admin title lists' page size (docs/product.md, admin area §9: 50, then 50 more). */
export const TITLES_PAGE_SIZE = 50;

/** Query keys of the admin title screens. */
export const adminTitleKeys = {
  all: ['admin', 'titles'] as const,
  movies: (query: TitleQuery) => ['admin', 'titles', 'movies', query] as const,
  movieStats: ['admin', 'titles', 'movie-stats'] as const,
  series: (kind: SeriesKind, query: TitleQuery) =>
    ['admin', 'titles', 'series', kind, query] as const,
  seriesStats: (kind: SeriesKind) => ['admin', 'titles', 'series-stats', kind] as const,
  seriesDetail: (id: string) => ['admin', 'titles', 'series-detail', id] as const,
};
