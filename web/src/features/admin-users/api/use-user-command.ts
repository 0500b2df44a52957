import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';
import type { CommandResult } from '@/types/api';

/**
 * A command on a user account. Afterwards every list page and the stats are read
 * again: a change can move a user in or out of a filter, or change a count.
 */
export function useUserCommand<Input>(command: (input: Input) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
  });
}

export const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
