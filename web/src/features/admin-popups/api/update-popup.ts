import { usePopupCommand } from '@/features/admin-popups/api/use-popup-command';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult, PopupInput } from '@/types/api';

/** `PUT /api/admin/popups/{id}`: `is_active` activates or deactivates the message. */
export function updatePopup({
  id,
  data,
}: {
  id: string;
  data: PopupInput;
}): Promise<CommandResult> {
  return api.put('/api/admin/popups/{id}', { path: { id }, body: data });
}

export function useUpdatePopup({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updatePopup> } = {}) {
  return usePopupCommand(updatePopup, mutationConfig);
}
