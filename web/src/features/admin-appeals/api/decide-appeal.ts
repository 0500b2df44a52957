import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AppealAction } from '@/types/api';

export type AppealDecision = { id: string; action: AppealAction; adminNotes: string };

/** `POST /api/admin/appeals/{id}/{accept|reject}` with `{admin_notes}`. */
export function decideAppeal({ id, action, adminNotes }: AppealDecision) {
  return api.post('/api/admin/appeals/{id}/{action}', {
    path: { id, action },
    body: { admin_notes: adminNotes },
  });
}

/** A decision; afterwards the list, its counters, the admin home and the users (a ban
 * lifted) are read again — after a 409 too: another admin decided first. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAppeals }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
      ]),
  });
}
