import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MutationConfig } from '@/lib/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * A command on a genre. Afterwards both the admin list and the public genre menus are
 * stale; the caller's own `onSuccess` runs once they have been read again.
 */
export function useGenreCommand<Command extends (input: never) => Promise<unknown>>(
  command: Command,
  mutationConfig?: MutationConfig<Command>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation({
    ...restConfig,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminGenres }),
        queryClient.invalidateQueries({ queryKey: queryKeys.genres }),
      ]);
      await onSuccess?.(...args);
    },
    mutationFn: command,
  });
}
