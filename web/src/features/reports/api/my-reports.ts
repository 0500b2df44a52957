import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MyReport } from '@/types/api';

/** `GET /api/reports?content_id=`: the member's own reports about a title, newest first. */
export function getMyReports(
  contentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MyReport[]> {
  return api.get('/api/reports', { query: { content_id: contentId }, signal });
}

export function useMyReports(contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myReports(contentId),
    queryFn: ({ signal }) => getMyReports(contentId, { signal }),
    enabled,
    retry: false,
  });
}
