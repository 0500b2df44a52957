import { useGenreCommand } from '@/features/admin-genres/api/use-genre-command';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

/** `DELETE /api/admin/genres/{id}`: the server also unlinks the genre from its titles. */
export function deleteGenre({ id }: { id: string }): Promise<CommandResult> {
  return api.delete('/api/admin/genres/{id}', { path: { id } });
}

export function useDeleteGenre({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteGenre> } = {}) {
  return useGenreCommand(deleteGenre, mutationConfig);
}
