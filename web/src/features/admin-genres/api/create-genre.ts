import { useGenreCommand } from '@/features/admin-genres/api/use-genre-command';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult, GenreInput } from '@/types/api';

/** `POST /api/admin/genres`. */
export function createGenre(data: GenreInput): Promise<CommandResult> {
  return api.post<CommandResult>('/admin/genres', data);
}

export function useCreateGenre({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createGenre> } = {}) {
  return useGenreCommand(createGenre, mutationConfig);
}
