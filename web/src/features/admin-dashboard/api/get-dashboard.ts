import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DashboardCounts } from '@/types/api';

/** `GET /api/admin/dashboard`: the counters of the admin home's cards. */
export function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardCounts> {
  return api.get('/api/admin/dashboard', { signal });
}

/** Live counters: read again each time the admin home opens. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.adminDashboard,
    queryFn: ({ signal }) => getDashboard({ signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
