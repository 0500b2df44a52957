import type { SeriesKind } from '@/features/admin-titles/api/keys';
import { useTitleCommand } from '@/features/admin-titles/api/use-title-command';
import { api } from '@/lib/api-client';
import type { SeriesInput } from '@/types/api';

/** `?anime=true` makes the server apply the anime form's defaults and year bounds. */
const kindParams = (kind: SeriesKind) => (kind === 'anime' ? { anime: true } : undefined);

/** `POST /api/admin/series[?anime=true]` → 201 `{position, id}`. */
export function createSeries({ kind, data }: { kind: SeriesKind; data: SeriesInput }) {
  return api.post('/api/admin/series', { query: kindParams(kind), body: data });
}

/** `PUT /api/admin/series/{id}[?anime=true]`: fields and genres, never the totals. */
export function updateSeries({
  id,
  kind,
  data,
}: {
  id: string;
  kind: SeriesKind;
  data: SeriesInput;
}) {
  return api.put('/api/admin/series/{id}', { path: { id }, query: kindParams(kind), body: data });
}

/** `DELETE /api/admin/series/{id}`: the series and all its episodes. */
export function deleteSeries({ id }: { id: string }) {
  return api.delete('/api/admin/series/{id}', { path: { id } });
}

export const useCreateSeries = () => useTitleCommand(createSeries);
export const useUpdateSeries = () => useTitleCommand(updateSeries);
export const useDeleteSeries = () => useTitleCommand(deleteSeries);
