import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

import type { ModerationFilters } from '@/features/admin-moderation/api/filters';

/** Items per page of both moderation lists, as the other admin lists. */
export const MODERATION_PAGE_SIZE = 50;

/** What both moderation lists send: the search (left out when blank), the filters (typed
 * as the list's own enums, which the address's values belong to; `overdue` only when
 * on), the cursor of the page after the last one read, the page size. */
export function listQuery<Status extends string, Type extends string>(
  { q, status, type, overdue }: ModerationFilters,
  cursor: string | null,
) {
  return {
    q: q || undefined,
    status: status as Status,
    content_type: type as Type,
    overdue: overdue || undefined,
    cursor: cursor ?? undefined,
    limit: MODERATION_PAGE_SIZE,
  };
}

/** Reads one page of a moderation list. */
type GetPage<P> = (
  filters: ModerationFilters,
  cursor: string | null,
  signal?: AbortSignal,
) => Promise<P>;

/** A moderation list for a search and filters, page after page, under `key(filters)`. */
export function useModerationList<P extends { next_cursor: string | null }>(
  key: (filters: ModerationFilters) => QueryKey,
  getPage: GetPage<P>,
  filters: ModerationFilters,
) {
  return useInfiniteQuery({
    queryKey: key(filters),
    queryFn: ({ pageParam, signal }) => getPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
