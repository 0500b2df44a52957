import { usePopupCommand } from '@/features/admin-popups/api/use-popup-command';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { PopupInput } from '@/types/api';

/** `POST /api/admin/popups`: checked "active", it replaces the active message. */
export function createPopup(data: PopupInput) {
  return api.post('/api/admin/popups', { body: data });
}

export function useCreatePopup({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createPopup> } = {}) {
  return usePopupCommand(createPopup, mutationConfig);
}
