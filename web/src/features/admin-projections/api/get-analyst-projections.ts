import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AnalystProjectionItem } from '@/types/api';

/** How often the list (and an open projection) is read while one replays: its progress. */
export const REPLAY_POLL_MS = 1_000;

/** True while some projection is being computed: the screen follows its progress. */
export const anyReplaying = (items: readonly AnalystProjectionItem[] | undefined) =>
  items?.some((item) => item.status === 'replaying') ?? false;

/** `GET /api/admin/analyst-projections`: each analyst projection and its progress. */
export function getAnalystProjections({ signal }: { signal?: AbortSignal } = {}): Promise<
  AnalystProjectionItem[]
> {
  return api.get('/api/admin/analyst-projections', { signal });
}

/**
 * The list, read again every second while a projection replays, and not otherwise (a
 * command of this screen rereads it).
 */
export function useAnalystProjections() {
  return useQuery({
    queryKey: queryKeys.analystProjections,
    queryFn: ({ signal }) => getAnalystProjections({ signal }),
    staleTime: 0,
    refetchInterval: (query) => (anyReplaying(query.state.data) ? REPLAY_POLL_MS : false),
  });
}
