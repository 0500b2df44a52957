import { useInfiniteQuery } from '@tanstack/react-query';

import { MIN_QUERY_LENGTH } from '@/features/search/api/get-suggestions';
import { searchKeys } from '@/features/search/api/keys';
import type { SearchOrder, SearchSort } from '@/features/search/api/types';
import { api } from '@/lib/api-client';

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 24;

type SearchRequest = {
  q: string;
  sort: SearchSort;
  order: SearchOrder;
  offset: number;
  signal?: AbortSignal;
};

/** `GET /api/search`: one page of results. */
export function getSearchResults({ q, sort, order, offset, signal }: SearchRequest) {
  return api.get('/api/search', {
    query: { q, sort, order, offset, limit: SEARCH_PAGE_SIZE },
    signal,
  });
}

/** Every page asked so far ("load more" asks for the next offset). */
export function useSearchResults(q: string, sort: SearchSort, order: SearchOrder) {
  const query = q.trim();
  return useInfiniteQuery({
    queryKey: searchKeys.results(query, sort, order),
    queryFn: ({ pageParam, signal }) =>
      getSearchResults({ q: query, sort, order, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset,
    enabled: query.length >= MIN_QUERY_LENGTH,
  });
}
