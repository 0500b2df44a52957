import type { CatalogueFilters, MovieSort, Quality, SeriesStatus } from '@/types/api';
import { QUALITIES, SERIES_STATUSES } from '@/types/api';

/** Filter and sort options of docs/product.md, member side §9. */
export const RATING_OPTIONS = [2, 3, 3.5, 4, 4.5] as const;
export const VIEWS_OPTIONS = [
  { value: 100, label: '100' },
  { value: 500, label: '500' },
  { value: 1000, label: '1K' },
  { value: 5000, label: '5K' },
  { value: 10000, label: '10K' },
] as const;
export const QUALITY_OPTIONS: readonly Quality[] = QUALITIES;
export const STATUS_OPTIONS: readonly SeriesStatus[] = SERIES_STATUSES;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2030;

export const MOVIE_SORTS: readonly MovieSort[] = [
  'recent',
  'year',
  'rating',
  'views',
  'title',
  'duration',
];
/** The sorts' names, in every list that offers them (catalogue, search, admin). */
export const SORT_LABELS = {
  recent: 'Plus récents',
  year: 'Année',
  rating: 'Note',
  views: 'Vues',
  title: 'Titre',
  duration: 'Durée',
} as const satisfies Record<MovieSort, string>;

export const SERIES_SORTS: readonly MovieSort[] = MOVIE_SORTS.filter((s) => s !== 'duration');

/** How many filters are set (the badge of the Filtres panel). */
export function countActiveFilters(filters: CatalogueFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

/** A tri-state select value ('' all, 'true', 'false') as an optional boolean. */
export function toOptionalBoolean(value: string): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** A select or input value as an optional number ('' → undefined). */
export function toOptionalNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
