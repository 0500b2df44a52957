import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateGenreQueries } from '@/features/admin-genres/api/invalidate-genre-queries';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

/** `DELETE /api/admin/genres/{id}`: the server also unlinks the genre from its titles. */
export function deleteGenre({ id }: { id: string }): Promise<CommandResult> {
  return api.delete<CommandResult>(`/admin/genres/${encodeURIComponent(id)}`);
}

export function useDeleteGenre({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteGenre> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation({
    ...restConfig,
    onSuccess: async (...args) => {
      await invalidateGenreQueries(queryClient);
      await onSuccess?.(...args);
    },
    mutationFn: deleteGenre,
  });
}
