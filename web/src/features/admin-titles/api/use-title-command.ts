import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminTitleKeys } from '@/features/admin-titles/api/keys';
import { queryKeys } from '@/lib/query-keys';

/**
 * A command on a film, a series or an episode. Afterwards the admin lists, counters and
 * episode lists are read again (totals, filters and sort may all change), the member
 * catalogue is stale, and so are the genres' usage counts.
 */
export function useTitleCommand<Input, Result>(command: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTitleKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalogue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminGenres }),
      ]),
  });
}
