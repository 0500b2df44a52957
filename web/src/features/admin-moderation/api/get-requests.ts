import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ModerationFilters } from '@/features/admin-moderation/api/filters';
import type { components } from '@/types/openapi';
import type { RequestPage } from '@/types/api';

/** Requests per page, as the other admin lists. */
export const REQUESTS_PAGE_SIZE = 50;

/** `GET /api/admin/requests`: one page, newest first, with the counters of every status. */
export function getRequests(
  { q, status, type }: ModerationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<RequestPage> {
  return api.get('/api/admin/requests', {
    query: {
      q: q || undefined,
      status: status as components['schemas']['RequestStatusFilter'],
      content_type: type as components['schemas']['RequestTypeFilter'],
      cursor: cursor ?? undefined,
      limit: REQUESTS_PAGE_SIZE,
    },
    signal,
  });
}

/** The request list for a search and filters, page after page. */
export function useAdminRequests(filters: ModerationFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminRequestList(filters),
    queryFn: ({ pageParam, signal }) => getRequests(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
