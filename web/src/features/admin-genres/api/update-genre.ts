import { useGenreCommand } from '@/features/admin-genres/api/use-genre-command';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult, GenreInput } from '@/types/api';

/** `PUT /api/admin/genres/{id}`. */
export function updateGenre({
  id,
  data,
}: {
  id: string;
  data: GenreInput;
}): Promise<CommandResult> {
  return api.put('/api/admin/genres/{id}', { path: { id }, body: data });
}

export function useUpdateGenre({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateGenre> } = {}) {
  return useGenreCommand(updateGenre, mutationConfig);
}
