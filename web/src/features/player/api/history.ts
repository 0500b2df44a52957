import type { QueryClient } from '@tanstack/react-query';

import { playerKeys } from '@/features/player/api/keys';
import { api } from '@/lib/api-client';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';
import type { HistoryEntryKind } from '@/types/api';

/** `DELETE /api/history/{kind}/{id}`: a film, an episode or a series out of the history. */
export function removeFromHistory({ kind, id }: { kind: HistoryEntryKind; id: string }) {
  return api.delete('/api/history/{kind}/{id}', { path: { kind, id } });
}

/** `DELETE /api/history`: the whole history. */
export function clearHistory() {
  return api.delete('/api/history');
}

/** Both change "Reprendre", resume points and the history: all are read again. */
async function rereadProgress(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: playerKeys.progress }),
    queryClient.invalidateQueries({ queryKey: playerKeys.history }),
  ]);
}

export function useRemoveFromHistory({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof removeFromHistory> } = {}) {
  return useMutationThen(removeFromHistory, rereadProgress, mutationConfig);
}

export function useClearHistory({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof clearHistory> } = {}) {
  return useMutationThen(clearHistory, rereadProgress, mutationConfig);
}
