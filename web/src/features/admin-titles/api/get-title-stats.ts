import { useQuery } from '@tanstack/react-query';

import { adminTitleKeys, type SeriesKind } from '@/features/admin-titles/api/keys';
import { api } from '@/lib/api-client';

/** `GET /api/admin/movies/stats`: total, featured, new, views. */
export function getMovieStats({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/admin/movies/stats', { signal });
}

/** `GET /api/admin/series/stats?anime=`: total, featured, new, ongoing, episodes, views. */
export function getSeriesStats(kind: SeriesKind, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/admin/series/stats', {
    query: { anime: kind === 'anime' },
    signal,
  });
}

export function useMovieStats() {
  return useQuery({
    queryKey: adminTitleKeys.movieStats,
    queryFn: ({ signal }) => getMovieStats({ signal }),
  });
}

export function useSeriesStats(kind: SeriesKind) {
  return useQuery({
    queryKey: adminTitleKeys.seriesStats(kind),
    queryFn: ({ signal }) => getSeriesStats(kind, { signal }),
  });
}
