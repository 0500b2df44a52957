import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { playerKeys } from '@/features/player/api/keys';
import { saveProgress, useResumePoint } from '@/features/player/api/progress';
import type { ProgressReport } from '@/features/player/hooks/use-progress';
import type { WatchContent } from '@/types/watch';

/**
 * The history side of a film or an episode: the server's resume point (used when this
 * browser has none) and the reports the player makes. A failed save is only logged
 * (docs/product.md, member side §7); a saved one makes the member's lists (continue watching, history) stale.
 */
export function useWatchProgress(content: WatchContent | null) {
  const queryClient = useQueryClient();
  const resume = useResumePoint(content?.id);
  const type = content?.type;
  const id = content?.id;

  const report = useCallback(
    ({ seconds, completed }: ProgressReport) => {
      if (!type || !id) return;
      saveProgress({ type, id }, seconds, completed)
        .then(() => queryClient.invalidateQueries({ queryKey: playerKeys.progress }))
        .then(() => queryClient.invalidateQueries({ queryKey: playerKeys.history }))
        .catch((error: unknown) => console.warn('Progression non enregistrée', error));
    },
    [type, id, queryClient],
  );

  return { position: resume.data ?? null, report: content ? report : undefined };
}
