import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { listedMovie, makeMovie } from '@/testing/mocks/catalogue-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** A film as a public list answers it. */
const listedFilm = (overrides: Parameters<typeof makeMovie>[0] = {}) =>
  listedMovie(makeMovie(overrides));

const action = { id: 'g-1', name: 'Action', slug: 'films-action', category: 'Films' };
const emptyPage = { items: [], total: 0, next_cursor: null };

describe('genre page', () => {
  it('lists the films of the genre with links back, and sorts by duration on request', async () => {
    const requests: string[] = [];
    server.use(
      http.get('/api/genres/films-action', ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(`${params.get('sort')}:${params.get('order')}`);
        return HttpResponse.json({
          genre: action,
          movies: { items: [listedFilm({ title: 'Orage' })], total: 1, next_cursor: null },
          series: emptyPage,
        });
      }),
    );
    const { user } = renderApp('/genre/films-action');

    expect(await screen.findByRole('heading', { name: 'Action', level: 1 })).toBeInTheDocument();
    const films = screen.getByRole('region', { name: 'Films' });
    expect(within(films).getByRole('article', { name: 'Orage' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Séries' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les films' })).toHaveAttribute(
      'href',
      '/films',
    );
    expect(screen.getByRole('link', { name: "← Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(requests).toEqual(['recent:desc']);

    await user.selectOptions(screen.getByLabelText('Trier par'), 'Durée');
    await screen.findByRole('article', { name: 'Orage' });
    expect(requests.at(-1)).toBe('duration:desc');
  });

  it('says so when the genre has no content', async () => {
    server.use(
      http.get('/api/genres/films-action', () =>
        HttpResponse.json({ genre: action, movies: emptyPage, series: emptyPage }),
      ),
    );
    renderApp('/genre/films-action');

    expect(
      await screen.findByText('Aucun contenu dans ce genre pour le moment'),
    ).toBeInTheDocument();
  });

  it("shows 'Genre non trouvé' for an unknown slug", async () => {
    renderApp('/genre/inconnu');

    expect(await screen.findByRole('heading', { name: 'Genre non trouvé' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Trier par' })).not.toBeInTheDocument();
  });

  it('pages through every title of the genre, past the first page', async () => {
    const animes = { id: 'g-9', name: 'Animés', slug: 'series-animes', category: 'Séries' };
    const cursors: (string | null)[] = [];
    server.use(
      http.get('/api/genres/series-animes', () =>
        HttpResponse.json({
          genre: animes,
          movies: {
            items: [listedFilm({ id: 'm-1', title: 'Premier' })],
            total: 2,
            next_cursor: 'c1',
          },
          series: emptyPage,
        }),
      ),
      http.get('/api/movies', ({ request }) => {
        const params = new URL(request.url).searchParams;
        cursors.push(params.get('cursor'));
        expect(params.get('genre')).toBe('series-animes');
        return HttpResponse.json({
          items: [listedFilm({ id: 'm-2', title: 'Second' })],
          total: 2,
          next_cursor: null,
        });
      }),
    );
    const { user } = renderApp('/genre/series-animes');

    const films = await screen.findByRole('region', { name: 'Films' });
    // The anime genre page's link reads in good French.
    expect(screen.getByRole('link', { name: 'Voir toutes les séries' })).toHaveAttribute(
      'href',
      '/series',
    );
    await user.click(within(films).getByRole('button', { name: 'Charger plus' }));

    expect(await within(films).findByRole('article', { name: 'Second' })).toBeInTheDocument();
    expect(within(films).getByRole('article', { name: 'Premier' })).toBeInTheDocument();
    expect(cursors).toEqual(['c1']);
    expect(within(films).queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });
});
