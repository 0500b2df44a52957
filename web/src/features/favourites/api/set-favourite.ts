import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { FavouriteCard, TitleKind } from '@/types/api';

export type FavouriteChange = { kind: TitleKind; id: string; favourite: boolean };

/** `PUT` (add) or `DELETE` (remove) `/api/favorites/{kind}/{id}`; both are idempotent. */
export function setFavourite({ kind, id, favourite }: FavouriteChange) {
  const path = { kind, id };
  return favourite
    ? api.put('/api/favorites/{kind}/{id}', { path })
    : api.delete('/api/favorites/{kind}/{id}', { path });
}

/**
 * Adds or removes a favourite. A removal leaves the cached list at once; an add is
 * shown by the heart at once (it reads `pending`). Either way the list is read again
 * once the server has answered: the answer's position makes that read see the change
 * (read-your-writes). A failed change puts the list back.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async ({ kind, id, favourite }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.favourites });
      const before = queryClient.getQueryData<FavouriteCard[]>(queryKeys.favourites);
      if (!favourite && before) {
        queryClient.setQueryData<FavouriteCard[]>(
          queryKeys.favourites,
          before.filter((card) => !(card.content_type === kind && card.id === id)),
        );
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.favourites, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites }),
  });
}
