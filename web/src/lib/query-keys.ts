import type { ResponseWeeks, TopTab, UserFilter, VisitorPeriod } from '@/types/api';

/** A moderation list's search and filters, as part of its key. */
type ListFilters = { q: string; status: string; type: string; overdue: boolean };

/**
 * Query keys shared by several features, so that one feature can invalidate what
 * another one reads without importing it.
 */
export const queryKeys = {
  /** The public genre list (`GET /api/genres`). */
  genres: ['genres'] as const,
  /** Every member-side catalogue read (home, lists, detail pages): stale after an admin edit. */
  catalogue: ['catalogue'] as const,
  /** The admin genre list with usage counts (`GET /api/admin/genres`). */
  adminGenres: ['admin', 'genres'] as const,
  /**
   * Who is signed in, their ban and the server's settings (`GET /api/auth/session`).
   * Read app-wide; refetched by the query client when an answer says it is stale.
   */
  session: ['auth', 'session'] as const,
  /** The operator's donation and community links (`GET /api/site`). */
  siteLinks: ['site'] as const,
  /** A fresh sign-up challenge (`GET /api/captcha`). */
  captcha: ['auth', 'captcha'] as const,
  /** Everything read for the signed-in member; dropped when they sign out. */
  account: ['account'] as const,
  /** The member's favourite films and series (`GET /api/favorites`). */
  favourites: ['account', 'favourites'] as const,
  /** The member's signed-in devices (`GET /api/account/sessions`). */
  sessions: ['account', 'sessions'] as const,
  /** The member's passkeys (`GET /api/account/passkeys`). */
  passkeys: ['account', 'passkeys'] as const,
  /** The member's security log (`GET /api/account/security`). */
  securityLog: ['account', 'security'] as const,
  /** The member's referral key (`GET /api/account/referral`). */
  referral: ['account', 'referral'] as const,
  /** The member's content requests and this week's count (under `account`). */
  requests: ['account', 'requests'] as const,
  requestQuota: ['account', 'requests', 'quota'] as const,
  /** The member's appeals against their bans (`GET /api/appeals/mine`, under `account`). */
  myAppeals: ['account', 'appeals'] as const,
  /** The member's own reports, per title (under `account`). */
  reports: ['account', 'reports'] as const,
  myReports: (contentId: string) => ['account', 'reports', contentId] as const,
  /** Every admin read of user accounts (list pages and stats). */
  adminUsers: ['admin', 'users'] as const,
  adminUserList: (q: string, filter: UserFilter) =>
    ['admin', 'users', 'list', { q, filter }] as const,
  adminUserStats: ['admin', 'users', 'stats'] as const,
  /** Every page of the report moderation list (its counters come with each page). */
  adminReports: ['admin', 'reports'] as const,
  adminReportList: (filters: ListFilters) => ['admin', 'reports', filters] as const,
  /** Every page of the content-request moderation list. */
  adminRequests: ['admin', 'requests'] as const,
  adminRequestList: (filters: ListFilters) => ['admin', 'requests', filters] as const,
  /** Every page of the ban appeals' moderation list. */
  adminAppeals: ['admin', 'appeals'] as const,
  adminAppealList: (filters: { q: string; status: string }) =>
    ['admin', 'appeals', filters] as const,
  /** The member's mail preferences (`GET /api/account/preferences`). */
  preferences: ['account', 'preferences'] as const,
  /** The admin home's counters (`GET /api/admin/dashboard`): stale after any admin command. */
  adminDashboard: ['admin', 'dashboard'] as const,
  /** The login messages (`GET /api/admin/popups`). */
  adminPopups: ['admin', 'popups'] as const,
  /** Every page of the mail list (its counts come with each page). */
  adminMail: ['admin', 'mail'] as const,
  adminMailList: (status: string) => ['admin', 'mail', { status }] as const,
  /** The active login message the login page shows (`GET /api/popup`). */
  loginMessage: ['popup'] as const,
  /** Every analytics read. */
  analytics: ['admin', 'analytics'] as const,
  visitorSummary: ['admin', 'analytics', 'summary'] as const,
  visitorChart: (period: VisitorPeriod) => ['admin', 'analytics', 'visitors', period] as const,
  topTitles: (tab: TopTab) => ['admin', 'analytics', 'top', tab] as const,
  responseTimes: (weeks: ResponseWeeks) =>
    ['admin', 'analytics', 'moderation-times', weeks] as const,
  /** The projections' status (`GET /api/admin/projections`), polled during a rebuild. */
  adminProjections: ['admin', 'projections'] as const,
  /** Analysts' projections (`GET /api/admin/analyst-projections`), polled while one replays. */
  analystProjections: ['admin', 'analyst-projections'] as const,
  analystProjection: (name: string) => ['admin', 'analyst-projections', name] as const,
  /**
   * A page of a projection's table: of the version serving reads (a new version swapped
   * in is read afresh), from `cursor` (null: the first page).
   */
  analystTable: (name: string, table: string, serving: number | null, cursor: string | null) =>
    ['admin', 'analyst-projections', name, 'tables', table, { serving, cursor }] as const,
};
