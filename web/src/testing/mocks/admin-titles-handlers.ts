import { http, HttpResponse } from 'msw';

import { catalogueDb, seriesRow } from '@/testing/mocks/catalogue-db';
import { onePage } from '@/testing/mocks/page';

const done = () => HttpResponse.json({ position: 1 });
const created = () => HttpResponse.json({ position: 1, id: 'new-id' }, { status: 201 });

/** The anime screen reads the anime fixtures, the series screen the series ones. */
const forAnimes = (request: Request) => new URL(request.url).searchParams.get('anime') === 'true';

/**
 * The admin title endpoints: the fixtures of `catalogueDb` as one page whatever the
 * search, filters or sort (the server's tests cover those), fixed counters, and commands
 * that answer a position. A test that needs the list to change after a command, or a
 * refusal, says so itself.
 */
export const adminTitlesHandlers = [
  http.get('/api/admin/movies/stats', () => HttpResponse.json(catalogueDb.movieStats)),
  http.get('/api/admin/movies', () => HttpResponse.json(onePage(catalogueDb.movies))),
  http.post('/api/admin/movies', created),
  http.put('/api/admin/movies/:id', done),
  http.delete('/api/admin/movies/:id', done),

  http.get('/api/admin/series/stats', ({ request }) =>
    HttpResponse.json(forAnimes(request) ? catalogueDb.animeStats : catalogueDb.seriesStats),
  ),
  http.get('/api/admin/series', ({ request }) => {
    const rows = forAnimes(request) ? catalogueDb.animes : catalogueDb.series;
    return HttpResponse.json(onePage(rows.map(seriesRow)));
  }),
  http.post('/api/admin/series', created),
  http.put('/api/admin/series/:id', done),
  http.delete('/api/admin/series/:id', done),

  http.post('/api/admin/series/:id/episodes', created),
  http.put('/api/admin/episodes/:id', done),
  http.delete('/api/admin/episodes/:id', done),
];
