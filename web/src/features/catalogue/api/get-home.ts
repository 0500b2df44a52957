import { queryOptions, useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';
import type { Home } from '@/types/api';

/** Cards shown per home carousel (docs/product.md, member side §9: newest 12 → 8 shown, top 20 shuffled → 8). */
export const HOME_SHOWN = 8;

/** `GET /api/home`: every home carousel in one answer. */
export function getHome({ signal }: { signal?: AbortSignal } = {}): Promise<Home> {
  return api.get('/api/home', { signal });
}

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const picked = copy[j] as T;
    copy[j] = copy[i] as T;
    copy[i] = picked;
  }
  return copy;
}

/** The carousels as shown: top lists shuffled, every list cut to 8 cards. */
export function toShownHome(home: Home): Home {
  return {
    featured_movies: home.featured_movies.slice(0, HOME_SHOWN),
    featured_series: home.featured_series.slice(0, HOME_SHOWN),
    top_movies: shuffle(home.top_movies).slice(0, HOME_SHOWN),
    top_series: shuffle(home.top_series).slice(0, HOME_SHOWN),
    top_animes: shuffle(home.top_animes).slice(0, HOME_SHOWN),
    newest_movies: home.newest_movies.slice(0, HOME_SHOWN),
    newest_series: home.newest_series.slice(0, HOME_SHOWN),
  };
}

/** The home carousels, shuffled once per fetch so cards do not jump on re-render. */
export function getHomeQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.home,
    queryFn: async ({ signal }) => toShownHome(await getHome({ signal })),
  });
}

export function useHome() {
  return useQuery(getHomeQueryOptions());
}
