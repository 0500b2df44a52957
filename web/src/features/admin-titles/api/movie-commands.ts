import { useTitleCommand } from '@/features/admin-titles/api/use-title-command';
import { api } from '@/lib/api-client';
import type { Created, MovieInput } from '@/types/api';

/** `POST /api/admin/movies` → 201 `{position, id}`. */
export function createMovie(data: MovieInput): Promise<Created> {
  return api.post('/api/admin/movies', { body: data });
}

/** `PUT /api/admin/movies/{id}`: replaces the film's fields and genres. */
export function updateMovie({ id, data }: { id: string; data: MovieInput }) {
  return api.put('/api/admin/movies/{id}', { path: { id }, body: data });
}

/** `DELETE /api/admin/movies/{id}`. */
export function deleteMovie({ id }: { id: string }) {
  return api.delete('/api/admin/movies/{id}', { path: { id } });
}

export const useCreateMovie = () => useTitleCommand(createMovie);
export const useUpdateMovie = () => useTitleCommand(updateMovie);
export const useDeleteMovie = () => useTitleCommand(deleteMovie);
