import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { searchKeys } from '@/features/search/api/keys';
import type { Suggestions } from '@/features/search/api/types';
import { api } from '@/lib/api-client';

/** Under this many characters, nothing is asked (docs/product.md, member side §9). */
export const MIN_QUERY_LENGTH = 2;

/** `GET /api/search/suggest`: at most 4 films and 4 series. */
export function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return api.get('/api/search/suggest', { query: { q }, signal });
}

/** Suggestions for an already debounced query; idle under 2 characters. */
export function useSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: searchKeys.suggestions(query),
    queryFn: ({ signal }) => getSuggestions(query, signal),
    enabled: query.length >= MIN_QUERY_LENGTH,
    placeholderData: keepPreviousData,
  });
}
