import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { FavouriteCard } from '@/types/api';

/** `GET /api/favorites`: the member's films and series, newest first. */
export async function getFavourites({ signal }: { signal?: AbortSignal } = {}): Promise<
  FavouriteCard[]
> {
  const answer = await api.get('/api/favorites', { signal });
  return answer.items;
}

export function getFavouritesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.favourites,
    queryFn: ({ signal }) => getFavourites({ signal }),
  });
}

export function useFavourites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFavouritesQueryOptions(), enabled });
}
