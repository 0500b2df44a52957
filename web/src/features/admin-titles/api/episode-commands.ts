import { useTitleCommand } from '@/features/admin-titles/api/use-title-command';
import { api } from '@/lib/api-client';
import type { EpisodeInput } from '@/types/api';

/** `POST /api/admin/series/{id}/episodes` → 201 `{position, id}`; the totals follow. */
export function addEpisode({ seriesId, data }: { seriesId: string; data: EpisodeInput }) {
  return api.post('/api/admin/series/{id}/episodes', { path: { id: seriesId }, body: data });
}

/** `PUT /api/admin/episodes/{id}`. */
export function updateEpisode({ id, data }: { id: string; data: EpisodeInput }) {
  return api.put('/api/admin/episodes/{id}', { path: { id }, body: data });
}

/** `DELETE /api/admin/episodes/{id}`. */
export function deleteEpisode({ id }: { id: string }) {
  return api.delete('/api/admin/episodes/{id}', { path: { id } });
}

export const useAddEpisode = () => useTitleCommand(addEpisode);
export const useUpdateEpisode = () => useTitleCommand(updateEpisode);
export const useDeleteEpisode = () => useTitleCommand(deleteEpisode);
