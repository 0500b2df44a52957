import { useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';
import type { MovieRow } from '@/types/api';

/** `GET /api/movies/{id}`: one film with its genres (404 'Film non trouvé'). */
export function getMovie(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<MovieRow>(`/movies/${encodeURIComponent(id)}`, { signal });
}

export function useMovie(id: string) {
  return useQuery({
    queryKey: catalogueKeys.movie(id),
    queryFn: ({ signal }) => getMovie(id, { signal }),
  });
}
