import type { UseMutationOptions } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';
import { useMutationThen } from '@/lib/react-query';

/**
 * A command on the login messages. Afterwards the list, the message the login page
 * shows and the admin home's counters are stale; the caller's own `onSuccess` runs
 * once they have been read again.
 */
export function usePopupCommand<Input, Result>(
  command: (input: Input) => Promise<Result>,
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Input>, 'mutationFn'>,
) {
  return useMutationThen(
    command,
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminPopups }),
        queryClient.invalidateQueries({ queryKey: queryKeys.loginMessage }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard }),
      ]),
    mutationConfig,
  );
}
