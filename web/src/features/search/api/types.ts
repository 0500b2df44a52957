import type { Present } from '@/types/api';
import type { components } from '@/types/openapi';

/** Shapes of `GET /api/search/suggest` and `GET /api/search`, from the OpenAPI document. */
export type SearchKind = components['schemas']['TitleKind'];
/** A title as a search card shows it. */
export type SearchHit = Present<components['schemas']['SearchHit']>;
export type Suggestions = Present<components['schemas']['Suggestions']>;
export type SearchPage = Present<components['schemas']['SearchPage']>;
export type SearchSort = components['schemas']['SearchSort'];
export type SearchOrder = components['schemas']['Order'];

/** The search page's sorts, in the order the menu offers them: relevance, then the lists' (docs/product.md, member side §9). */
export const SEARCH_SORTS = [
  'relevance',
  'recent',
  'year',
  'rating',
  'views',
  'title',
  'duration',
] as const satisfies readonly SearchSort[];
