import type { UserFilter } from '@/types/api';

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
  /** The member's referral key (`GET /api/account/referral`). */
  referral: ['account', 'referral'] as const,
  /** The member's content requests and this week's count (under `account`). */
  requests: ['account', 'requests'] as const,
  requestQuota: ['account', 'requests', 'quota'] as const,
  /** Every admin read of user accounts (list pages and stats). */
  adminUsers: ['admin', 'users'] as const,
  adminUserList: (q: string, filter: UserFilter) =>
    ['admin', 'users', 'list', { q, filter }] as const,
  adminUserStats: ['admin', 'users', 'stats'] as const,
};
