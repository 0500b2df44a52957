import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { fakeMedia } from '@/testing/media';
import { makeMovie } from '@/testing/mocks/catalogue-db';
import { makeWatchEntry } from '@/testing/mocks/player-handlers';
import { server } from '@/testing/mocks/server';
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

  it("shows the title's poster, and opens the film playing from the saved point", async () => {
    const entry = makeWatchEntry({
      content_id: 'm-7',
      title: 'Le Phare',
      poster_url: '/api/posters/movie/m-7.svg',
      progress_seconds: 20,
      duration_seconds: 60,
    });
    server.use(
      http.get('/api/movies/m-7', () =>
        HttpResponse.json(makeMovie({ id: 'm-7', title: 'Le Phare' })),
      ),
      http.get('/api/progress', ({ request }) => {
        const asked = new URL(request.url).searchParams.get('content_id');
        return HttpResponse.json({ items: !asked || asked === 'm-7' ? [entry] : [] });
      }),
    );
    const { user } = renderApp('/home');

    const row = await screen.findByRole('region', { name: 'Reprendre' });
    const card = within(row).getByRole('link', { name: /Le Phare/ });
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/posters/movie/m-7.svg');
    await user.click(card);
    const region = await screen.findByRole('region', { name: 'Lecteur vidéo : Le Phare' });
    const media = fakeMedia(region.querySelector('video')!);
    media.loadMetadata(60);
    await waitFor(() => expect(media.video.currentTime).toBe(20));
    await waitFor(() => expect(media.video.paused).toBe(false));
    expect(screen.queryByRole('button', { name: /^Reprendre/ })).toBeNull();
  });

  it('takes a title out of the row: a film by its id, a series with its episodes', async () => {
    let items = [
      makeWatchEntry({
        content_type: 'episode',
        content_id: 'e-1-2',
        title: 'La Suite',
        series_id: 's-1',
        series_title: 'Les Veilleurs',
        season_number: 1,
        episode_number: 2,
      }),
      makeWatchEntry({ content_id: 'm-7', title: 'Le Phare' }),
    ];
    const removed: string[] = [];
    server.use(
      http.get('/api/progress', () => HttpResponse.json({ items })),
      http.delete('/api/history/:kind/:id', ({ params }) => {
        removed.push(`${String(params.kind)}/${String(params.id)}`);
        items = items.filter((e) => e.content_id !== params.id && e.series_id !== params.id);
        return HttpResponse.json({ position: { tx: 1, seq: 0 } });
      }),
    );
    const { user } = renderApp('/home');

    const row = await screen.findByRole('region', { name: 'Reprendre' });
    await user.click(
      within(row).getByRole('button', { name: 'Retirer « Le Phare » de Reprendre' }),
    );
    await waitFor(() => expect(within(row).queryByRole('link', { name: /Le Phare/ })).toBeNull());
    await user.click(
      within(row).getByRole('button', { name: 'Retirer « Les Veilleurs » de Reprendre' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reprendre' })).toBeNull());
    expect(removed).toEqual(['movie/m-7', 'series/s-1']);
  });

  it('shows no row when nothing was started', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Reprendre' })).toBeNull();
  });
});
