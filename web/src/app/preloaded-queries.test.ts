import { afterEach, describe, expect, it } from 'vitest';

import { loadPreloadedQueries } from '@/app/preloaded-queries';
import { catalogueKeys } from '@/features/catalogue/api/keys';
import { takePreloadedRead } from '@/lib/preloaded-reads';
import { createQueryClient } from '@/lib/react-query';
import { queryKeys } from '@/lib/query-keys';
import { memberUser } from '@/testing/mocks/auth-db';
import type { Session } from '@/types/api';

type Preloaded = { at: number; reads: Record<string, Promise<Response>> };

function preload(session: Session) {
  const empty = { items: [], total: 0, next_cursor: null };
  const home = {
    featured_movies: [],
    featured_series: [],
    top_movies: [],
    top_series: [],
    top_animes: [],
    newest_movies: [],
    newest_series: [],
  };
  (window as { __bobineReads?: Preloaded }).__bobineReads = {
    at: Date.now(),
    reads: {
      '/api/auth/session': Promise.resolve(Response.json(session)),
      '/api/home': Promise.resolve(Response.json(home)),
      '/api/stats': Promise.resolve(Response.json({ movies: 3, series: 1 })),
      '/api/progress': Promise.resolve(Response.json(empty)),
    },
  };
}

const settings = {
  public_catalogue: false,
  require_referral: false,
  staff_two_factor: 'optional' as const,
};

describe('loadPreloadedQueries', () => {
  afterEach(() => {
    (window as { __bobineReads?: Preloaded }).__bobineReads = undefined;
  });

  it('puts the session and the home page reads of a member in the cache', async () => {
    preload({ user: memberUser, ban: null, settings });
    const queryClient = createQueryClient();

    await loadPreloadedQueries(queryClient);

    expect(queryClient.getQueryData(queryKeys.session)).toMatchObject({ user: memberUser });
    expect(queryClient.getQueryData(catalogueKeys.home)).toMatchObject({ featured_movies: [] });
    expect(queryClient.getQueryData(catalogueKeys.stats)).toEqual({ movies: 3, series: 1 });
  });

  it('keeps only the session of a visitor', async () => {
    preload({ user: null, ban: null, settings });
    const queryClient = createQueryClient();

    await loadPreloadedQueries(queryClient);

    expect(queryClient.getQueryData(queryKeys.session)).toMatchObject({ user: null });
    expect(queryClient.getQueryData(catalogueKeys.home)).toBeUndefined();
    // Once signed in, the page asks the server again.
    expect(takePreloadedRead('/api/home')).toBeUndefined();
  });

  it('reads nothing when index.html started nothing', async () => {
    const queryClient = createQueryClient();

    await loadPreloadedQueries(queryClient);

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
