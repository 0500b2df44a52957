import { http, HttpResponse } from 'msw';

import { catalogueDb, seriesRow } from '@/testing/mocks/catalogue-db';
import { db } from '@/testing/mocks/db';
import type {
  Episode,
  EpisodeInput,
  Genre,
  MovieInput,
  MovieRow,
  SeriesDetail,
  SeriesInput,
} from '@/types/api';

let position = 0;
let nextId = 1;

const fail = (status: number, code: string, message: string, field?: string) =>
  HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });
const titleRequired = () => fail(422, 'validation', 'Le titre est requis', 'title');

const genresOf = (ids: string[]): Genre[] =>
  db.genres
    .filter((genre) => ids.includes(genre.id))
    .map(({ id, name, slug, category }) => ({ id, name, slug, category }));

type Listed = {
  title: string;
  original_title: string | null;
  director: string | null;
  release_year: number | null;
  rating: number | null;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  genres: Genre[];
};

/** The list filters of `ListParams` that the screens send (sort is the seed order). */
function matches(
  row: Listed & { quality?: string | null; status?: string | null },
  p: URLSearchParams,
) {
  const q = p.get('q')?.toLowerCase();
  const number = (name: string) => (p.has(name) ? Number(p.get(name)) : null);
  const yearMin = number('year_min');
  const yearMax = number('year_max');
  const ratingMin = number('rating_min');
  const viewsMin = number('views_min');
  return (
    (!q ||
      [row.title, row.original_title, row.director].some((t) => t?.toLowerCase().includes(q))) &&
    (!p.has('genre') || row.genres.some((g) => g.slug === p.get('genre'))) &&
    (yearMin === null || (row.release_year ?? 0) >= yearMin) &&
    (yearMax === null || (row.release_year ?? 9999) <= yearMax) &&
    (ratingMin === null || (row.rating ?? 0) >= ratingMin) &&
    (viewsMin === null || row.views_count >= viewsMin) &&
    (!p.has('quality') || row.quality === p.get('quality')) &&
    (!p.has('status') || row.status === p.get('status')) &&
    (!p.has('featured') || String(row.is_featured) === p.get('featured')) &&
    (!p.has('new') || String(row.is_new) === p.get('new'))
  );
}

/** A cursor page: the cursor is the offset of the page's first row. */
function page<T>(rows: T[], p: URLSearchParams) {
  const offset = Number(p.get('cursor') ?? 0);
  const limit = Number(p.get('limit') ?? 50);
  const items = rows.slice(offset, offset + limit);
  const next = offset + limit < rows.length ? String(offset + limit) : null;
  return HttpResponse.json({ items, total: rows.length, next_cursor: next });
}

const seriesOf = (anime: boolean) => (anime ? catalogueDb.animes : catalogueDb.series);
const allSeries = () => [...catalogueDb.series, ...catalogueDb.animes];
const now = () => new Date().toISOString();

function movieFrom(input: MovieInput, id: string, created: string): MovieRow {
  return {
    ...input,
    id,
    title: input.title.trim(),
    country: input.country ?? 'France',
    language: input.language ?? 'Français',
    quality: input.quality ?? 'HD 1080p',
    poster_url: input.poster_url ?? `/api/posters/movie/${id}.svg`,
    views_count: 0,
    created_at: created,
    updated_at: now(),
    genres: genresOf(input.genre_ids),
  };
}

/** The server derives the totals from the episodes. */
function refreshTotals(series: SeriesDetail) {
  series.seasons = series.seasons
    .filter((season) => season.episodes.length > 0)
    .sort((a, b) => a.season_number - b.season_number);
  for (const season of series.seasons) {
    season.episodes.sort((a, b) => a.episode_number - b.episode_number);
  }
  series.total_seasons = series.seasons.length;
  series.total_episodes = series.seasons.reduce((sum, s) => sum + s.episodes.length, 0);
}

function findEpisode(id: string) {
  for (const series of allSeries()) {
    for (const season of series.seasons) {
      const episode = season.episodes.find((e) => e.id === id);
      if (episode) return { series, season, episode };
    }
  }
  return null;
}

function placeEpisode(series: SeriesDetail, episode: Episode) {
  let season = series.seasons.find((s) => s.season_number === episode.season_number);
  if (!season) {
    season = { season_number: episode.season_number, episodes: [] };
    series.seasons.push(season);
  }
  season.episodes.push(episode);
  refreshTotals(series);
}

const duplicate = (series: SeriesDetail, input: EpisodeInput, exceptId?: string) =>
  series.seasons.some((season) =>
    season.episodes.some(
      (e) =>
        e.id !== exceptId &&
        e.season_number === input.season_number &&
        e.episode_number === input.episode_number,
    ),
  );

const episodeFrom = (input: EpisodeInput, id: string, seriesId: string): Episode => ({
  ...input,
  id,
  series_id: seriesId,
  season_number: input.season_number ?? 1,
  episode_number: input.episode_number ?? 1,
  duration_minutes: input.duration_minutes ?? 45,
});

