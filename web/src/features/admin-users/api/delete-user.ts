import { useUserCommand } from '@/features/admin-users/api/use-user-command';
import { api } from '@/lib/api-client';
import type { CommandResult } from '@/types/api';

/** `DELETE /api/admin/users/{id}`: erases the member's personal data, irreversibly. */
export function deleteUser({ id }: { id: string }): Promise<CommandResult> {
  return api.delete('/api/admin/users/{id}', { path: { id } });
}

export function useDeleteUser() {
  return useUserCommand(deleteUser);
}
