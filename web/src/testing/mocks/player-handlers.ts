import { http, HttpResponse } from 'msw';

/** The default embed allow-list of the server (`BOBINE_EMBED_HOSTS` unset), in part. */
export const embedHostsFixture = [
  { host: 'www.youtube.com', embed_pattern: 'https://www.youtube-nocookie.com/embed/{id}' },
  { host: 'youtu.be', embed_pattern: 'https://www.youtube-nocookie.com/embed/{id}' },
  { host: 'vimeo.com', embed_pattern: 'https://player.vimeo.com/video/{id}' },
  { host: 'www.dailymotion.com', embed_pattern: 'https://www.dailymotion.com/embed/video/{id}' },
];

/** One entry of the member's progress lists, as the server answers it. */
export function makeWatchEntry(overrides: Record<string, unknown> = {}) {
  return {
    content_type: 'movie',
    content_id: 'm-1',
    title: 'Le Phare',
    poster_url: null,
    series_id: null,
    series_title: null,
    season_number: null,
    episode_number: null,
    thumbnail_url: null,
    progress_seconds: 754,
    duration_seconds: 5400,
    completed: false,
    updated_at: '2026-11-24T09:00:00Z',
    ...overrides,
  };
}

/** The player's reads and its saves: no history by default, saves accepted. */
export const playerHandlers = [
  http.get('/api/player/config', () => HttpResponse.json({ embed_hosts: embedHostsFixture })),
  http.get('/api/progress', () => HttpResponse.json({ items: [] })),
  http.put('/api/progress', () => HttpResponse.json({ completed: false })),
  http.get('/api/history', () => HttpResponse.json({ items: [], next_cursor: null })),
];
