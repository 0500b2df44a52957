import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AppealPage } from '@/types/api';
import type { components } from '@/types/openapi';

type AppealStatusFilter = components['schemas']['AppealStatusFilter'];

/** Items per page, as the other admin lists. */
export const APPEALS_PAGE_SIZE = 50;

/** The screen's search and status filter (`all`: every status). */
export type AppealFilters = { q: string; status: string };

/** `GET /api/admin/appeals`: one page, newest first, with the counters of every status. */
export function getAppeals(
  { q, status }: AppealFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AppealPage> {
  return api.get('/api/admin/appeals', {
    query: {
      q: q || undefined,
      status: status as AppealStatusFilter,
      cursor: cursor ?? undefined,
      limit: APPEALS_PAGE_SIZE,
    },
    signal,
  });
}

/** The appeals for a search and a status, page after page. */
export function useAdminAppeals(filters: AppealFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminAppealList(filters),
    queryFn: ({ pageParam, signal }) => getAppeals(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
