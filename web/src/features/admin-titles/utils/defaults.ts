import type { SeriesStatus } from '@/types/api';

/** Lower bound of the anime form's release year (docs/product.md, admin area §9); the upper is 2030. */
export const ANIME_YEAR_MIN = 1960;

/** The anime form's choices (docs/product.md, admin area §3). */
export const ANIME_COUNTRIES = ['Japon', 'Corée du Sud', 'Chine', 'États-Unis'] as const;
export const ANIME_LANGUAGES = ['Japonais', 'Coréen', 'Chinois', 'Anglais'] as const;

/*
 * The forms' first values mirror the server's, which apply to fields a client leaves
 * out: crates/domain/src/titles/defaults.rs is the source, and a test there fails when
 * MOVIE_DEFAULTS or SERIES_DEFAULTS below says otherwise.
 */

/** A new film (docs/product.md, admin area §5). */
export const MOVIE_DEFAULTS = {
  country: 'France',
  language: 'Français',
  quality: 'HD 1080p',
  is_new: true,
  is_featured: false,
} as const;

type SeriesDefaults = {
  status: SeriesStatus;
  country: string;
  language: string;
  is_new: boolean;
  is_featured: boolean;
};

/** A new series, or a new anime (docs/product.md, admin area §3 and §5). */
export const SERIES_DEFAULTS: Record<'series' | 'anime', SeriesDefaults> = {
  series: {
    status: 'ongoing',
    country: 'États-Unis',
    language: 'Anglais',
    is_new: false,
    is_featured: false,
  },
  anime: {
    status: 'completed',
    country: 'Japon',
    language: 'Japonais',
    is_new: true,
    is_featured: false,
  },
};

/** A new episode lasts this long unless told otherwise (docs/product.md, admin area §9). */
export const DEFAULT_EPISODE_MINUTES = 45;

/** Choices whose value is also their label (country names, languages, qualities). */
export const plainOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value }));

/** Spec 9: the next 50 titles load within 500 px of the bottom, after 300 ms. */
export const LOAD_MORE_RULE = { kind: 'pixels', within: 500, delayMs: 300 } as const;
