import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { VisitorSummary } from '@/types/api';

/** `GET /api/admin/analytics/summary`: unique visitors in total and today. */
export function getVisitorSummary({
  signal,
}: { signal?: AbortSignal } = {}): Promise<VisitorSummary> {
  return api.get('/api/admin/analytics/summary', { signal });
}

export function useVisitorSummary() {
  return useQuery({
    queryKey: queryKeys.visitorSummary,
    queryFn: ({ signal }) => getVisitorSummary({ signal }),
  });
}
