import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ResponseTimes, ResponseWeeks } from '@/types/api';

/** `GET /api/admin/analytics/moderation-times?weeks=`: report delays per admin and week. */
export function getResponseTimes({
  weeks,
  signal,
}: {
  weeks: ResponseWeeks;
  signal?: AbortSignal;
}): Promise<ResponseTimes> {
  return api.get('/api/admin/analytics/moderation-times', {
    query: { weeks: Number(weeks) },
    signal,
  });
}

export function useResponseTimes(weeks: ResponseWeeks) {
  return useQuery({
    queryKey: queryKeys.responseTimes(weeks),
    queryFn: ({ signal }) => getResponseTimes({ weeks, signal }),
  });
}
