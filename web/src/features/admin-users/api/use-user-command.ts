import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';

/**
 * A command on a user account. Afterwards every list page and the stats are read
 * again: a change can move a user in or out of a filter, or change a count.
 */
export function useUserCommand<Input, Result>(command: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
  });
}
