import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';

/** After a genre changes, both the admin list and the public genre menus are stale. */
export function invalidateGenreQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminGenres }),
    queryClient.invalidateQueries({ queryKey: queryKeys.genres }),
  ]).then(() => undefined);
}
