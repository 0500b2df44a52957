/** Shapes of `GET /api/search/suggest` and `GET /api/search` (see shared/API.md). */

export type SearchKind = 'movie' | 'series';

/** A title as a search card shows it. */
export type SearchHit = {
  kind: SearchKind;
  id: string;
  title: string;
  original_title: string | null;
  director: string | null;
  release_year: number | null;
  poster_url: string;
  rating: number | null;
};

export type Suggestions = { movies: SearchHit[]; series: SearchHit[] };

/** The search page's sorts: relevance, then the lists' (spec 9). */
export const SEARCH_SORTS = [
  'relevance',
  'recent',
  'year',
  'rating',
  'views',
  'title',
  'duration',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type SearchOrder = 'desc' | 'asc';

export type SearchPage = {
  items: SearchHit[];
  total: number;
  next_offset: number | null;
};
