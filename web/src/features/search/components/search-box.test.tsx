import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SearchHit, Suggestions } from '@/features/search/api/types';
import { SUGGEST_DEBOUNCE_MS } from '@/features/search/components/search-box';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const hit = (kind: SearchHit['kind'], id: string, title: string): SearchHit => ({
  kind,
  id,
  title,
  original_title: null,
  director: 'Jean-Pierre Jeunet',
  release_year: 2001,
  poster_url: `/api/posters/${kind}/${id}.svg`,
  rating: 4.2,
});

/** Answers every suggestion request with `answer` and records its `q`. */
function recordSuggestions(answer: Suggestions) {
  const asked: string[] = [];
  server.use(
    http.get('/api/search/suggest', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

const suggestions: Suggestions = {
  movies: [hit('movie', 'm1', 'Amélie'), hit('movie', 'm2', 'Amélie 2')],
  series: [hit('series', 's1', 'Amélie et les autres')],
};

afterEach(() => vi.useRealTimers());

describe('header search box', () => {
  it('asks once the typing pauses, from 2 characters, and lists films then series', async () => {
    const asked = recordSuggestions(suggestions);
    const { user } = renderApp('/home');
    const box = await screen.findByRole('combobox', { name: 'Rechercher' });
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.type(box, 'a');
    // The pause runs out on the test's clock: 'a' is settled, and too short to be asked.
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, 'mé');
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS));
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    // One request for the settled text, none for 'a' nor for the keystrokes on the way.
    expect(asked).toEqual(['amé']);
    expect(within(list).getByRole('group', { name: 'Films' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringContaining('Amélie'),
      expect.stringContaining('Amélie 2'),
      expect.stringContaining('Amélie et les autres'),
    ]);
  });

  it('moves through the suggestions with the arrows and opens one with Enter', async () => {
    recordSuggestions(suggestions);
    const { user, router } = renderApp('/home');
    const box = await screen.findByRole('combobox', { name: 'Rechercher' });
    await user.type(box, 'amelie');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const selected = screen.getByRole('option', { selected: true });
    expect(selected).toHaveTextContent('Amélie 2');
    expect(box).toHaveAttribute('aria-activedescendant', selected.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/movie/m2'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the search page on Enter when nothing is highlighted', async () => {
    recordSuggestions(suggestions);
    server.use(
      http.get('/api/search', () => HttpResponse.json({ items: [], total: 0, next_offset: null })),
    );
    const { user, router } = renderApp('/home');
    const box = await screen.findByRole('combobox', { name: 'Rechercher' });
    await user.type(box, 'star wars{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=star+wars');
  });

  it('hides the suggestions 200 ms after the box loses the focus, and on Escape', async () => {
    recordSuggestions(suggestions);
    const { user } = renderApp('/home');
    const box = await screen.findByRole('combobox', { name: 'Rechercher' });
    await user.type(box, 'amelie');
    await screen.findByRole('listbox');

    await user.tab();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.click(box);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a suggestion on click', async () => {
    recordSuggestions(suggestions);
    const { user, router } = renderApp('/home');
    await user.type(await screen.findByRole('combobox', { name: 'Rechercher' }), 'amelie');
    await user.click(await screen.findByRole('option', { name: /Amélie et les autres/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/series/s1'));
  });
});
