import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MyAppeal } from '@/types/api';

/** `GET /api/appeals/mine`: the member's appeals, newest first (a banned member reads it). */
export async function getMyAppeals(signal?: AbortSignal): Promise<MyAppeal[]> {
  const answer = await api.get('/api/appeals/mine', { signal });
  return answer.items;
}

/** The member's appeals; the ban screen shows the one against the ban in force. */
export function useMyAppeals() {
  return useQuery({
    queryKey: queryKeys.myAppeals,
    queryFn: ({ signal }) => getMyAppeals(signal),
  });
}
