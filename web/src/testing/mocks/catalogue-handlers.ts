import { http, HttpResponse } from 'msw';

import { db } from '@/testing/mocks/db';
import { seedMovies, seedSeries, seriesRow } from '@/testing/mocks/catalogue-db';

const notFound = (message: string) =>
  HttpResponse.json({ error: { code: 'not_found', message } }, { status: 404 });

const page = <T>(items: T[]) => ({ items, total: items.length, next_cursor: null });

/** Default handlers of the catalogue reads (no filtering: tests override as needed). */
export const catalogueHandlers = [
  http.get('/api/stats', () =>
    HttpResponse.json({ movies: seedMovies.length, series: seedSeries.length }),
  ),

  http.get('/api/home', () => {
    const series = seedSeries.map(seriesRow);
    return HttpResponse.json({
      featured_movies: seedMovies.filter((movie) => movie.is_featured),
      featured_series: series.filter((row) => row.is_featured),
      top_movies: seedMovies,
      top_series: series,
      top_animes: [],
      newest_movies: seedMovies,
      newest_series: series,
    });
  }),

  http.get('/api/movies', () => HttpResponse.json(page(seedMovies))),
  http.get('/api/series', () => HttpResponse.json(page(seedSeries.map(seriesRow)))),

  http.get('/api/movies/:id', ({ params }) => {
    const movie = seedMovies.find((candidate) => candidate.id === params.id);
    return movie ? HttpResponse.json(movie) : notFound('Film non trouvé');
  }),
  http.get('/api/movies/:id/similar', ({ params }) =>
    HttpResponse.json(
      seedMovies
        .filter((movie) => movie.id !== params.id)
        .map((movie) => ({ ...movie, score: 12, badge: 'Même réalisateur' })),
    ),
  ),
  http.post('/api/movies/:id/views', () => HttpResponse.json({ position: 1 })),

  http.get('/api/series/:id', ({ params }) => {
    const series = seedSeries.find((candidate) => candidate.id === params.id);
    return series ? HttpResponse.json(series) : notFound('Série non trouvée');
  }),
  http.post('/api/series/:id/views', () => HttpResponse.json({ position: 1 })),

  http.get('/api/genres/:slug', ({ params }) => {
    const genre = db.genres.find((candidate) => candidate.slug === params.slug);
    if (!genre) return notFound('Genre non trouvé');
    const { id, name, slug, category } = genre;
    const movies = seedMovies.filter((movie) => movie.genres.some((g) => g.slug === slug));
    const series = seedSeries
      .filter((row) => row.genres.some((g) => g.slug === slug))
      .map(seriesRow);
    return HttpResponse.json({
      genre: { id, name, slug, category },
      movies: page(movies),
      series: page(series),
    });
  }),
];
