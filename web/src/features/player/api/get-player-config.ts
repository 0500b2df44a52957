import { useQuery } from '@tanstack/react-query';

import { playerKeys } from '@/features/player/api/keys';
import type { EmbedHost } from '@/features/player/utils/embed-hosts';
import { api } from '@/lib/api-client';

/** `GET /api/player/config`: the hosts played in an iframe (setting `BOBINE_EMBED_HOSTS`). */
export function getPlayerConfig({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/player/config', { signal });
}

const NONE: readonly EmbedHost[] = [];

/**
 * The embed allow-list, or undefined while it loads. A failed read frames nothing: the
 * list lives on the server alone, and no host is trusted without it.
 */
export function useEmbedHosts(): readonly EmbedHost[] | undefined {
  const query = useQuery({
    queryKey: playerKeys.config,
    queryFn: ({ signal }) => getPlayerConfig({ signal }),
    staleTime: Infinity,
  });
  if (query.isError) return NONE;
  return query.data?.embed_hosts;
}
