import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ProjectionsReport } from '@/types/api';

/** How often the screen reads the status while a rebuild runs (its progress bar). */
export const REBUILD_POLL_MS = 500;
/** How often it reads the status otherwise (lag and rate move on their own). */
export const IDLE_POLL_MS = 5_000;

/** `GET /api/admin/projections`: each projection of the node that answers. */
export function getProjections({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ProjectionsReport> {
  return api.get('/api/admin/projections', { signal });
}

export function useProjections() {
  return useQuery({
    queryKey: queryKeys.adminProjections,
    queryFn: ({ signal }) => getProjections({ signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.projections.some((p) => p.rebuild?.running)
        ? REBUILD_POLL_MS
        : IDLE_POLL_MS,
  });
}
