import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { IntegrityReport } from '@/types/api';

/** `GET /api/admin/integrity`: the node's last walk of the log's hash chain. */
export function getIntegrity(signal?: AbortSignal): Promise<IntegrityReport> {
  return api.get('/api/admin/integrity', { signal });
}

/** The last walk; asked again each minute while the first one runs. */
export function useIntegrity() {
  return useQuery({
    queryKey: ['admin', 'integrity'],
    queryFn: ({ signal }) => getIntegrity(signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 60_000 : false),
  });
}
