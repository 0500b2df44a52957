/**
 * Every route of the app, in one place. `path` is the router pattern, `getHref`
 * builds a link to it. Routes not built yet are listed so links already point right.
 */

/** The anime section is the genre page of this slug. */
// The original linked to 'sries-animes' (its slug function dropped accented letters);
// slugs strip accents instead, so the anime genre of the Séries category is:
export const ANIME_GENRE_SLUG = 'series-animes';

export const paths = {
  login: { path: '/', getHref: () => '/' },
  register: {
    path: '/register',
    /** `ref` prefills the sponsorship key (a link a member shares). */
    getHref: (ref?: string) =>
      ref ? `/register?${new URLSearchParams({ ref }).toString()}` : '/register',
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  confirmEmail: { path: '/confirm-email', getHref: () => '/confirm-email' },

  home: { path: '/home', getHref: () => '/home' },
  films: { path: '/films', getHref: () => '/films' },
  series: { path: '/series', getHref: () => '/series' },
  animes: { path: '/animes', getHref: () => '/animes' },
  spectacles: { path: '/spectacles', getHref: () => '/spectacles' },
  documentaires: { path: '/documentaires', getHref: () => '/documentaires' },
  genre: {
    path: '/genre/:slug',
    getHref: (slug: string) => `/genre/${encodeURIComponent(slug)}`,
  },
  movie: { path: '/movie/:id', getHref: (id: string) => `/movie/${encodeURIComponent(id)}` },
  seriesDetail: {
    path: '/series/:id',
    /** `episode` opens the page on that episode (continue watching). */
    getHref: (id: string, episode?: string) =>
      `/series/${encodeURIComponent(id)}${episode ? `?${new URLSearchParams({ episode }).toString()}` : ''}`,
  },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  search: {
    path: '/search',
    getHref: (q: string) => `/search?${new URLSearchParams({ q }).toString()}`,
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  faq: { path: '/faq', getHref: () => '/faq' },
  profile: { path: '/profile', getHref: () => '/profile' },
  requestContent: { path: '/request-content', getHref: () => '/request-content' },
  donation: { path: '/donation', getHref: () => '/donation' },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    genres: { path: '/admin/genres', getHref: () => '/admin/genres' },
    series: { path: '/admin/series', getHref: () => '/admin/series' },
    animes: { path: '/admin/animes', getHref: () => '/admin/animes' },
    users: {
      path: '/admin/users',
      /** `q` prefills the search (a member's address, from another screen). */
      getHref: (q?: string) =>
        q ? `/admin/users?${new URLSearchParams({ q }).toString()}` : '/admin/users',
    },
    contentRequests: {
      path: '/admin/content-requests',
      getHref: () => '/admin/content-requests',
    },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    appeals: { path: '/admin/appeals', getHref: () => '/admin/appeals' },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    popup: { path: '/admin/popup', getHref: () => '/admin/popup' },
    mail: { path: '/admin/mail', getHref: () => '/admin/mail' },
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
    /** The analyst's home: the pages their read-only role opens. */
    analyst: { path: '/admin/analyse', getHref: () => '/admin/analyse' },
    /** Readable by analysts too (the projections' status). */
    projections: { path: '/admin/projections', getHref: () => '/admin/projections' },
  },

  notFound: { path: '*' },
} as const;
