import { usePopupCommand } from '@/features/admin-popups/api/use-popup-command';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

/** `DELETE /api/admin/popups/{id}`. */
export function deletePopup({ id }: { id: string }): Promise<CommandResult> {
  return api.delete('/api/admin/popups/{id}', { path: { id } });
}

export function useDeletePopup({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deletePopup> } = {}) {
  return usePopupCommand(deletePopup, mutationConfig);
}
