import { useTitleCommand } from '@/features/admin-titles/api/use-title-command';
import { api } from '@/lib/api-client';
import type { CommandResult, Created, EpisodeInput } from '@/types/api';

const episodePath = (id: string) => `/admin/episodes/${encodeURIComponent(id)}`;

/** `POST /api/admin/series/{id}/episodes` → 201 `{position, id}`; the totals follow. */
export function addEpisode({ seriesId, data }: { seriesId: string; data: EpisodeInput }) {
  return api.post<Created>(`/admin/series/${encodeURIComponent(seriesId)}/episodes`, data);
}

/** `PUT /api/admin/episodes/{id}`. */
export function updateEpisode({ id, data }: { id: string; data: EpisodeInput }) {
  return api.put<CommandResult>(episodePath(id), data);
}

/** `DELETE /api/admin/episodes/{id}`. */
export function deleteEpisode({ id }: { id: string }) {
  return api.delete<CommandResult>(episodePath(id));
}

export const useAddEpisode = () => useTitleCommand(addEpisode);
export const useUpdateEpisode = () => useTitleCommand(updateEpisode);
export const useDeleteEpisode = () => useTitleCommand(deleteEpisode);
