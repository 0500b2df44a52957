import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { makeWatchEntry } from '@/testing/mocks/player-handlers';
import { renderApp } from '@/testing/test-utils';

describe('the home page\'s "Reprendre" row', () => {
  it('lists what the member started, in the server order, each at its position', async () => {
    server.use(
      http.get('/api/progress', () =>
        HttpResponse.json({
          items: [
            makeWatchEntry({
              content_type: 'episode',
              content_id: 'e-1-2',
              title: 'La Suite',
              series_id: 's-1',
              series_title: 'Les Veilleurs',
              season_number: 1,
              episode_number: 2,
              progress_seconds: 0,
            }),
            makeWatchEntry({ content_id: 'm-7', title: 'Le Phare', progress_seconds: 754 }),
          ],
        }),
      ),
    );
    renderApp('/home');

    const row = await screen.findByRole('region', { name: 'Reprendre' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Les Veilleurs · S1 · É2Épisode suivant',
      'Le PhareReprendre à 12:34',
    ]);
    expect(links[0]).toHaveAttribute('href', '/series/s-1?episode=e-1-2');
    expect(links[1]).toHaveAttribute('href', '/movie/m-7');
  });

  it('shows no row when nothing was started', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Reprendre' })).toBeNull();
  });
});
