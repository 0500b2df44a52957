import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { CommandResult, RequestAction } from '@/types/api';

export type RequestDecision = { id: string; action: RequestAction; adminNotes: string };

/** `POST /api/admin/requests/{id}/{approve|reject|complete|reopen|note}` with `{admin_notes}`. */
export function moderateRequest({
  id,
  action,
  adminNotes,
}: RequestDecision): Promise<CommandResult> {
  return api.post('/api/admin/requests/{id}/{action}', {
    path: { id, action },
    body: { admin_notes: adminNotes },
  });
}

/** A decision; afterwards every page and the counters are read again (a 409 too). */
export function useModerateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminRequests }),
  });
}
