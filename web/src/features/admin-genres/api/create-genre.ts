import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateGenreQueries } from '@/features/admin-genres/api/invalidate-genre-queries';
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
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation({
    ...restConfig,
    onSuccess: async (...args) => {
      await invalidateGenreQueries(queryClient);
      await onSuccess?.(...args);
    },
    mutationFn: createGenre,
  });
}
