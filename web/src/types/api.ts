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

/* ---- Catalogue (GET /api/home, /api/movies, /api/series, /api/genres/{slug}) ---- */

export const QUALITIES = ['4K', 'HD 1080p', 'HD 720p', 'SD'] as const;
export type Quality = (typeof QUALITIES)[number];

export const SERIES_STATUSES = ['ongoing', 'completed', 'cancelled'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

export type MovieRow = {
  id: string;
  title: string;
  original_title: string | null;
  synopsis: string | null;
  release_year: number | null;
  duration_minutes: number | null;
  director: string | null;
  country: string | null;
  language: string | null;
  quality: string | null;
  /** Always set: a real URL or a server-drawn `/api/posters/...` svg. */
  poster_url: string;
  trailer_url: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  /** 0-5, or null when unrated. */
  rating: number | null;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  budget: number | null;
  box_office: number | null;
  created_at: string;
  updated_at: string;
  genres: Genre[];
};

export type SeriesRow = {
  id: string;
  title: string;
  original_title: string | null;
  synopsis: string | null;
  release_year: number | null;
  status: SeriesStatus | null;
  total_seasons: number | null;
  total_episodes: number | null;
  director: string | null;
  country: string | null;
  language: string | null;
  is_anime: boolean;
  poster_url: string;
  trailer_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  rating: number | null;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  created_at: string;
  updated_at: string;
  genres: Genre[];
};

export type SimilarBadge = 'Même réalisateur' | 'Même époque';

export type SimilarMovie = MovieRow & { score: number; badge: SimilarBadge | null };

export type Episode = {
  id: string;
  series_id: string;
  season_number: number;
  episode_number: number;
  title: string | null;
  synopsis: string | null;
  duration_minutes: number | null;
  air_date: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  thumbnail_url: string | null;
};

export type Season = { season_number: number; episodes: Episode[] };

export type SeriesDetail = SeriesRow & { seasons: Season[] };

/** A cursor page of a list: `next_cursor` is null on the last page. */
export type Page<T> = { items: T[]; total: number; next_cursor: string | null };

export type Stats = { movies: number; series: number };

export type Home = {
  featured_movies: MovieRow[];
  featured_series: SeriesRow[];
  top_movies: MovieRow[];
  top_series: SeriesRow[];
  top_animes: SeriesRow[];
  newest_movies: MovieRow[];
  newest_series: SeriesRow[];
};

export type GenrePage = {
  genre: Genre;
  movies: Page<MovieRow>;
  series: Page<SeriesRow>;
};

export type MovieSort = 'recent' | 'year' | 'rating' | 'views' | 'title' | 'duration';
export type SeriesSort = Exclude<MovieSort, 'duration'>;
export type SortOrder = 'desc' | 'asc';

/** The filters of `GET /api/movies` and `GET /api/series` (spec 9). */
export type CatalogueFilters = {
  genre?: string;
  year_min?: number;
  year_max?: number;
  rating_min?: number;
  views_min?: number;
  quality?: Quality;
  featured?: boolean;
  new?: boolean;
  status?: SeriesStatus;
};

/* ---- Accounts (accounts contract: session, sign-up, profile, admin users) ---- */

export type User = {
  id: string;
  email: string;
  is_admin: boolean;
  created_at: string;
  email_confirmed_at: string | null;
};

/** A ban in force: `banned_until` null means permanent. */
export type Ban = {
  reason: string;
  banned_until: string | null;
  created_at: string;
  permanent: boolean;
};

/** The two readings of the spec the server is set to (`BOBINE_PUBLIC_CATALOGUE`, `..._REQUIRE_REFERRAL`). */
export type SessionSettings = {
  public_catalogue: boolean;
  require_referral: boolean;
};

/** `GET /api/auth/session`. */
export type Session = {
  user: User | null;
  ban: Ban | null;
  settings: SessionSettings;
};

export type CaptchaKind = 'math' | 'visual' | 'logic';

/** `GET /api/captcha`: the answer stays on the server. */
export type Captcha = {
  id: string;
  kind: CaptchaKind;
  question: string;
  options: string[] | null;
};

export type RegisterInput = {
  email: string;
  password: string;
  password_confirmation: string;
  captcha_id: string;
  captcha_answer: string;
  referral_key?: string;
};

export type Referral = {
  active_key: string | null;
  key_uses: number;
  max_uses: number;
  key_expires_at: string | null;
  total_referrals: number;
};

export const USER_FILTERS = ['all', 'admin', 'regular', 'recent', 'active'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export type AdminUser = {
  id: string;
  email: string;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  is_admin: boolean;
  ban: Ban | null;
  referrals_count: number;
  favorites_count: number;
  views_count: number;
};

export type AdminUserStats = {
  total: number;
  admins: number;
  regular: number;
  recent: number;
  active: number;
};

/* ---- Admin titles (films, series, animes, episodes) ---- */

/** `GET /api/admin/movies/stats`: the films screen's counters. */
export type AdminMovieStats = { total: number; featured: number; new: number; views: number };

/** `GET /api/admin/series/stats?anime=`: the series and anime screens' cards. */
export type AdminSeriesStats = {
  total: number;
  featured: number;
  new: number;
  ongoing: number;
  episodes: number;
  views: number;
};

/** What an add command answers: its position and the new id. */
export type Created = CommandResult & { id: string };

/**
 * The body of `POST /api/admin/movies` and `PUT /api/admin/movies/{id}`. Numbers may
 * be null (empty input); a null country, language or quality takes the server's default.
 */
export type MovieInput = {
  title: string;
  original_title: string | null;
  synopsis: string | null;
  release_year: number | null;
  duration_minutes: number | null;
  director: string | null;
  country: string | null;
  language: string | null;
  quality: string | null;
  poster_url: string | null;
  trailer_url: string | null;
  /** Not in the form; kept as it is on edit so that saving does not erase it. */
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  rating: number | null;
  is_featured: boolean;
  is_new: boolean;
  budget: number | null;
  box_office: number | null;
  genre_ids: string[];
};

/** The body of `POST /api/admin/series[?anime=true]` and `PUT /api/admin/series/{id}` (no totals). */
export type SeriesInput = {
  title: string;
  original_title: string | null;
  synopsis: string | null;
  release_year: number | null;
  status: SeriesStatus;
  director: string | null;
  country: string | null;
  language: string | null;
  poster_url: string | null;
  trailer_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  rating: number | null;
  is_featured: boolean;
  is_new: boolean;
  genre_ids: string[];
  /** An anime (listed under ANIMÉS): the anime screen sends true, the series screen false. */
  anime: boolean;
};

/** The body of `POST /api/admin/series/{id}/episodes` and `PUT /api/admin/episodes/{id}`. */
export type EpisodeInput = {
  season_number: number | null;
  episode_number: number | null;
  title: string;
  synopsis: string | null;
  duration_minutes: number | null;
  air_date: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  thumbnail_url: string | null;
};
