import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { CommandResult } from '@/types/api';

/** `POST /api/admin/projections/{name}/rebuild`: starts it; the status shows the rest. */
export function rebuildProjection(name: string): Promise<CommandResult> {
  return api.post('/api/admin/projections/{name}/rebuild', { path: { name } });
}

export function useRebuildProjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildProjection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminProjections }),
  });
}
