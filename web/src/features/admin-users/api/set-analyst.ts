import { useUserCommand } from '@/features/admin-users/api/use-user-command';
import { api } from '@/lib/api-client';
import type { CommandResult } from '@/types/api';

/** `PUT` (grant) or `DELETE` (revoke) `/api/admin/users/{id}/analyst`: the read-only role. */
export function setAnalyst({
  id,
  analyst,
}: {
  id: string;
  analyst: boolean;
}): Promise<CommandResult> {
  return analyst
    ? api.put('/api/admin/users/{id}/analyst', { path: { id } })
    : api.delete('/api/admin/users/{id}/analyst', { path: { id } });
}

export function useSetAnalyst() {
  return useUserCommand(setAnalyst);
}
