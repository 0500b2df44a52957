import { useUserCommand } from '@/features/admin-users/api/use-user-command';
import { api } from '@/lib/api-client';
import type { CommandResult } from '@/types/api';

/** `PUT` (grant) or `DELETE` (revoke) `/api/admin/users/{id}/admin`. */
export function setAdmin({ id, admin }: { id: string; admin: boolean }): Promise<CommandResult> {
  return admin
    ? api.put('/api/admin/users/{id}/admin', { path: { id } })
    : api.delete('/api/admin/users/{id}/admin', { path: { id } });
}

export function useSetAdmin() {
  return useUserCommand(setAdmin);
}
