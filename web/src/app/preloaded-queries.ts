import type { QueryClient } from '@tanstack/react-query';

import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { isBanInForce } from '@/features/auth/utils/ban-time';
import { getHomeQueryOptions } from '@/features/catalogue/api/get-home';
import { getCatalogueStatsQueryOptions } from '@/features/catalogue/api/get-stats';
import { getContinueWatchingQueryOptions } from '@/features/player/api/progress';
import { dropPreloadedReads, hasPreloadedReads } from '@/lib/preloaded-reads';

/** The longest the first render waits for the reads of index.html. */
const MAX_WAIT_MS = 1500;

/**
 * On a fresh load of /home, index.html has already asked for the session and the page's
 * reads: their answers go into the cache before the app's first render, so that the page
 * renders once, whole, instead of once per answer (each a long task on a slow phone).
 * The page's reads are kept only for whoever may see it (as MemberGate decides);
 * otherwise, or past `MAX_WAIT_MS`, the app renders and reads as usual.
 */
export function loadPreloadedQueries(queryClient: QueryClient): Promise<void> {
  if (!hasPreloadedReads()) return Promise.resolve();
  const reads = async () => {
    const session = await queryClient.fetchQuery(getSessionQueryOptions()).catch(() => null);
    // MemberGate's rule: the page shows to a member not banned, or to anyone when the
    // server serves the catalogue to visitors.
    const shown =
      session &&
      (session.user ? !isBanInForce(session.ban, new Date()) : session.settings.public_catalogue);
    if (!shown) {
      // Someone signing in within seconds must not get these (refused) answers.
      dropPreloadedReads();
      return;
    }
    await Promise.all([
      queryClient.prefetchQuery(getHomeQueryOptions()),
      queryClient.prefetchQuery(getCatalogueStatsQueryOptions()),
      queryClient.prefetchQuery(getContinueWatchingQueryOptions()),
    ]);
  };
  return Promise.race([reads(), new Promise<void>((done) => setTimeout(done, MAX_WAIT_MS))]);
}
