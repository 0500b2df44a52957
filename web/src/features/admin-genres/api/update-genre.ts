import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateGenreQueries } from '@/features/admin-genres/api/invalidate-genre-queries';
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
  return api.put<CommandResult>(`/admin/genres/${encodeURIComponent(id)}`, data);
}

export function useUpdateGenre({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateGenre> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation({
    ...restConfig,
    onSuccess: async (...args) => {
      await invalidateGenreQueries(queryClient);
      await onSuccess?.(...args);
    },
    mutationFn: updateGenre,
  });
}
