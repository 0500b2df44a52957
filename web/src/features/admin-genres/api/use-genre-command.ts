import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';

/**
 * A command on a genre. Afterwards both the admin list and the public genre menus are
 * stale; the caller's own `onSuccess` runs once they have been read again.
 */
export function useGenreCommand<Input, Result>(
  command: (input: Input) => Promise<Result>,
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Input>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation<Result, Error, Input>({
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
