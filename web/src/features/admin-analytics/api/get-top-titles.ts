import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { TopTab, TopTitle } from '@/types/api';

/** `GET /api/admin/analytics/top?type=`: the ten most watched of a type, or of all. */
export function getTopTitles({
  tab,
  signal,
}: {
  tab: TopTab;
  signal?: AbortSignal;
}): Promise<TopTitle[]> {
  return api.get('/api/admin/analytics/top', { query: { type: tab }, signal });
}

export function useTopTitles(tab: TopTab) {
  return useQuery({
    queryKey: queryKeys.topTitles(tab),
    queryFn: ({ signal }) => getTopTitles({ tab, signal }),
  });
}
