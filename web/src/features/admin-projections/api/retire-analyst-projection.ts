import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThen } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

/** `DELETE /api/admin/analyst-projections/{name}`: retired on every node, its definitions kept. */
export function retireAnalystProjection({ id }: { id: string }): Promise<CommandResult> {
  return api.delete('/api/admin/analyst-projections/{name}', { path: { name: id } });
}

/** "Retirer" (after the confirmation); then the list is read again. */
export function useRetireAnalystProjection() {
  return useMutationThen(retireAnalystProjection, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.analystProjections }),
  );
}
