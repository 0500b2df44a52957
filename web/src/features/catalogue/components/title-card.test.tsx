import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeMovie, makeSeries } from '@/testing/mocks/catalogue-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { roundRating } from '@/features/catalogue/utils/format';
import { formatDuration, formatViews } from '@/lib/format';

describe('card formatting', () => {
  it('abbreviates views to Nk from 1000 on', () => {
    expect(formatViews(999)).toBe('999');
    expect(formatViews(1000)).toBe('1k');
    expect(formatViews(1500)).toBe('1,5k');
    expect(formatViews(12_345)).toBe('12,3k');
    expect(formatViews(12_000)).toBe('12k');
  });

  it('rounds ratings to whole stars within 0-5 and shows durations in hours and minutes', () => {
    expect(roundRating(4.4)).toBe(4);
    expect(roundRating(3.5)).toBe(4);
    expect(roundRating(null)).toBe(0);
    expect(roundRating(7)).toBe(5);
    expect(formatDuration(135)).toBe('2h 15min');
    expect(formatDuration(45)).toBe('45min');
    expect(formatDuration(120)).toBe('2h');
  });
});

describe('home carousels', () => {
  it('shows film and series cards with their badges, stars, views, seasons and status', async () => {
    server.use(
      http.get('/api/home', () =>
        HttpResponse.json({
          featured_movies: [makeMovie({ id: 'm-9', title: 'Orage', quality: '4K' })],
          featured_series: [],
          top_movies: [],
          top_series: [],
          top_animes: [],
          newest_movies: [],
          newest_series: [
            makeSeries({ id: 's-9', title: 'Marées', status: 'completed', total_seasons: 3 }),
            makeSeries({ id: 's-8', title: 'Ruines', status: 'cancelled', is_new: false }),
          ],
        }),
      ),
    );
    renderApp('/home');

    const featured = await screen.findByRole('region', { name: 'Films à la une' });
    const movie = within(featured).getByRole('article', { name: 'Orage' });
    expect(within(movie).getByText('NOUVEAU')).toBeInTheDocument();
    expect(within(movie).getByText('FILM')).toBeInTheDocument();
    expect(within(movie).getByText('4K')).toBeInTheDocument();
    expect(within(movie).getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument();
    expect(within(movie).getByText('12,5k')).toBeInTheDocument();
    expect(within(movie).getByRole('link')).toHaveAttribute('href', '/movie/m-9');

    const newest = screen.getByRole('region', { name: 'Dernières séries ajoutées' });
    const series = within(newest).getByRole('article', { name: 'Marées' });
    expect(within(series).getByText('NOUVELLE SÉRIE')).toBeInTheDocument();
    expect(within(series).getByText('SÉRIE')).toBeInTheDocument();
    expect(within(series).getByText('3 saisons')).toBeInTheDocument();
    expect(within(series).getByText('Terminée')).toBeInTheDocument();
    expect(within(series).getByText('950')).toBeInTheDocument();
    expect(within(series).getByRole('link')).toHaveAttribute('href', '/series/s-9');
    const old = within(newest).getByRole('article', { name: 'Ruines' });
    expect(within(old).getByText('Annulée')).toBeInTheDocument();
    expect(within(old).queryByText('NOUVELLE SÉRIE')).not.toBeInTheDocument();

    // Empty carousels are left out.
    expect(screen.queryByRole('region', { name: 'Séries à la une' })).not.toBeInTheDocument();
  });

  it("loads the first carousel's first six posters at once and the others lazily", async () => {
    const movies = Array.from({ length: 8 }, (_, n) =>
      makeMovie({ id: `m-${n}`, title: `Film ${n}`, poster_url: `/p/${n}.svg` }),
    );
    server.use(
      http.get('/api/home', () =>
        HttpResponse.json({
          featured_movies: movies,
          featured_series: [],
          top_movies: movies.slice(0, 2),
          top_series: [],
          top_animes: [],
          newest_movies: [],
          newest_series: [],
        }),
      ),
    );
    renderApp('/home');
    await screen.findByRole('region', { name: 'Films à la une' });
    const poster = (region: string, title: string) =>
      within(
        within(screen.getByRole('region', { name: region })).getByRole('article', { name: title }),
      )
        .getByRole('link')
        .querySelector('img');
    expect(poster('Films à la une', 'Film 0')).toHaveAttribute('loading', 'eager');
    expect(poster('Films à la une', 'Film 0')).toHaveAttribute('fetchpriority', 'high');
    expect(poster('Films à la une', 'Film 5')).toHaveAttribute('loading', 'eager');
    expect(poster('Films à la une', 'Film 6')).toHaveAttribute('loading', 'lazy');
    expect(poster('Films les mieux notés', 'Film 0')).toHaveAttribute('loading', 'lazy');
  });

  it('says the member must sign in when the server answers 401', async () => {
    server.use(
      http.get('/api/home', () =>
        HttpResponse.json(
          { error: { code: 'unauthenticated', message: 'Non connecté' } },
          { status: 401 },
        ),
      ),
    );
    renderApp('/home');

    expect(await screen.findByRole('alert')).toHaveTextContent('Vous devez être connecté');
  });
});
