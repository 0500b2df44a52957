import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { VisitorChart, VisitorPeriod } from '@/types/api';

/** `GET /api/admin/analytics/visitors?period=`: every day of the period, and the trend. */
export function getVisitorChart({
  period,
  signal,
}: {
  period: VisitorPeriod;
  signal?: AbortSignal;
}): Promise<VisitorChart> {
  return api.get('/api/admin/analytics/visitors', { query: { period }, signal });
}

export function useVisitorChart(period: VisitorPeriod) {
  return useQuery({
    queryKey: queryKeys.visitorChart(period),
    queryFn: ({ signal }) => getVisitorChart({ period, signal }),
    placeholderData: keepPreviousData,
  });
}
