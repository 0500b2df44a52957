import type { SearchOrder, SearchSort } from '@/features/search/api/types';

/** Query keys of the search reads. */
export const searchKeys = {
  suggestions: (q: string) => ['search', 'suggest', q] as const,
  results: (q: string, sort: SearchSort, order: SearchOrder) =>
    ['search', 'results', { q, sort, order }] as const,
};
