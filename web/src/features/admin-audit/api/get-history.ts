import { useQuery } from '@tanstack/react-query';

import type { HistoryTarget } from '@/components/history/history-slot';
import { api } from '@/lib/api-client';
import type { TargetHistory } from '@/types/api';

/** `GET /api/admin/history/{kind}/{id}?at=`: the target as it stood at `at` (Paris time). */
export function getHistory(
  { kind, id }: HistoryTarget,
  at: string,
  signal?: AbortSignal,
): Promise<TargetHistory> {
  return api.get('/api/admin/history/{kind}/{id}', {
    path: { kind, id },
    query: { at },
    signal,
  });
}

/** The target at `at`; nothing is asked until an instant is chosen. */
export function useTargetHistory(target: HistoryTarget, at: string | null) {
  return useQuery({
    queryKey: ['admin', 'history', target.kind, target.id, at],
    queryFn: ({ signal }) => getHistory(target, at ?? '', signal),
    enabled: at !== null,
    staleTime: 0,
  });
}
