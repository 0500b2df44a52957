import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { CommandResult, ReportAction } from '@/types/api';

export type ReportDecision = { id: string; action: ReportAction; adminNotes: string };

/** `POST /api/admin/reports/{id}/{take|resolve|reject}` with `{admin_notes}`. */
export function moderateReport({ id, action, adminNotes }: ReportDecision): Promise<CommandResult> {
  return api.post('/api/admin/reports/{id}/{action}', {
    path: { id, action },
    body: { admin_notes: adminNotes },
  });
}

/** A decision; afterwards every page and the counters are read again (a 409 too: the
 * report changed under the admin, who must see how it stands now). */
export function useModerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminReports }),
  });
}
