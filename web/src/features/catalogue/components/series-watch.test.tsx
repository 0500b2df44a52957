import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeMedia } from '@/testing/media';
import { makeSeries } from '@/testing/mocks/catalogue-db';
import { makeWatchEntry } from '@/testing/mocks/player-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** The video of the player (its region is named 'Lecteur vidéo : <title>'), once shown. */
const player = () => screen.getByRole('region', { name: /^Lecteur vidéo/ }).querySelector('video');
const shownPlayer = async () =>
  (await screen.findByRole('region', { name: /^Lecteur vidéo/ })).querySelector('video');
const episodeTitles = () =>
  within(screen.getByRole('list', { name: 'Épisodes' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('series watch page', () => {
  it('switches the episode list with the season tabs and plays the chosen episode', async () => {
    let views = 0;
    server.use(
      http.post('/api/series/s-1/views', () => {
        views += 1;
        return HttpResponse.json({ position: 1 });
      }),
    );
    const { user } = renderApp('/series/s-1');

    expect(
      await screen.findByRole('heading', { name: 'Les Veilleurs', level: 1 }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Saisons' });
    expect(within(tabs).getByRole('tab', { name: 'Saison 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(episodeTitles()).toEqual(['Épisode 1 · Le Début45min', 'Épisode 2 · La Suite45min']);
    expect(await shownPlayer()).toHaveAttribute('src', 'https://videos.example.com/s1e1-vf.mp4');

    await user.click(within(tabs).getByRole('tab', { name: 'Saison 2' }));
    expect(within(tabs).getByRole('tab', { name: 'Saison 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(episodeTitles()).toEqual(['Épisode 1 · Le Retour45min']);

    await user.click(screen.getByRole('button', { name: /Le Retour/ }));
    expect(player()).toHaveAttribute('src', 'https://videos.example.com/s2e1-vf.mp4');
    expect(screen.getByRole('button', { name: 'Épisode suivant →' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'VOSTFR' }));
    expect(player()).toHaveAttribute('src', 'https://videos.example.com/s2e1-vostfr.mp4');

    // Previous crosses back into season 1 and moves the tab with it.
    await user.click(screen.getByRole('button', { name: '← Épisode précédent' }));
    expect(player()).toHaveAttribute('src', 'https://videos.example.com/s1e2-vostfr.mp4');
    expect(within(tabs).getByRole('tab', { name: 'Saison 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(views).toBe(1);
  });

  it("shows 'Série non trouvée' with a link back", async () => {
    renderApp('/series/inconnue');

    expect(await screen.findByRole('heading', { name: 'Série non trouvée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "← Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  describe('when an episode ends', () => {
    afterEach(() => vi.useRealTimers());

    /** Opens the series on its second episode, then ends it (the focus in the player if asked). */
    async function endSecondEpisode({ focusPlayer = false } = {}) {
      const { user } = renderApp('/series/s-1');
      await user.click(await screen.findByRole('button', { name: /La Suite/ }));
      const video = await shownPlayer();
      vi.useFakeTimers();
      const media = fakeMedia(video!);
      media.loadMetadata(60);
      if (focusPlayer) act(() => video!.closest<HTMLElement>('[role="region"]')!.focus());
      media.end();
    }

    it('counts down over the video, announced, and keeps the focus where the member is', async () => {
      await endSecondEpisode();
      const region = screen.getByRole('region', { name: /^Lecteur vidéo/ });
      const countdown = within(region).getByRole('status');
      expect(countdown).toHaveTextContent('Épisode suivant dans 3 s');
      expect(countdown).toHaveAttribute('aria-live', 'polite');
      // The member was in the episode list: the focus stays there.
      expect(screen.getByRole('button', { name: /La Suite/ })).toHaveFocus();
    });

    it("moves the focus from the player to 'Annuler'; Escape cancels and gives it back", async () => {
      await endSecondEpisode({ focusPlayer: true });
      const region = screen.getByRole('region', { name: /^Lecteur vidéo/ });
      const cancel = within(region).getByRole('button', { name: 'Annuler' });
      expect(cancel).toHaveFocus();
      fireEvent.keyDown(cancel, { key: 'Escape' });
      expect(screen.queryByText(/Épisode suivant dans/)).toBeNull();
      expect(region).toHaveFocus();
      act(() => void vi.advanceTimersByTime(10_000));
      expect(player()).toHaveAttribute('src', 'https://videos.example.com/s1e2-vf.mp4');
    });

    it('marks it watched and moves to the first episode of the next season after 3 s', async () => {
      await endSecondEpisode();
      expect(screen.getByRole('button', { name: /La Suite/ })).toHaveTextContent('Vu');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Épisode suivant dans 3 s · Saison 2 · Épisode 1 · Le Retour',
      );
      act(() => void vi.advanceTimersByTime(2000));
      expect(screen.getByRole('status')).toHaveTextContent('Épisode suivant dans 1 s');
      expect(player()).toHaveAttribute('src', 'https://videos.example.com/s1e2-vf.mp4');
      act(() => void vi.advanceTimersByTime(1000));
      expect(player()).toHaveAttribute('src', 'https://videos.example.com/s2e1-vf.mp4');
      expect(screen.getByRole('tab', { name: 'Saison 2' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    it("stays on the episode when the member presses 'Annuler'", async () => {
      await endSecondEpisode();
      fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
      act(() => void vi.advanceTimersByTime(10_000));
      expect(player()).toHaveAttribute('src', 'https://videos.example.com/s1e2-vf.mp4');
      expect(screen.queryByText(/Épisode suivant dans/)).toBeNull();
    });
  });

  it('moves between seasons with the arrow keys (tabs pattern)', async () => {
    const { user } = renderApp('/series/s-1');
    const first = await screen.findByRole('tab', { name: 'Saison 1' });
    const second = screen.getByRole('tab', { name: 'Saison 2' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Saison 1');

    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(episodeTitles()).toEqual(['Épisode 1 · Le Retour45min']);
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('does not repeat the number of an episode titled by its number', async () => {
    const series = makeSeries({ id: 's-9', title: 'Numéros' });
    server.use(
      http.get('/api/series/s-9', () =>
        HttpResponse.json({
          ...series,
          seasons: [
            {
              season_number: 1,
              episodes: [
                {
                  id: 'e-9',
                  series_id: 's-9',
                  season_number: 1,
                  episode_number: 1,
                  title: 'Épisode 1',
                  synopsis: null,
                  duration_minutes: 40,
                  air_date: null,
                  thumbnail_url: null,
                  video_url: null,
                  video_url_vf: 'https://videos.example.com/n.mp4',
                  video_url_vostfr: null,
                },
              ],
            },
          ],
        }),
      ),
      http.post('/api/series/s-9/views', () => HttpResponse.json({ position: 1 })),
    );
    renderApp('/series/s-9');
    expect(await screen.findByText('Saison 1 · Épisode 1')).toBeInTheDocument();
    expect(screen.queryByText(/Épisode 1 · Épisode 1/)).toBeNull();
  });

  it('opens on the episode asked for and marks the episodes the history says were watched', async () => {
    // The series' own history, read page after page.
    server.use(
      http.get('/api/history', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('series_id') !== 's-1')
          return HttpResponse.json({ items: [], next_cursor: null });
        return query.get('cursor') === 'page-2'
          ? HttpResponse.json({
              items: [
                makeWatchEntry({
                  content_type: 'episode',
                  content_id: 'e-1-1',
                  series_id: 's-1',
                  completed: true,
                }),
              ],
              next_cursor: null,
            })
          : HttpResponse.json({
              items: [
                makeWatchEntry({
                  content_type: 'episode',
                  content_id: 'e-1-2',
                  series_id: 's-1',
                  completed: false,
                }),
              ],
              next_cursor: 'page-2',
            });
      }),
    );
    const { user } = renderApp('/series/s-1?episode=e-2-1');
    expect(await shownPlayer()).toHaveAttribute('src', 'https://videos.example.com/s2e1-vf.mp4');
    expect(screen.getByRole('tab', { name: 'Saison 2' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Saison 1' }));
    expect(await screen.findByRole('button', { name: /Le Début/ })).toHaveTextContent('Vu');
    expect(screen.getByRole('button', { name: /La Suite/ })).not.toHaveTextContent('Vu');
  });
});
