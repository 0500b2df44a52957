import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

/** `POST /api/admin/mail/{id}/retry`: an undeliverable mail goes back in the queue. */
export function retryMail({ id }: { id: string }): Promise<CommandResult> {
  return api.post('/api/admin/mail/{id}/retry', { path: { id } });
}

/** Afterwards every page of the list and its counts are stale. */
export function useRetryMail({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof retryMail> } = {}) {
  return useMutationThen(
    retryMail,
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.adminMail }),
    mutationConfig,
  );
}
