import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';

/** After signing in or out, the server's view of the session is the only truth: read it again. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.session });
}
