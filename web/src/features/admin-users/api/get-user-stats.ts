import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AdminUserStats } from '@/types/api';

/** `GET /api/admin/users/stats`: total, admins, regular, new in 7 days, active in 30 days. */
export function getUserStats({ signal }: { signal?: AbortSignal } = {}): Promise<AdminUserStats> {
  return api.get('/api/admin/users/stats', { signal });
}

export function useUserStats() {
  return useQuery({
    queryKey: queryKeys.adminUserStats,
    queryFn: ({ signal }) => getUserStats({ signal }),
  });
}
