import type { SeriesKind } from '@/features/admin-titles/api/keys';
import { useTitleCommand } from '@/features/admin-titles/api/use-title-command';
import { api } from '@/lib/api-client';
import type { CommandResult, Created, SeriesInput } from '@/types/api';

const seriesPath = (id: string) => `/admin/series/${encodeURIComponent(id)}`;
/** `?anime=true` makes the server apply the anime form's defaults and year bounds. */
const kindParams = (kind: SeriesKind) => (kind === 'anime' ? { anime: true } : undefined);

/** `POST /api/admin/series[?anime=true]` → 201 `{position, id}`. */
export function createSeries({ kind, data }: { kind: SeriesKind; data: SeriesInput }) {
  return api.post<Created>('/admin/series', data, { params: kindParams(kind) });
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
  return api.put<CommandResult>(seriesPath(id), data, { params: kindParams(kind) });
}

/** `DELETE /api/admin/series/{id}`: the series and all its episodes. */
export function deleteSeries({ id }: { id: string }) {
  return api.delete<CommandResult>(seriesPath(id));
}

export const useCreateSeries = () => useTitleCommand(createSeries);
export const useUpdateSeries = () => useTitleCommand(updateSeries);
export const useDeleteSeries = () => useTitleCommand(deleteSeries);
