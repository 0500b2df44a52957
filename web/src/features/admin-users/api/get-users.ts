import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AdminUserPage, UserFilter } from '@/types/api';

/** Users per page (spec: the list loads 50 at a time). */
export const USERS_PAGE_SIZE = 50;

type UsersRequest = {
  q: string;
  filter: UserFilter;
  cursor?: string | null;
  signal?: AbortSignal;
};

/** `GET /api/admin/users`: one page, newest first; `q` matches the e-mail or an id prefix. */
export function getUsers({ q, filter, cursor, signal }: UsersRequest): Promise<AdminUserPage> {
  return api.get('/api/admin/users', {
    query: { q: q || undefined, filter, cursor: cursor ?? undefined, limit: USERS_PAGE_SIZE },
    signal,
  });
}

/** The user list for a search and a filter, page after page. */
export function useAdminUsers({ q, filter }: { q: string; filter: UserFilter }) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminUserList(q, filter),
    queryFn: ({ pageParam, signal }) => getUsers({ q, filter, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
