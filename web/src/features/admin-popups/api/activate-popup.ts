import { usePopupCommand } from '@/features/admin-popups/api/use-popup-command';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

/** `POST /api/admin/popups/{id}/activate`: the others are deactivated by the server. */
export function activatePopup({ id }: { id: string }): Promise<CommandResult> {
  return api.post('/api/admin/popups/{id}/activate', { path: { id } });
}

export function useActivatePopup({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof activatePopup> } = {}) {
  return usePopupCommand(activatePopup, mutationConfig);
}
