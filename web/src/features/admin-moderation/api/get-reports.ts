import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ModerationFilters } from '@/features/admin-moderation/api/filters';
import type { components } from '@/types/openapi';
import type { ReportPage } from '@/types/api';

/** Reports per page, as the other admin lists. */
export const REPORTS_PAGE_SIZE = 50;

/** `GET /api/admin/reports`: one page, newest first, with the counters of every status. */
export function getReports(
  { q, status, type }: ModerationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReportPage> {
  return api.get('/api/admin/reports', {
    query: {
      q: q || undefined,
      status: status as components['schemas']['ReportStatusFilter'],
      content_type: type as components['schemas']['ReportTypeFilter'],
      cursor: cursor ?? undefined,
      limit: REPORTS_PAGE_SIZE,
    },
    signal,
  });
}

/** The report list for a search and filters, page after page. */
export function useAdminReports(filters: ModerationFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminReportList(filters),
    queryFn: ({ pageParam, signal }) => getReports(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
