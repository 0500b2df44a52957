import { queryKeys } from '@/lib/query-keys';
import type { CatalogueFilters, MovieSort, SortOrder } from '@/types/api';

/** Query keys of the catalogue reads. */
export const catalogueKeys = {
  all: queryKeys.catalogue,
  home: ['catalogue', 'home'] as const,
  stats: ['catalogue', 'stats'] as const,
  movies: (filters: CatalogueFilters, sort: MovieSort, order: SortOrder) =>
    ['catalogue', 'movies', { filters, sort, order }] as const,
  seriesList: (filters: CatalogueFilters, sort: MovieSort, order: SortOrder) =>
    ['catalogue', 'series', { filters, sort, order }] as const,
  animes: (filters: CatalogueFilters, sort: MovieSort, order: SortOrder) =>
    ['catalogue', 'animes', { filters, sort, order }] as const,
  movie: (id: string) => ['catalogue', 'movie', id] as const,
  similar: (id: string) => ['catalogue', 'movie', id, 'similar'] as const,
  series: (id: string) => ['catalogue', 'series-detail', id] as const,
  genre: (slug: string, sort: MovieSort, order: SortOrder) =>
    ['catalogue', 'genre', slug, { sort, order }] as const,
};
