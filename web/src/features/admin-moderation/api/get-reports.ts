import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ModerationFilters } from '@/features/admin-moderation/api/filters';
import { listQuery, useModerationList } from '@/features/admin-moderation/api/moderation-list';
import type { ReportPage } from '@/types/api';
import type { components } from '@/types/openapi';

type ReportStatusFilter = components['schemas']['ReportStatusFilter'];
type ReportTypeFilter = components['schemas']['ReportTypeFilter'];

/** `GET /api/admin/reports`: one page, newest first, with the counters of every status. */
export function getReports(
  filters: ModerationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReportPage> {
  return api.get('/api/admin/reports', {
    query: listQuery<ReportStatusFilter, ReportTypeFilter>(filters, cursor),
    signal,
  });
}

/** The report list for a search and filters, page after page. */
export function useAdminReports(filters: ModerationFilters) {
  return useModerationList(queryKeys.adminReportList, getReports, filters);
}
