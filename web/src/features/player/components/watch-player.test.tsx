import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { fakeMedia } from '@/testing/media';
import { makeMovie } from '@/testing/mocks/catalogue-db';
import { makeWatchEntry } from '@/testing/mocks/player-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const video = async () =>
  (await screen.findByRole('region', { name: /^Lecteur vidéo/ })).querySelector('video')!;

describe('the film page player and the history', () => {
  it("saves the position on pause and offers the server's point when this browser has none", async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/movies/m-7', () =>
        HttpResponse.json(makeMovie({ id: 'm-7', title: 'Le Phare' })),
      ),
      http.get('/api/progress', ({ request }) =>
        HttpResponse.json({
          items:
            new URL(request.url).searchParams.get('content_id') === 'm-7'
              ? [makeWatchEntry({ content_id: 'm-7', progress_seconds: 42 })]
              : [],
        }),
      ),
      http.put('/api/progress', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ completed: false });
      }),
    );
    const { user } = renderApp('/movie/m-7');
    const media = fakeMedia(await video());
    media.loadMetadata(600);

    await user.click(await screen.findByRole('button', { name: 'Reprendre à 0:42' }));
    expect(media.video.currentTime).toBe(42);
    media.timeTo(50);
    act(() => media.video.pause());
    await screen.findByRole('button', { name: 'Lecture' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(saved).toEqual([
      { content_type: 'movie', content_id: 'm-7', progress_seconds: 50, completed: false },
    ]);
  });

  it('plays a listed host in its embed frame and never frames another', async () => {
    server.use(
      http.get('/api/movies/m-7', () =>
        HttpResponse.json(
          makeMovie({
            id: 'm-7',
            title: 'Le Phare',
            video_url_vf: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            video_url_vostfr: 'https://pirate.example.com/watch?v=dQw4w9WgXcQ',
          }),
        ),
      ),
    );
    const { user } = renderApp('/movie/m-7');
    const frame = await screen.findByTitle('Lecteur vidéo : Le Phare');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await user.click(screen.getByRole('button', { name: 'VOSTFR' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(await video()).toHaveAttribute('src', 'https://pirate.example.com/watch?v=dQw4w9WgXcQ');
  });

  it("opens the trailer in a dialog with 'Bande-annonce'", async () => {
    server.use(
      http.get('/api/movies/m-7', () =>
        HttpResponse.json(makeMovie({ id: 'm-7', title: 'Le Phare' })),
      ),
    );
    const { user } = renderApp('/movie/m-7');
    await user.click(await screen.findByRole('button', { name: 'Bande-annonce' }));
    const dialog = screen.getByRole('dialog', { name: 'Bande-annonce : Le Phare' });
    expect(dialog.querySelector('video')).toHaveAttribute(
      'src',
      'https://videos.example.com/trailer.mp4',
    );
  });

  it('only logs a save the server refuses: the member sees nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let refused = 0;
    server.use(
      http.get('/api/movies/m-7', () =>
        HttpResponse.json(makeMovie({ id: 'm-7', title: 'Le Phare' })),
      ),
      http.put('/api/progress', () => {
        refused += 1;
        return HttpResponse.json(
          { error: { code: 'unavailable', message: 'Service indisponible' } },
          { status: 503 },
        );
      }),
    );
    renderApp('/movie/m-7');
    const media = fakeMedia(await video());
    media.loadMetadata(600);
    act(() => void media.video.play());
    media.timeTo(30);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(refused).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: /^Lecteur vidéo/ })).toHaveAttribute(
      'data-state',
      'playing',
    );
    warn.mockRestore();
  });
});
