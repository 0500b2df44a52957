import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { BulkResults, ReportAction, RequestAction } from '@/types/api';

/** One action and one note for several items. */
export type BulkDecision<A> = { ids: string[]; action: A; adminNotes: string };

/** `POST /api/admin/reports/bulk`: each report decided on its own, each outcome answered. */
export function moderateReports({
  ids,
  action,
  adminNotes,
}: BulkDecision<ReportAction>): Promise<BulkResults> {
  return api.post('/api/admin/reports/bulk', {
    body: { ids, action, admin_notes: adminNotes },
  });
}

/** `POST /api/admin/requests/bulk`: each request decided on its own. */
export function moderateRequests({
  ids,
  action,
  adminNotes,
}: BulkDecision<RequestAction>): Promise<BulkResults> {
  return api.post('/api/admin/requests/bulk', {
    body: { ids, action, admin_notes: adminNotes },
  });
}

/** A bulk decision on reports; every page, the counters and the admin home are read again. */
export function useBulkModerateReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReports,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminReports }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard }),
      ]),
  });
}

/** A bulk decision on requests; the lists and the admin home are read again. */
export function useBulkModerateRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateRequests,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminRequests }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard }),
      ]),
  });
}
