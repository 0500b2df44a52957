import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeMovie } from '@/testing/mocks/catalogue-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

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
          movies: { items: [makeMovie({ title: 'Orage' })], total: 1, next_cursor: null },
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
});
