import { useInfiniteQuery } from '@tanstack/react-query';

import {
  adminTitleKeys,
  TITLES_PAGE_SIZE,
  type SeriesKind,
  type TitleQuery,
} from '@/features/admin-titles/api/keys';
import { api } from '@/lib/api-client';
import type { AdminSeriesPage } from '@/types/api';
import type { components } from '@/types/openapi';

type SeriesRequest = {
  kind: SeriesKind;
  query: TitleQuery;
  cursor?: string | null;
  signal?: AbortSignal;
};

/** `GET /api/admin/series?anime=`: one page of series, or of animes. */
export function getAdminSeries({
  kind,
  query,
  cursor,
  signal,
}: SeriesRequest): Promise<AdminSeriesPage> {
  return api.get('/api/admin/series', {
    query: {
      ...query,
      // The series screens offer no duration sort (series have none).
      sort: query.sort as components['schemas']['SeriesSort'] | undefined,
      anime: kind === 'anime',
      limit: TITLES_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

/** The series (or anime) list, page after page. */
export function useAdminSeries(kind: SeriesKind, query: TitleQuery) {
  return useInfiniteQuery({
    queryKey: adminTitleKeys.series(kind, query),
    queryFn: ({ pageParam, signal }) => getAdminSeries({ kind, query, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
