import type { AdminGenre } from '@/types/api';

/** The in-memory catalogue that the msw handlers read and write. */
export const seedGenres: AdminGenre[] = [
  {
    id: 'g-1',
    name: 'Action',
    slug: 'films-action',
    category: 'Films',
    movie_count: 12,
    series_count: 0,
  },
  {
    id: 'g-2',
    name: 'Comédie',
    slug: 'films-comedie',
    category: 'Films',
    movie_count: 8,
    series_count: 0,
  },
  {
    id: 'g-3',
    name: 'Drame',
    slug: 'series-drame',
    category: 'Séries',
    movie_count: 0,
    series_count: 5,
  },
  {
    id: 'g-4',
    name: 'Shōnen',
    slug: 'series-animes',
    category: 'Animés',
    movie_count: 0,
    series_count: 3,
  },
];

export const db = {
  genres: structuredClone(seedGenres),
  nextId: 100,
};

export function resetDb() {
  db.genres = structuredClone(seedGenres);
  db.nextId = 100;
}

/** The server's slug rule: category plus the accent-stripped, hyphenated name. */
export function slugify(category: string, name: string): string {
  return `${category}-${name}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
