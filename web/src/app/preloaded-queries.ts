import type { QueryClient } from '@tanstack/react-query';

import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { getHomeQueryOptions } from '@/features/catalogue/api/get-home';
import { getCatalogueStatsQueryOptions } from '@/features/catalogue/api/get-stats';
import { getContinueWatchingQueryOptions } from '@/features/player/api/progress';
import { hasPreloadedReads } from '@/lib/preloaded-reads';

/** The longest the first render waits for the reads of index.html. */
const MAX_WAIT_MS = 1500;

/**
 * On a fresh load of /home, index.html has already asked for the session and the page's
 * reads: their answers go into the cache before the app's first render, so that the page
 * renders once, whole, instead of once per answer (each a long task on a slow phone).
 * The page's reads are kept only for a member who may see it (signed in, not banned);
 * otherwise, or past `MAX_WAIT_MS`, the app renders and reads as usual.
 */
export function loadPreloadedQueries(queryClient: QueryClient): Promise<void> {
  if (!hasPreloadedReads()) return Promise.resolve();
  const reads = async () => {
    const session = await queryClient.fetchQuery(getSessionQueryOptions()).catch(() => null);
    if (!session?.user || session.ban) return;
    await Promise.all([
      queryClient.prefetchQuery(getHomeQueryOptions()),
      queryClient.prefetchQuery(getCatalogueStatsQueryOptions()),
      queryClient.prefetchQuery(getContinueWatchingQueryOptions()),
    ]);
  };
  return Promise.race([reads(), new Promise<void>((done) => setTimeout(done, MAX_WAIT_MS))]);
}
