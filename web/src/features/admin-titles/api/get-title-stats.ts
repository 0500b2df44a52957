import { useQuery } from '@tanstack/react-query';

import { adminTitleKeys, type SeriesKind } from '@/features/admin-titles/api/keys';
import { api } from '@/lib/api-client';
import type { AdminMovieStats, AdminSeriesStats } from '@/types/api';

/** `GET /api/admin/movies/stats`: total, featured, new, views. */
export function getMovieStats({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<AdminMovieStats>('/admin/movies/stats', { signal });
}

/** `GET /api/admin/series/stats?anime=`: total, featured, new, ongoing, episodes, views. */
export function getSeriesStats(kind: SeriesKind, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<AdminSeriesStats>('/admin/series/stats', {
    params: { anime: kind === 'anime' },
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
