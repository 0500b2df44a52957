/**
 * Query keys shared by several features, so that one feature can invalidate what
 * another one reads without importing it.
 */
export const queryKeys = {
  /** The public genre list (`GET /api/genres`). */
  genres: ['genres'] as const,
  /** The admin genre list with usage counts (`GET /api/admin/genres`). */
  adminGenres: ['admin', 'genres'] as const,
};
