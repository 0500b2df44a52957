import { userPath, useUserCommand } from '@/features/admin-users/api/use-user-command';
import { api } from '@/lib/api-client';
import type { CommandResult } from '@/types/api';

/** `PUT` (grant) or `DELETE` (revoke) `/api/admin/users/{id}/admin`. */
export function setAdmin({ id, admin }: { id: string; admin: boolean }): Promise<CommandResult> {
  return admin
    ? api.put<CommandResult>(`${userPath(id)}/admin`)
    : api.delete<CommandResult>(`${userPath(id)}/admin`);
}

export function useSetAdmin() {
  return useUserCommand(setAdmin);
}
