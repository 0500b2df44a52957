import { useGenreCommand } from '@/features/admin-genres/api/use-genre-command';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { GenreInput } from '@/types/api';

/** `POST /api/admin/genres`. */
export function createGenre(data: GenreInput) {
  return api.post('/api/admin/genres', { body: data });
}

export function useCreateGenre({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createGenre> } = {}) {
  return useGenreCommand(createGenre, mutationConfig);
}
