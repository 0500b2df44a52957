import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { SearchHit, SearchPage } from '@/features/search/api/types';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const hit = (kind: SearchHit['kind'], id: string, title: string): SearchHit => ({
  kind,
  id,
  title,
  original_title: null,
  director: 'Sofia Coppola',
  release_year: 2003,
  poster_url: `/api/posters/${kind}/${id}.svg`,
  rating: 3.8,
});

/** Answers every search request with `answer` and records its query string. */
function recordSearches(answer: (params: URLSearchParams) => SearchPage) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return HttpResponse.json(answer(params));
    }),
  );
  return requests;
}

describe('search page', () => {
  it('shows the results by relevance, then by the sort chosen', async () => {
    const requests = recordSearches((params) => ({
      items:
        params.get('sort') === 'year'
          ? [hit('series', 's1', 'Lost'), hit('movie', 'm1', 'Lost in Translation')]
          : [hit('movie', 'm1', 'Lost in Translation'), hit('series', 's1', 'Lost')],
      total: 2,
      next_offset: null,
    }));
    const { user } = renderApp('/search?q=lost');

    expect(
      await screen.findByRole('heading', { name: 'Résultats pour "lost"' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 résultats')).toBeInTheDocument();
    expect(document.title).toBe('Recherche · Bobine');
    const titles = () =>
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(titles()).toEqual(['Lost in Translation', 'Lost']);
    expect(requests.at(-1)?.get('q')).toBe('lost');
    expect(requests.at(-1)?.get('sort')).toBe('relevance');

    await user.selectOptions(screen.getByLabelText('Trier par'), 'Année');
    await screen.findByRole('article', { name: 'Lost' });
    expect(requests.at(-1)?.get('sort')).toBe('year');
    expect(requests.at(-1)?.get('order')).toBe('desc');
    expect(titles()).toEqual(['Lost', 'Lost in Translation']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Pertinence');
  });

  it('loads the next page by offset', async () => {
    const requests = recordSearches((params) =>
      params.get('offset') === '0'
        ? { items: [hit('movie', 'm1', 'Premier')], total: 2, next_offset: 1 }
        : { items: [hit('movie', 'm2', 'Second')], total: 2, next_offset: null },
    );
    const { user } = renderApp('/search?q=film');
    await screen.findByRole('article', { name: 'Premier' });
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByRole('article', { name: 'Second' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('offset')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it("says 'Aucun résultat pour ...' when nothing matches", async () => {
    recordSearches(() => ({ items: [], total: 0, next_offset: null }));
    renderApp('/search?q=zzzz');
    expect(await screen.findByText('Aucun résultat pour "zzzz"')).toBeInTheDocument();
  });

  it("says 'Erreur lors de la recherche' when the search fails", async () => {
    server.use(
      http.get('/api/search', () =>
        HttpResponse.json(
          { error: { code: 'internal', message: 'Une erreur est survenue' } },
          { status: 500 },
        ),
      ),
    );
    renderApp('/search?q=dune');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la recherche');
  });
});
