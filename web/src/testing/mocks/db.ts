import type { AdminGenre } from '@/types/api';

/** The genres of every test: two films genres, a series genre and an anime genre. */
const dates = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };

export const seedGenres: AdminGenre[] = [
  {
    id: 'g-1',
    name: 'Action',
    slug: 'films-action',
    category: 'Films',
    movie_count: 12,
    series_count: 0,
    ...dates,
  },
  {
    id: 'g-2',
    name: 'Comédie',
    slug: 'films-comedie',
    category: 'Films',
    movie_count: 8,
    series_count: 0,
    ...dates,
  },
  {
    id: 'g-3',
    name: 'Drame',
    slug: 'series-drame',
    category: 'Séries',
    movie_count: 0,
    series_count: 5,
    ...dates,
  },
  {
    id: 'g-4',
    name: 'Shōnen',
    slug: 'series-animes',
    category: 'Animés',
    movie_count: 0,
    series_count: 3,
    ...dates,
  },
];

/** The genres the handlers serve, in the server's order (by name); reset after each test. */
export const db = {
  genres: structuredClone(seedGenres),
};

export function resetDb() {
  db.genres = structuredClone(seedGenres);
}
