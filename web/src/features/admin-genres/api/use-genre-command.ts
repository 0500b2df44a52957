import type { UseMutationOptions } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';
import { useMutationThen } from '@/lib/react-query';

/**
 * A command on a genre. Afterwards both the admin list and the public genre menus are
 * stale; the caller's own `onSuccess` runs once they have been read again.
 */
export function useGenreCommand<Input, Result>(
  command: (input: Input) => Promise<Result>,
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Input>, 'mutationFn'>,
) {
  return useMutationThen(
    command,
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminGenres }),
        queryClient.invalidateQueries({ queryKey: queryKeys.genres }),
      ]),
    mutationConfig,
  );
}