/** The admin title endpoints over `catalogueDb` (films, series, animes, episodes). */
export const adminTitlesHandlers = [
  http.get('/api/admin/movies/stats', () => {
    const movies = catalogueDb.movies;
    return HttpResponse.json({
      total: movies.length,
      featured: movies.filter((m) => m.is_featured).length,
      new: movies.filter((m) => m.is_new).length,
      views: movies.reduce((sum, m) => sum + m.views_count, 0),
    });
  }),
  http.get('/api/admin/movies', ({ request }) => {
    const p = new URL(request.url).searchParams;
    return page(
      catalogueDb.movies.filter((movie) => matches(movie, p)),
      p,
    );
  }),
  http.post('/api/admin/movies', async ({ request }) => {
    const input = (await request.json()) as MovieInput;
    if (!input.title.trim()) return titleRequired();
    const id = `m-new-${nextId++}`;
    catalogueDb.movies.unshift(movieFrom(input, id, now()));
    return HttpResponse.json({ position: ++position, id }, { status: 201 });
  }),
  http.put('/api/admin/movies/:id', async ({ params, request }) => {
    const input = (await request.json()) as MovieInput;
    const index = catalogueDb.movies.findIndex((m) => m.id === params.id);
    const current = catalogueDb.movies[index];
    if (!current) return fail(404, 'not_found', 'Film non trouvé');
    if (!input.title.trim()) return titleRequired();
    catalogueDb.movies[index] = {
      ...movieFrom(input, current.id, current.created_at),
      views_count: current.views_count,
    };
    return HttpResponse.json({ position: ++position });
  }),
  http.delete('/api/admin/movies/:id', ({ params }) => {
    const before = catalogueDb.movies.length;
    catalogueDb.movies = catalogueDb.movies.filter((m) => m.id !== params.id);
    if (catalogueDb.movies.length === before) return fail(404, 'not_found', 'Film non trouvé');
    return HttpResponse.json({ position: ++position });
  }),

  http.get('/api/admin/series/stats', ({ request }) => {
    const rows = seriesOf(new URL(request.url).searchParams.get('anime') === 'true');
    return HttpResponse.json({
      total: rows.length,
      featured: rows.filter((s) => s.is_featured).length,
      new: rows.filter((s) => s.is_new).length,
      ongoing: rows.filter((s) => s.status === 'ongoing').length,
      episodes: rows.reduce((sum, s) => sum + (s.total_episodes ?? 0), 0),
      views: rows.reduce((sum, s) => sum + s.views_count, 0),
    });
  }),
  http.get('/api/admin/series', ({ request }) => {
    const p = new URL(request.url).searchParams;
    const rows = seriesOf(p.get('anime') === 'true').filter((s) => matches(s, p));
    return page(rows.map(seriesRow), p);
  }),
  http.post('/api/admin/series', async ({ request }) => {
    const anime = new URL(request.url).searchParams.get('anime') === 'true';
    const input = (await request.json()) as SeriesInput;
    if (!input.title.trim()) return titleRequired();
    const id = `s-new-${nextId++}`;
    seriesOf(anime).unshift({
      ...input,
      id,
      title: input.title.trim(),
      is_anime: anime,
      total_seasons: 0,
      total_episodes: 0,
      poster_url: input.poster_url ?? `/api/posters/series/${id}.svg`,
      views_count: 0,
      created_at: now(),
      updated_at: now(),
      genres: genresOf(input.genre_ids),
      seasons: [],
    });
    return HttpResponse.json({ position: ++position, id }, { status: 201 });
  }),
  http.put('/api/admin/series/:id', async ({ params, request }) => {
    const input = (await request.json()) as SeriesInput;
    const series = allSeries().find((s) => s.id === params.id);
    if (!series) return fail(404, 'not_found', 'Série non trouvée');
    if (!input.title.trim()) return titleRequired();
    Object.assign(series, input, { genres: genresOf(input.genre_ids), updated_at: now() });
    return HttpResponse.json({ position: ++position });
  }),
  http.delete('/api/admin/series/:id', ({ params }) => {
    const before = allSeries().length;
    catalogueDb.series = catalogueDb.series.filter((s) => s.id !== params.id);
    catalogueDb.animes = catalogueDb.animes.filter((s) => s.id !== params.id);
    if (allSeries().length === before) return fail(404, 'not_found', 'Série non trouvée');
    return HttpResponse.json({ position: ++position });
  }),

  http.post('/api/admin/series/:id/episodes', async ({ params, request }) => {
    const input = (await request.json()) as EpisodeInput;
    const series = allSeries().find((s) => s.id === params.id);
    if (!series) return fail(404, 'not_found', 'Série non trouvée');
    if (duplicate(series, input)) {
      return fail(
        409,
        'duplicate_episode',
        `L'épisode ${input.episode_number} de la saison ${input.season_number} existe déjà`,
      );
    }
    const id = `e-new-${nextId++}`;
    placeEpisode(series, episodeFrom(input, id, series.id));
    return HttpResponse.json({ position: ++position, id }, { status: 201 });
  }),
  http.put('/api/admin/episodes/:id', async ({ params, request }) => {
    const input = (await request.json()) as EpisodeInput;
    const found = findEpisode(String(params.id));
    if (!found) return fail(404, 'episode_not_found', 'Épisode non trouvé');
    if (duplicate(found.series, input, found.episode.id)) {
      return fail(
        409,
        'duplicate_episode',
        `L'épisode ${input.episode_number} de la saison ${input.season_number} existe déjà`,
      );
    }
    found.season.episodes = found.season.episodes.filter((e) => e.id !== found.episode.id);
    placeEpisode(found.series, episodeFrom(input, found.episode.id, found.series.id));
    return HttpResponse.json({ position: ++position });
  }),
  http.delete('/api/admin/episodes/:id', ({ params }) => {
    const found = findEpisode(String(params.id));
    if (!found) return fail(404, 'episode_not_found', 'Épisode non trouvé');
    found.season.episodes = found.season.episodes.filter((e) => e.id !== found.episode.id);
    refreshTotals(found.series);
    return HttpResponse.json({ position: ++position });
  }),
];
