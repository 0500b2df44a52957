import { api } from '@/lib/api-client';

/** `POST /api/movies/{id}/views` or `/api/series/{id}/views`: one view of the title. */
export function countView(kind: 'movies' | 'series', id: string): Promise<unknown> {
  return kind === 'movies'
    ? api.post('/api/movies/{id}/views', { path: { id } })
    : api.post('/api/series/{id}/views', { path: { id } });
}
