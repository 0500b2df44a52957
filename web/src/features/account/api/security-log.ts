import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/account/security`: the member's last 50 security events, newest first. */
export function useSecurityLog() {
  return useQuery({
    queryKey: queryKeys.securityLog,
    queryFn: ({ signal }) => api.get('/api/account/security', { signal }),
  });
}
