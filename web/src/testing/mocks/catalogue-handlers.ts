import { http, HttpResponse } from 'msw';

import { db } from '@/testing/mocks/db';
import { catalogueDb, listedMovie, listedSeries, seriesRow } from '@/testing/mocks/catalogue-db';
import { onePage } from '@/testing/mocks/page';

const notFound = (message: string) =>
  HttpResponse.json({ error: { code: 'not_found', message } }, { status: 404 });

/**
 * Default handlers of the catalogue reads: the fixtures of `catalogueDb` as they are,
 * whatever the filters, sort or genre asked (tests that need other answers override).
 */
export const catalogueHandlers = [
  http.get('/api/stats', () =>
    HttpResponse.json({ movies: catalogueDb.movies.length, series: catalogueDb.series.length }),
  ),

  http.get('/api/home', () => {
    const series = catalogueDb.series.map(seriesRow);
    return HttpResponse.json({
      featured_movies: catalogueDb.movies,
      featured_series: series,
      top_movies: catalogueDb.movies,
      top_series: series,
      top_animes: [],
      newest_movies: catalogueDb.movies,
      newest_series: series,
    });
  }),

  http.get('/api/movies', () => HttpResponse.json(onePage(catalogueDb.movies.map(listedMovie)))),
  http.get('/api/series', () => HttpResponse.json(onePage(catalogueDb.series.map(listedSeries)))),

  http.get('/api/movies/:id', ({ params }) => {
    const movie = catalogueDb.movies.find((candidate) => candidate.id === params.id);
    return movie ? HttpResponse.json(movie) : notFound('Film non trouvé');
  }),
  http.get('/api/movies/:id/similar', () =>
    HttpResponse.json(
      catalogueDb.movies.map((movie) => ({ ...movie, score: 12, badge: 'Même réalisateur' })),
    ),
  ),
  http.post('/api/movies/:id/views', () => HttpResponse.json({ position: 1 })),

  http.get('/api/series/:id', ({ params }) => {
    const series = [...catalogueDb.series, ...catalogueDb.animes].find(
      (candidate) => candidate.id === params.id,
    );
    return series ? HttpResponse.json(series) : notFound('Série non trouvée');
  }),
  http.post('/api/series/:id/views', () => HttpResponse.json({ position: 1 })),

  http.get('/api/genres/:slug', ({ params }) => {
    const genre = db.genres.find((candidate) => candidate.slug === params.slug);
    if (!genre) return notFound('Genre non trouvé');
    const { id, name, slug, category } = genre;
    return HttpResponse.json({
      genre: { id, name, slug, category },
      movies: onePage(catalogueDb.movies.map(listedMovie)),
      series: onePage(catalogueDb.series.map(listedSeries)),
    });
  }),
];
