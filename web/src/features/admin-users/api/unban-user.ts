import { useUserCommand } from '@/features/admin-users/api/use-user-command';
import { api } from '@/lib/api-client';
import type { CommandResult } from '@/types/api';

/** `DELETE /api/admin/users/{id}/ban`. */
export function unbanUser({ id }: { id: string }): Promise<CommandResult> {
  return api.delete('/api/admin/users/{id}/ban', { path: { id } });
}

export function useUnbanUser() {
  return useUserCommand(unbanUser);
}
