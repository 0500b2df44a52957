import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/site`: the operator's links (donation page, community chat group), each
 * null when unset, so that its button stays hidden. Shared: the login page, the home
 * reminder and the donation page read it. They change only with a restart, so the
 * answer never goes stale.
 */
export function useSiteLinks() {
  return useQuery({
    queryKey: queryKeys.siteLinks,
    queryFn: ({ signal }) => api.get('/api/site', { signal }),
    staleTime: Infinity,
  });
}
