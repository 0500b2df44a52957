import { useQuery } from '@tanstack/react-query';

import { catalogueKeys } from '@/features/catalogue/api/keys';
import { api } from '@/lib/api-client';

/** `GET /api/movies/{id}`: one film with its genres (404 'Film non trouvé'). */
export function getMovie(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/movies/{id}', { path: { id }, signal });
}

export function useMovie(id: string) {
  return useQuery({
    queryKey: catalogueKeys.movie(id),
    queryFn: ({ signal }) => getMovie(id, { signal }),
  });
}
