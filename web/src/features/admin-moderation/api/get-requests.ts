import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ModerationFilters } from '@/features/admin-moderation/api/filters';
import { listQuery, useModerationList } from '@/features/admin-moderation/api/moderation-list';
import type { RequestPage } from '@/types/api';
import type { components } from '@/types/openapi';

type RequestStatusFilter = components['schemas']['RequestStatusFilter'];
type RequestTypeFilter = components['schemas']['RequestTypeFilter'];

/** `GET /api/admin/requests`: one page, newest first, with the counters of every status. */
export function getRequests(
  filters: ModerationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<RequestPage> {
  return api.get('/api/admin/requests', {
    query: listQuery<RequestStatusFilter, RequestTypeFilter>(filters, cursor),
    signal,
  });
}

/** The request list for a search and filters, page after page. */
export function useAdminRequests(filters: ModerationFilters) {
  return useModerationList(queryKeys.adminRequestList, getRequests, filters);
}
