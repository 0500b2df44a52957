import { useTitleCommand } from '@/features/admin-titles/api/use-title-command';
import { api } from '@/lib/api-client';
import type { CommandResult, Created, MovieInput } from '@/types/api';

const moviePath = (id: string) => `/admin/movies/${encodeURIComponent(id)}`;

/** `POST /api/admin/movies` → 201 `{position, id}`. */
export function createMovie(data: MovieInput): Promise<Created> {
  return api.post<Created>('/admin/movies', data);
}

/** `PUT /api/admin/movies/{id}`: replaces the film's fields and genres. */
export function updateMovie({ id, data }: { id: string; data: MovieInput }) {
  return api.put<CommandResult>(moviePath(id), data);
}

/** `DELETE /api/admin/movies/{id}`. */
export function deleteMovie({ id }: { id: string }) {
  return api.delete<CommandResult>(moviePath(id));
}

export const useCreateMovie = () => useTitleCommand(createMovie);
export const useUpdateMovie = () => useTitleCommand(updateMovie);
export const useDeleteMovie = () => useTitleCommand(deleteMovie);
