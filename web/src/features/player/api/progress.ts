import { queryOptions, useQuery } from '@tanstack/react-query';

import { playerKeys } from '@/features/player/api/keys';
import { api } from '@/lib/api-client';
import type { WatchContent } from '@/types/watch';

/** `PUT /api/progress`: the member's position in a film or an episode. */
export function saveProgress(content: WatchContent, seconds: number, completed: boolean) {
  return api.put('/api/progress', {
    body: {
      content_type: content.type,
      content_id: content.id,
      progress_seconds: seconds,
      completed,
    },
  });
}

/** `GET /api/progress?content_id=`: where the member stopped in it, on any device. */
export function useResumePoint(contentId: string | undefined) {
  return useQuery({
    queryKey: playerKeys.resumePoint(contentId ?? ''),
    queryFn: ({ signal }) => api.get('/api/progress', { query: { content_id: contentId }, signal }),
    enabled: contentId !== undefined,
    select: (list) => {
      const entry = list.items[0];
      return entry && !entry.completed ? entry.progress_seconds : null;
    },
    // A failure only means no resume point from the server.
    retry: false,
  });
}

/** `GET /api/progress`: films and episodes started and not finished, most recent first. */
export function getContinueWatchingQueryOptions() {
  return queryOptions({
    queryKey: playerKeys.continueWatching,
    queryFn: ({ signal }) => api.get('/api/progress', { signal }),
    retry: false,
  });
}

export function useContinueWatching() {
  return useQuery({ ...getContinueWatchingQueryOptions(), select: (list) => list.items });
}

/**
 * Episodes of `seriesId` the member finished: the series' own history, every page of
 * it (a page holds at most 100).
 */
export function useWatchedEpisodes(seriesId: string) {
  return useQuery({
    queryKey: [...playerKeys.history, { series: seriesId }],
    queryFn: async ({ signal }) => {
      const finished = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await api.get('/api/history', {
          query: { series_id: seriesId, limit: 100, cursor },
          signal,
        });
        for (const entry of page.items) if (entry.completed) finished.add(entry.content_id);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      return finished;
    },
    retry: false,
  });
}

/** `GET /api/history`: the member's latest titles watched (the first page). */
export function useHistoryPage() {
  return useQuery({
    queryKey: [...playerKeys.history, 'latest'],
    queryFn: ({ signal }) => api.get('/api/history', { signal }),
    select: (page) => page.items,
    retry: false,
  });
}
