import { http, HttpResponse } from 'msw';

import { catalogueDb } from '@/testing/mocks/catalogue-db';
import type { FavouriteCard } from '@/types/api';

/** A favourite card, by default the fixtures' first film. */
export function makeFavourite(overrides: Partial<FavouriteCard> = {}): FavouriteCard {
  return {
    content_type: 'movie',
    id: 'm-1',
    title: 'Le Grand Voyage',
    poster_url: '/api/posters/movie/m-1.svg',
    release_year: 2019,
    rating: 4.4,
    duration_minutes: 135,
    quality: 'HD 1080p',
    total_seasons: null,
    is_anime: false,
    added_at: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}

/** The signed-in member's favourites as the handlers keep them, newest first. */
export const favouritesDb: { items: FavouriteCard[] } = { items: [] };

export function resetFavouritesDb() {
  favouritesDb.items = [];
}

/** The card of a fixture title, as the server would list it once added. */
function cardOf(kind: string, id: string): FavouriteCard | null {
  if (kind === 'movie') {
    const movie = catalogueDb.movies.find((m) => m.id === id);
    return movie ? makeFavourite({ id, title: movie.title, poster_url: movie.poster_url }) : null;
  }
  const series = [...catalogueDb.series, ...catalogueDb.animes].find((s) => s.id === id);
  return series
    ? makeFavourite({
        content_type: 'series',
        id,
        title: series.title,
        poster_url: series.poster_url,
        duration_minutes: null,
        quality: null,
        total_seasons: series.total_seasons,
      })
    : null;
}

const same = (card: FavouriteCard, kind: unknown, id: unknown) =>
  card.content_type === kind && card.id === id;

/** Favourites: listed, added (idempotent, newest first) and removed. */
export const favouritesHandlers = [
  http.get('/api/favorites', () => HttpResponse.json({ items: favouritesDb.items })),
  http.put('/api/favorites/:kind/:id', ({ params }) => {
    const card = cardOf(String(params.kind), String(params.id));
    if (!card) {
      const message = params.kind === 'movie' ? 'Film non trouvé' : 'Série non trouvée';
      return HttpResponse.json({ error: { code: 'not_found', message } }, { status: 404 });
    }
    if (!favouritesDb.items.some((c) => same(c, params.kind, params.id))) {
      favouritesDb.items = [card, ...favouritesDb.items];
    }
    return HttpResponse.json({ position: 1 });
  }),
  http.delete('/api/favorites/:kind/:id', ({ params }) => {
    favouritesDb.items = favouritesDb.items.filter((c) => !same(c, params.kind, params.id));
    return HttpResponse.json({ position: 1 });
  }),
  http.post('/api/visits', () => HttpResponse.json({ position: 1 })),
];
