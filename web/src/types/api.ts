/**
 * The names the app uses for the shapes of the Bobine API. Every shape comes from the
 * server's OpenAPI document (`openapi.ts`, written by `npm run api:types`); this file
 * only names them, and lists the values the server documents as plain strings that the
 * screens offer as choices.
 */
import type { components, paths } from '@/types/openapi';

type Schemas = components['schemas'];

/**
 * An answer as the server writes it: every field present, `null` when empty. (The
 * document marks the server's `Option` fields as optional; only request bodies may
 * leave fields out.)
 */
export type Present<T> = T extends (infer Item)[]
  ? Present<Item>[]
  : T extends object
    ? { [K in keyof T]-?: Present<Exclude<T[K], undefined>> }
    : T;

type Answer<Name extends keyof Schemas> = Present<Schemas[Name]>;

export const GENRE_CATEGORIES = [
  'Films',
  'Séries',
  'Animés',
  'Spectacles',
  'Documentaires',
] as const;
export type GenreCategory = (typeof GENRE_CATEGORIES)[number];

export const QUALITIES = ['4K', 'HD 1080p', 'HD 720p', 'SD'] as const;
export type Quality = (typeof QUALITIES)[number];

export const SERIES_STATUSES = ['ongoing', 'completed', 'cancelled'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** The server documents categories and statuses as strings: these tell the known ones. */
export const isGenreCategory = (value: string): value is GenreCategory =>
  (GENRE_CATEGORIES as readonly string[]).includes(value);
export const isSeriesStatus = (value: string): value is SeriesStatus =>
  (SERIES_STATUSES as readonly string[]).includes(value);

export const USER_FILTERS = ['all', 'admin', 'regular', 'recent', 'active'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/* ---- Genres ---- */

export type Genre = Answer<'GenreRef'>;
/** A genre as the admin list shows it, with the number of titles using it. */
export type AdminGenre = Answer<'AdminGenreRow'>;
/** The body of `POST /api/admin/genres` and `PUT /api/admin/genres/{id}`. */
export type GenreInput = Required<Schemas['GenreForm']>;

/** What a command answers (its log position travels in the `bobine_pos` cookie). */
export type CommandResult = Answer<'Done'>;
/** `GET /api/admin/mail`: the counts and one page of mails. */
export type MailList = Answer<'MailList'>;
export type MailRow = Answer<'MailRow'>;
/** What an add command answers: the new id. */
export type Created = Answer<'Created'>;

/* ---- Catalogue ---- */

export type MovieRow = Answer<'MovieRow'>;
export type SeriesRow = Answer<'SeriesRow'>;
export type SimilarMovie = Answer<'SimilarMovie'>;
/** What a film's card shows: a list's film and a similar film both have it. */
export type MovieCard = Pick<
  MovieRow,
  'id' | 'title' | 'poster_url' | 'is_new' | 'quality' | 'rating' | 'views_count'
>;
/** What a series' card shows: a list's series (`SeriesCard`) and a carousel's row both have it. */
export type SeriesCard = Pick<
  SeriesRow,
  | 'id'
  | 'title'
  | 'poster_url'
  | 'is_new'
  | 'rating'
  | 'views_count'
  | 'total_seasons'
  | 'total_episodes'
  | 'status'
>;
export type Episode = Answer<'EpisodeRow'>;
export type Season = Answer<'Season'>;
export type SeriesDetail = Answer<'SeriesDetail'>;
/** A film or series as a public list answers it: its card's fields (`MovieCard`, `SeriesCard`). */
export type ListedMovie = Answer<'MovieCard'>;
export type ListedSeries = Answer<'SeriesCard'>;
/** A public list's page: cards (`GET /api/movies`, `GET /api/series`). */
export type MoviePage = Answer<'Page_MovieCard'>;
export type SeriesPage = Answer<'Page_SeriesCard'>;
/** An admin list's page: whole rows, the edit form filled from them. */
export type AdminMoviePage = Answer<'Page_MovieRow'>;
export type AdminSeriesPage = Answer<'Page_SeriesRow'>;
export type Stats = Answer<'Stats'>;
export type Home = Answer<'Home'>;
export type GenrePage = Answer<'GenrePage'>;

export type MovieSort = Schemas['Sort'];
export type SeriesSort = Exclude<MovieSort, 'duration'>;
export type SortOrder = Schemas['Order'];

/** The filters of `GET /api/movies` and `GET /api/series` (docs/product.md, member side §9). */
export type CatalogueFilters = Pick<
  NonNullable<paths['/api/movies']['get']['parameters']['query']>,
  'genre' | 'year_min' | 'year_max' | 'rating_min' | 'views_min' | 'featured' | 'new'
> & { quality?: Quality; status?: SeriesStatus };

/* ---- Accounts ---- */

export type User = Answer<'UserView'>;
/** A ban in force: `banned_until` null means permanent. */
export type Ban = Answer<'BanView'>;
export type SessionSettings = Answer<'PublicSettings'>;
/** `GET /api/auth/session`. */
export type Session = Answer<'SessionBody'>;
export type CaptchaKind = Schemas['CaptchaKind'];
/** `GET /api/captcha`: the answer stays on the server. */
export type Captcha = Answer<'Challenge'>;
export type RegisterInput = Schemas['RegisterForm'];
export type Referral = Answer<'Referral'>;
export type AdminUser = Answer<'AdminUser'>;
export type AdminUserPage = Answer<'UserPage'>;
export type AdminUserStats = Answer<'UserStats'>;

/* ---- The log, for analysts ---- */

/** `GET /api/admin/projections`: each projection of the node that answered. */
export type ProjectionsReport = Answer<'ProjectionsReport'>;
export type ProjectionReport = Answer<'ProjectionReport'>;
export type RebuildReport = Answer<'RebuildReport'>;

/* ---- Analysts' projections ---- */

/** `GET /api/admin/analyst-projections`: each projection and where its copy stands. */
export type AnalystProjectionItem = Answer<'AnalystProjectionItem'>;
/** `GET /api/admin/analyst-projections/{name}`: one, with its SQL and its tables. */
export type AnalystProjectionDetail = Answer<'AnalystProjectionDetail'>;
/** A page of a table, or the answer of the query box. */
export type RowsBody = Answer<'RowsBody'>;
/** What "Vérifier" answers: the tables the definition would create. */
export type CheckedBody = Answer<'CheckedBody'>;
/** A definition or a new version, written. */
export type DefinedBody = Answer<'DefinedBody'>;
/** A table of a projection and its columns (`AnalystProjectionDetail.tables`). */
export type AnalystTableColumns = Answer<'TableBody'>;
/** One value of a row: SQLite's integer or real as a number, its text as a string, NULL as null. */
export type RowCell = Answer<'Cell'>;
/** The statuses the server documents for an analyst projection (`status`). */
export const ANALYST_PROJECTION_STATUSES = ['replaying', 'live', 'failed', 'retired'] as const;
export type AnalystProjectionStatus = (typeof ANALYST_PROJECTION_STATUSES)[number];
export const isAnalystProjectionStatus = (value: string): value is AnalystProjectionStatus =>
  (ANALYST_PROJECTION_STATUSES as readonly string[]).includes(value);

/* ---- Admin titles ---- */

/** `GET /api/admin/movies/stats`: the films screen's counters. */
export type AdminMovieStats = Answer<'MovieStats'>;
/** `GET /api/admin/series/stats?anime=`: the series and anime screens' cards. */
export type AdminSeriesStats = Answer<'SeriesStats'>;
/** A film or an episode in the member's progress lists (continue watching, history). */
export type WatchEntry = Answer<'WatchEntry'>;
/** The body of `POST /api/admin/movies` and `PUT /api/admin/movies/{id}`. */
export type MovieInput = Schemas['MovieBody'];
/** The body of `POST /api/admin/series[?anime=true]` and `PUT /api/admin/series/{id}`. */
export type SeriesInput = Schemas['SeriesBody'];
/** The body of `POST /api/admin/series/{id}/episodes` and `PUT /api/admin/episodes/{id}`. */
export type EpisodeInput = Schemas['EpisodeBody'];

/* ---- Favourites ---- */

/** A film or a series, as paths and stored kinds name them. */
export type TitleKind = Schemas['TitleKind'];
export type HistoryEntryKind = Schemas['HistoryEntryKind'];
export type SessionView = Answer<'SessionView'>;
export type FavouriteCard = Answer<'FavouriteCard'>;
export type ReportInput = Schemas['ReportBody'];
/** One of the member's own reports about a title (`GET /api/reports`). */
export type MyReport = Answer<'MyReportRow'>;
export type ContentRequest = Answer<'RequestRow'>;
export type RequestInput = Schemas['RequestBody'];
export type RequestQuota = Answer<'QuotaView'>;

/* ---- Moderation ---- */

/** Report statuses, in the order of the screen's filter (docs/product.md, admin area §4). */
export const REPORT_STATUSES = ['pending', 'in_progress', 'resolved', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Content-request statuses, in the order of the screen's filter (docs/product.md, admin area §4). */
export const REQUEST_STATUSES = ['pending', 'approved', 'completed', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** What a report can be about; a request is about a film or a series only. */
export const REPORT_TARGETS = ['movie', 'series', 'episode'] as const;
export const REQUEST_TARGETS = ['movie', 'series'] as const;
export type ModerationTarget = (typeof REPORT_TARGETS)[number];
export type ReportAction = Schemas['ReportAction'];
export type RequestAction = Schemas['RequestAction'];
export type AdminReport = Answer<'AdminReport'>;
export type AdminRequest = Answer<'AdminRequest'>;
/** A page of `GET /api/admin/reports`, with the counters of every status. */
export type ReportPage = Answer<'ReportPage'>;
/** A page of `GET /api/admin/requests`, with the counters of every status. */
export type RequestPage = Answer<'RequestPage'>;
/** What `POST /api/admin/reports/bulk` and `…/requests/bulk` answer: each item's outcome. */
export type BulkResults = Answer<'BulkResults'>;
export type BulkResult = Answer<'BulkResult'>;
/** One step of a member's report or request (`timeline` of `GET /api/reports`, `/api/requests`). */
export type TimelineStep = Answer<'TimelineStep'>;
/** `GET /api/account/preferences`. */
export type Preferences = Answer<'PreferencesBody'>;
/** The body of `PUT /api/account/preferences` (`overdue_digest` may be left out). */
export type PreferencesInput = Schemas['PreferencesInput'];
/* ---- Ban appeals ---- */

/** Appeal statuses, in the order of the screen's filter (docs/product.md, "Ban appeals"). */
export const APPEAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export type AppealAction = Schemas['AppealAction'];
/** One of the member's appeals (`GET /api/appeals/mine`). */
export type MyAppeal = Answer<'MyAppeal'>;
/** An appeal on the moderation screen, with the ban it contests. */
export type AdminAppeal = Answer<'AdminAppeal'>;
/** A page of `GET /api/admin/appeals`, with the counters of every status. */
export type AppealPage = Answer<'AppealPage'>;

/* ---- Login messages, analytics, admin home ---- */

/** A login message (`GET /api/admin/popups`; `GET /api/popup` answers the active one). */
export type Popup = Answer<'PopupRow'>;
/** The body of `POST /api/admin/popups` and `PUT /api/admin/popups/{id}`. */
export type PopupInput = Required<Schemas['PopupForm']>;
/** `GET /api/admin/analytics/summary`. */
export type VisitorSummary = Answer<'VisitorSummary'>;
/** `GET /api/admin/analytics/visitors?period=`: every day zero-filled, and the trend. */
export type VisitorChart = Answer<'VisitorChart'>;
export type DayVisitors = Answer<'DayVisitors'>;
export type Trend = Schemas['Trend'];
/** A title of `GET /api/admin/analytics/top?type=`. */
export type TopTitle = Answer<'TopTitle'>;
/** `GET /api/admin/analytics/moderation-times?weeks=`: report delays per admin and Paris week. */
export type ResponseTimes = Answer<'ResponseTimes'>;
export type WeekDelays = Answer<'WeekDelays'>;
export type Delays = Answer<'Delays'>;
/** `GET /api/admin/dashboard`: the admin home's counters. */
export type DashboardCounts = Answer<'DashboardCounts'>;
/** The body of `POST /api/admin/users/{id}/email`. */
export type MemberMailInput = Required<Schemas['MailForm']>;

export const VISITOR_PERIODS = ['7days', '30days', '1year'] as const;
export type VisitorPeriod = (typeof VISITOR_PERIODS)[number];
export const TOP_TABS = ['all', 'movies', 'series', 'animes'] as const;
export type TopTab = (typeof TOP_TABS)[number];
/** The weeks the response-times section offers. */
export const RESPONSE_WEEKS = ['4', '8', '26', '52'] as const;
export type ResponseWeeks = (typeof RESPONSE_WEEKS)[number];
/** The audit trail (`GET /api/admin/audit`) and a target's history at a date. */
export type AuditEntry = Answer<'AuditEntry'>;
export type AuditPage = Answer<'AuditPage'>;
export type IntegrityReport = Answer<'IntegrityReport'>;
export type FieldChange = Answer<'FieldChange'>;
export type TargetHistory = Answer<'History'>;
