import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { AuditPage } from '@/types/api';

/** Entries per page of the trail. */
export const AUDIT_PAGE_SIZE = 50;

/** The trail's filters as the form holds them: empty means "any". Dates are Paris time. */
export type AuditFilters = {
  actor: string;
  action: string;
  target_kind: string;
  target_id: string;
  from: string;
  to: string;
  q: string;
};

export const NO_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  target_kind: '',
  target_id: '',
  from: '',
  to: '',
  q: '',
};

/** The filters the server is sent: the empty ones left out. */
function given(filters: AuditFilters) {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Partial<AuditFilters>;
}

/** `GET /api/admin/audit`: one page, newest first. */
export function getAudit(
  filters: AuditFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return api.get('/api/admin/audit', {
    query: { ...given(filters), cursor: cursor ?? undefined, limit: AUDIT_PAGE_SIZE },
    signal,
  });
}

/** The address of the whole filtered trail as a file (`format=csv|ndjson`), streamed. */
export function auditExportHref(filters: AuditFilters, format: 'csv' | 'ndjson'): string {
  return `/api/admin/audit?${new URLSearchParams({ ...given(filters), format }).toString()}`;
}

/**
 * The trail for some filters, page after page. Always read afresh when shown: an
 * admin comes here right after acting.
 */
export function useAuditTrail(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}
