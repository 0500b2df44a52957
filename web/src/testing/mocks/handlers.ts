import { http, HttpResponse } from 'msw';

import { adminTitlesHandlers } from '@/testing/mocks/admin-titles-handlers';
import { adminUsersHandlers } from '@/testing/mocks/admin-users-handlers';
import { authHandlers } from '@/testing/mocks/auth-handlers';
import { catalogueHandlers } from '@/testing/mocks/catalogue-handlers';
import { db, slugify } from '@/testing/mocks/db';
import type { AdminGenre, GenreInput } from '@/types/api';

let position = 0;

const errorResponse = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

const byName = (a: AdminGenre, b: AdminGenre) => a.name.localeCompare(b.name, 'fr');

/** A duplicate slug in the same category is refused as the spec words it. */
function duplicate(input: GenreInput, exceptId?: string) {
  const slug = slugify(input.category, input.name);
  const clash = db.genres.find(
    (genre) => genre.slug === slug && genre.category === input.category && genre.id !== exceptId,
  );
  if (!clash) return null;
  return errorResponse(
    409,
    'duplicate_genre',
    `Un genre avec le slug "${slug}" existe déjà dans la catégorie "${input.category}". Veuillez choisir un nom différent.`,
  );
}

/** Default handlers: a small working backend for the genre endpoints. */
export const handlers = [
  http.get('/api/genres', () =>
    HttpResponse.json(
      [...db.genres]
        .sort(byName)
        .map(({ id, name, slug, category }) => ({ id, name, slug, category })),
    ),
  ),

  http.get('/api/admin/genres', () => HttpResponse.json([...db.genres].sort(byName))),

  http.post('/api/admin/genres', async ({ request }) => {
    const input = (await request.json()) as GenreInput;
    const refused = duplicate(input);
    if (refused) return refused;
    const id = `g-${db.nextId++}`;
    db.genres.push({
      id,
      ...input,
      slug: slugify(input.category, input.name),
      movie_count: 0,
      series_count: 0,
    });
    return HttpResponse.json({ position: ++position, id }, { status: 201 });
  }),

  http.put('/api/admin/genres/:id', async ({ params, request }) => {
    const input = (await request.json()) as GenreInput;
    const genre = db.genres.find((candidate) => candidate.id === params.id);
    if (!genre) return errorResponse(404, 'not_found', 'Genre non trouvé');
    const refused = duplicate(input, genre.id);
    if (refused) return refused;
    Object.assign(genre, input, { slug: slugify(input.category, input.name) });
    return HttpResponse.json({ position: ++position });
  }),

  http.delete('/api/admin/genres/:id', ({ params }) => {
    db.genres = db.genres.filter((genre) => genre.id !== params.id);
    return HttpResponse.json({ position: ++position });
  }),

  ...catalogueHandlers,
  ...authHandlers,
  ...adminUsersHandlers,
  ...adminTitlesHandlers,
];
