import { useQuery } from '@tanstack/react-query';

import { REPLAY_POLL_MS } from '@/features/admin-projections/api/get-analyst-projections';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AnalystProjectionDetail } from '@/types/api';

/** `GET /api/admin/analyst-projections/{name}`: its definition, status and tables. */
export function getAnalystProjection(
  name: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnalystProjectionDetail> {
  return api.get('/api/admin/analyst-projections/{name}', { path: { name }, signal });
}

/** Read again while it replays: its tables show once a version has caught up. */
export function useAnalystProjection(name: string) {
  return useQuery({
    queryKey: queryKeys.analystProjection(name),
    queryFn: ({ signal }) => getAnalystProjection(name, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'replaying' ? REPLAY_POLL_MS : false),
  });
}
