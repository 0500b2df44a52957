/**
 * Shapes of the Bobine API (see shared/API.md).
 *
 * Hand-written until the server publishes `/api/openapi.json`; then these types are
 * generated with openapi-typescript and this file re-exports them.
 */

export const GENRE_CATEGORIES = [
  'Films',
  'Séries',
  'Animés',
  'Spectacles',
  'Documentaires',
] as const;

export type GenreCategory = (typeof GENRE_CATEGORIES)[number];

export type Genre = {
  id: string;
  name: string;
  slug: string;
  category: GenreCategory;
};

/** A genre as the admin list shows it, with the number of titles using it. */
export type AdminGenre = Genre & {
  movie_count: number;
  series_count: number;
};

/** The body of `POST /api/admin/genres` and `PUT /api/admin/genres/{id}`. */
export type GenreInput = {
  name: string;
  category: GenreCategory;
};

/** What a command answers: the log position of its last event (see ARCHITECTURE.md). */
export type CommandResult = {
  position: number | string;
};

export type ApiErrorBody = {
  error: { code: string; message: string };
};
