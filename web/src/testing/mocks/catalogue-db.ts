import type {
  AdminMovieStats,
  AdminSeriesStats,
  Genre,
  ListedMovie,
  ListedSeries,
  MovieRow,
  SeriesDetail,
  SeriesRow,
} from '@/types/api';

/** Catalogue fixtures the msw handlers serve. */
const action: Genre = { id: 'g-1', name: 'Action', slug: 'films-action', category: 'Films' };
const drame: Genre = { id: 'g-3', name: 'Drame', slug: 'series-drame', category: 'Séries' };

export function makeMovie(overrides: Partial<MovieRow> = {}): MovieRow {
  return {
    id: 'm-1',
    title: 'Le Grand Voyage',
    original_title: 'The Long Journey',
    synopsis: 'Un voyage à travers le désert.',
    release_year: 2019,
    duration_minutes: 135,
    director: 'Jeanne Martin',
    country: 'France',
    language: 'Français',
    quality: 'HD 1080p',
    poster_url: '/api/posters/m-1.svg',
    trailer_url: 'https://videos.example.com/trailer.mp4',
    video_url: null,
    video_url_vf: 'https://videos.example.com/vf.mp4',
    video_url_vostfr: null,
    rating: 4.4,
    views_count: 12500,
    is_featured: true,
    is_new: true,
    budget: null,
    box_office: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    genres: [action],
    ...overrides,
  };
}

export function makeSeries(overrides: Partial<SeriesRow> = {}): SeriesRow {
  return {
    id: 's-1',
    title: 'Les Veilleurs',
    original_title: null,
    synopsis: 'Une ville, des secrets.',
    release_year: 2021,
    status: 'ongoing',
    total_seasons: 2,
    total_episodes: 3,
    director: 'Paul Durand',
    country: 'France',
    language: 'Français',
    is_anime: false,
    poster_url: '/api/posters/s-1.svg',
    trailer_url: null,
    video_url_vf: null,
    video_url_vostfr: null,
    rating: 3.6,
    views_count: 950,
    is_featured: false,
    is_new: true,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    genres: [drame],
    ...overrides,
  };
}

const episode = (season: number, n: number, title: string, seriesId = 's-1') => ({
  id: seriesId === 's-1' ? `e-${season}-${n}` : `e-${seriesId}-${season}-${n}`,
  series_id: seriesId,
  season_number: season,
  episode_number: n,
  title,
  synopsis: null,
  duration_minutes: 45,
  air_date: null,
  video_url: null,
  video_url_vf: `https://videos.example.com/s${season}e${n}-vf.mp4`,
  video_url_vostfr: `https://videos.example.com/s${season}e${n}-vostfr.mp4`,
  thumbnail_url: null,
});

export const seedMovies: MovieRow[] = [
  makeMovie(),
  makeMovie({
    id: 'm-2',
    title: 'Nuit Blanche',
    quality: '4K',
    is_new: false,
    views_count: 640,
    rating: 2.2,
    release_year: 2001,
  }),
];

export const seedSeries: SeriesDetail[] = [
  {
    ...makeSeries(),
    seasons: [
      { season_number: 1, episodes: [episode(1, 1, 'Le Début'), episode(1, 2, 'La Suite')] },
      { season_number: 2, episodes: [episode(2, 1, 'Le Retour')] },
    ],
  },
];

/** An anime of the admin screens (served by the series routes, never by `GET /api/series`). */
export const seedAnimes: SeriesDetail[] = [
  {
    ...makeSeries({
      id: 'a-1',
      title: 'Lames du Vent',
      original_title: 'Kaze no Yaiba',
      status: 'completed',
      total_seasons: 1,
      total_episodes: 2,
      director: null,
      country: 'Japon',
      language: 'Japonais',
      is_anime: true,
      release_year: 2015,
      rating: 4.1,
      views_count: 3200,
      is_featured: true,
      is_new: false,
      genres: [{ id: 'g-4', name: 'Shōnen', slug: 'series-animes', category: 'Animés' }],
    }),
    seasons: [
      {
        season_number: 1,
        episodes: [episode(1, 1, 'Le Serment', 'a-1'), episode(1, 2, 'La Tempête', 'a-1')],
      },
    ],
  },
];

/**
 * The catalogue as the handlers serve it; a fresh copy of the seeds for every test
 * (a test may change it to say what the server answers next).
 */
function seed(): {
  movies: MovieRow[];
  series: SeriesDetail[];
  animes: SeriesDetail[];
  movieStats: AdminMovieStats;
  seriesStats: AdminSeriesStats;
  animeStats: AdminSeriesStats;
} {
  return {
    movies: structuredClone(seedMovies),
    series: structuredClone(seedSeries),
    animes: structuredClone(seedAnimes),
    /** The admin screens' counters, as the server would count the seeds. */
    movieStats: { total: 2, featured: 1, new: 1, views: 13_140 },
    seriesStats: {
      total: 1,
      featured: 0,
      new: 1,
      ongoing: 1,
      episodes: 3,
      views: 950,
    },
    animeStats: {
      total: 1,
      featured: 1,
      new: 0,
      ongoing: 0,
      episodes: 2,
      views: 3200,
    },
  };
}

export const catalogueDb = seed();

export function resetCatalogueDb() {
  Object.assign(catalogueDb, seed());
}

/** Strips the seasons off a series detail (the list rows carry none). */
export function seriesRow(detail: SeriesDetail): SeriesRow {
  const row: Partial<SeriesDetail> = { ...detail };
  delete row.seasons;
  return row as SeriesRow;
}

/** A film as a public list answers it: its card's fields. */
export function listedMovie(movie: MovieRow): ListedMovie {
  const { id, title, release_year, quality, rating, views_count, is_featured, is_new } = movie;
  const poster_url = movie.poster_url ?? `/api/posters/movie/${id}.svg`;
  return { id, title, release_year, quality, poster_url, rating, views_count, is_featured, is_new };
}

/** A series as a public list answers it: its card's fields. */
export function listedSeries(series: SeriesRow | SeriesDetail): ListedSeries {
  const { id, title, release_year, status, total_seasons, total_episodes, is_anime } = series;
  const { rating, views_count, is_featured, is_new } = series;
  const poster_url = series.poster_url ?? `/api/posters/series/${id}.svg`;
  return {
    id,
    title,
    release_year,
    status,
    total_seasons,
    total_episodes,
    is_anime,
    poster_url,
    rating,
    views_count,
    is_featured,
    is_new,
  };
}
