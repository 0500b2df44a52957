import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';

/** `GET /api/account/sessions`: the member's signed-in devices, the latest used first. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions,
    queryFn: ({ signal }) => api.get('/api/account/sessions', { signal }),
  });
}

/** `DELETE /api/account/sessions/{id}`: ends another of the member's sessions. */
export function endSession(id: string) {
  return api.delete('/api/account/sessions/{id}', { path: { id } });
}

/** `DELETE /api/account/sessions`: ends every session but this browser's. */
export function endOtherSessions() {
  return api.delete('/api/account/sessions');
}

export function useEndSession({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof endSession> } = {}) {
  return useMutationThen(
    endSession,
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    mutationConfig,
  );
}

export function useEndOtherSessions({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof endOtherSessions> } = {}) {
  return useMutationThen(
    endOtherSessions,
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    mutationConfig,
  );
}
