import { api } from '@/lib/api-client';

/** `POST /api/movies/{id}/views` or `/api/series/{id}/views`: one view of the title. */
export function countView(kind: 'movies' | 'series', id: string): Promise<unknown> {
  return api.post(`/${kind}/${encodeURIComponent(id)}/views`);
}
