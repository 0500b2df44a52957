import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { listedMovie, makeMovie } from '@/testing/mocks/catalogue-db';
import type { MoviePage } from '@/types/api';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** A film as a public list answers it. */
const listedFilm = (overrides: Parameters<typeof makeMovie>[0] = {}) =>
  listedMovie(makeMovie(overrides));

const EMPTY_PAGE = { items: [], total: 0, next_cursor: null };

/** A request of the default view's sections: 12 titles, or the best rated's pool of 30. */
const isSection = (params: URLSearchParams) => ['12', '30'].includes(params.get('limit') ?? '');

/**
 * Records the query string of every GET /api/movies of the full list and answers with
 * `answer`; the default view's sections (12 titles) get an empty page, so they hide.
 */
function recordMovieRequests(answer: (params: URLSearchParams) => MoviePage) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/movies', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (isSection(params)) return HttpResponse.json(EMPTY_PAGE);
      requests.push(params);
      return HttpResponse.json(answer(params));
    }),
  );
  return requests;
}

describe('films page', () => {
  it('sends the applied filters, counts them, and resets them', async () => {
    const requests = recordMovieRequests(() => ({
      items: [listedFilm()],
      total: 1,
      next_cursor: null,
    }));
    const { user } = renderApp('/films');

    const panel = await screen.findByRole('form', { name: 'Filtres' });
    await screen.findByRole('article', { name: 'Le Grand Voyage' });
    expect(requests.at(-1)?.get('sort')).toBe('recent');
    expect(requests.at(-1)?.get('order')).toBe('desc');
    expect(requests.at(-1)?.has('rating_min')).toBe(false);

    await user.selectOptions(within(panel).getByLabelText('Note minimale'), '3.5');
    await user.selectOptions(within(panel).getByLabelText('Vues minimales'), '1K+');
    await user.selectOptions(within(panel).getByLabelText('Qualité'), '4K');
    await user.selectOptions(within(panel).getByLabelText('Nouveautés'), 'Pas nouveaux');
    await user.type(within(panel).getByLabelText('Année minimale'), '1990');
    // Nothing is sent before Appliquer.
    expect(requests.at(-1)?.has('rating_min')).toBe(false);
    expect(within(panel).queryByLabelText(/filtres? actifs?/)).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Appliquer' }));

    expect(await within(panel).findByLabelText('5 filtres actifs')).toHaveTextContent('5');
    const sent = requests.at(-1);
    expect(sent?.get('rating_min')).toBe('3.5');
    expect(sent?.get('views_min')).toBe('1000');
    expect(sent?.get('quality')).toBe('4K');
    expect(sent?.get('new')).toBe('false');
    expect(sent?.get('year_min')).toBe('1990');
    expect(sent?.has('featured')).toBe(false);
    expect(sent?.has('year_max')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Trier par'), 'Note');
    await user.selectOptions(screen.getByLabelText('Ordre'), 'Croissant');
    await screen.findByRole('article', { name: 'Le Grand Voyage' });
    expect(requests.at(-1)?.get('sort')).toBe('rating');
    expect(requests.at(-1)?.get('order')).toBe('asc');
    expect(requests.at(-1)?.get('rating_min')).toBe('3.5');

    await user.click(within(panel).getByRole('button', { name: 'Réinitialiser' }));
    expect(within(panel).queryByLabelText(/filtres? actifs?/)).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Note minimale')).toHaveValue('');
    await screen.findByRole('article', { name: 'Le Grand Voyage' });
    expect(requests.at(-1)?.has('rating_min')).toBe(false);
  });

  it("says 'Aucun film trouvé' when nothing matches", async () => {
    recordMovieRequests(() => ({ items: [], total: 0, next_cursor: null }));
    renderApp('/films');

    expect(await screen.findByText('Aucun film trouvé')).toBeInTheDocument();
  });

  it('loads the next page by cursor', async () => {
    const requests = recordMovieRequests((params) =>
      params.get('cursor') === 'c2'
        ? { items: [listedFilm({ id: 'm-3', title: 'Suite' })], total: 2, next_cursor: null }
        : { items: [listedFilm()], total: 2, next_cursor: 'c2' },
    );
    const { user } = renderApp('/films');

    await screen.findByRole('article', { name: 'Le Grand Voyage' });
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));

    expect(await screen.findByRole('article', { name: 'Suite' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Le Grand Voyage' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });
});

describe('films page, default view', () => {
  it('shows featured, best rated and latest sections above all films, until a filter applies', async () => {
    const sections: URLSearchParams[] = [];
    server.use(
      http.get('/api/movies', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (!isSection(params)) {
          return HttpResponse.json({ items: [listedFilm()], total: 1, next_cursor: null });
        }
        sections.push(params);
        if (params.get('sort') === 'rating') {
          // The top 30: the section shows 12 of them.
          const items = Array.from({ length: 30 }, (_, i) =>
            listedFilm({ id: `top-${i}`, title: i === 0 ? 'Film le mieux noté' : `Top ${i}` }),
          );
          return HttpResponse.json({ items, total: 30, next_cursor: null });
        }
        const title = params.get('featured') ? 'Film à la une' : 'Film récent';
        return HttpResponse.json({
          items: [listedFilm({ id: title, title })],
          total: 1,
          next_cursor: null,
        });
      }),
    );
    const { user } = renderApp('/films');

    const best = (await screen.findByRole('heading', { name: 'Les mieux notés' })).closest(
      'section',
    );
    if (!best) throw new Error('no best-rated section');
    await waitFor(() => expect(within(best).getAllByRole('article')).toHaveLength(12));
    for (const [heading, film] of [
      ['À la une', 'Film à la une'],
      ['Derniers ajouts', 'Film récent'],
    ]) {
      const section = (await screen.findByRole('heading', { name: heading })).closest('section');
      if (!section) throw new Error(`no section ${heading}`);
      expect(await within(section).findByRole('article', { name: film })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Tous les films' })).toBeInTheDocument();
    expect(
      sections.map((p) => [p.get('featured'), p.get('sort'), p.get('order'), p.get('limit')]),
    ).toEqual(
      expect.arrayContaining([
        ['true', 'recent', 'desc', '12'],
        [null, 'rating', 'desc', '30'],
        [null, 'recent', 'desc', '12'],
      ]),
    );

    const panel = screen.getByRole('form', { name: 'Filtres' });
    await user.selectOptions(within(panel).getByLabelText('Note minimale'), '3.5');
    await user.click(within(panel).getByRole('button', { name: 'Appliquer' }));
    await within(panel).findByLabelText('1 filtre actif');
    expect(screen.queryByRole('heading', { name: 'Les mieux notés' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tous les films' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Le Grand Voyage' })).toBeInTheDocument();
  });
});

describe('series page', () => {
  it('filters series by genre and status, the status shown in French', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get('/api/series', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (!isSection(params)) requests.push(params);
        return HttpResponse.json(EMPTY_PAGE);
      }),
    );
    const { user } = renderApp('/series');

    const panel = await screen.findByRole('form', { name: 'Filtres' });
    expect(await screen.findByText('Aucune série trouvée')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Qualité')).not.toBeInTheDocument();
    const genre = within(panel).getByLabelText('Genre');
    await within(genre).findByRole('option', { name: 'Drame' });
    expect(within(genre).queryByRole('option', { name: 'Action' })).not.toBeInTheDocument();

    await user.selectOptions(genre, 'Drame');
    await user.selectOptions(within(panel).getByLabelText('Statut'), 'Annulée');
    await user.click(within(panel).getByRole('button', { name: 'Appliquer' }));

    expect(await within(panel).findByLabelText('2 filtres actifs')).toBeInTheDocument();
    expect(requests.at(-1)?.get('genre')).toBe('series-drame');
    expect(requests.at(-1)?.get('status')).toBe('cancelled');
  });
});
