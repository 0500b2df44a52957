import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeMovie } from '@/testing/mocks/catalogue-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

function serveMovie(overrides: Parameters<typeof makeMovie>[0]) {
  const movie = makeMovie({ id: 'm-7', title: 'Le Phare', ...overrides });
  server.use(http.get('/api/movies/m-7', () => HttpResponse.json(movie)));
  return movie;
}

/** The video of the player (its region is named 'Lecteur vidéo : <title>'), once shown. */
const player = () => screen.getByRole('region', { name: /^Lecteur vidéo/ }).querySelector('video');
const shownPlayer = async () =>
  (await screen.findByRole('region', { name: /^Lecteur vidéo/ })).querySelector('video');

describe('movie page', () => {
  it('plays vf by default and disables a missing vostfr as (Non dispo)', async () => {
    serveMovie({ video_url_vostfr: null, duration_minutes: 135, release_year: 2019 });
    const { user } = renderApp('/movie/m-7');

    expect(await screen.findByRole('heading', { name: 'Le Phare', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('2h 15min').length).toBeGreaterThan(0);
    expect(await shownPlayer()).toHaveAttribute('src', 'https://videos.example.com/vf.mp4');

    const versions = screen.getByRole('group', { name: 'Version' });
    const vostfr = within(versions).getByRole('button', { name: 'VOSTFR (Non dispo)' });
    expect(vostfr).toBeDisabled();
    const vf = within(versions).getByRole('button', { name: 'VF' });
    expect(vf).toBeEnabled();
    expect(vf).toHaveAttribute('aria-pressed', 'true');

    await user.click(vostfr);
    expect(player()).toHaveAttribute('src', 'https://videos.example.com/vf.mp4');
  });

  it('switches to vostfr, and falls back to the trailer when the vf address is not http', async () => {
    serveMovie({
      video_url: null,
      video_url_vf: '  ftp://old.example.com/vf.mp4 ',
      video_url_vostfr: '  https://videos.example.com/vostfr.mp4  ',
    });
    const { user } = renderApp('/movie/m-7');

    await screen.findByRole('heading', { name: 'Le Phare', level: 1 });
    // vf is unusable: the page opens on vostfr, vf is marked unavailable.
    expect(await shownPlayer()).toHaveAttribute('src', 'https://videos.example.com/vostfr.mp4');
    expect(screen.getByRole('button', { name: 'VF (Non dispo)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'VOSTFR' }));
    expect(screen.getByRole('button', { name: 'VOSTFR' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('plays the trailer when neither version has an address', async () => {
    serveMovie({ video_url: null, video_url_vf: '', video_url_vostfr: null });
    renderApp('/movie/m-7');

    await screen.findByRole('heading', { name: 'Le Phare', level: 1 });
    expect(await shownPlayer()).toHaveAttribute('src', 'https://videos.example.com/trailer.mp4');
  });

  it('counts one view per visit and shows similar films with their badge', async () => {
    serveMovie({});
    let views = 0;
    server.use(
      http.post('/api/movies/m-7/views', () => {
        views += 1;
        return HttpResponse.json({ position: 1 });
      }),
    );
    renderApp('/movie/m-7');

    const similar = await screen.findByRole('region', { name: 'Films similaires' });
    const badges = await within(similar).findAllByText('Même réalisateur');
    expect(badges).toHaveLength(2);
    expect(within(similar).getByRole('link', { name: /Nuit Blanche/ })).toHaveAttribute(
      'href',
      '/movie/m-2',
    );
    expect(views).toBe(1);
  });

  it('links to /films when there is no similar film', async () => {
    serveMovie({});
    server.use(http.get('/api/movies/m-7/similar', () => HttpResponse.json([])));
    renderApp('/movie/m-7');

    expect(await screen.findByRole('link', { name: "Découvrir d'autres films" })).toHaveAttribute(
      'href',
      '/films',
    );
  });

  it("shows 'Film non trouvé' with a way back home", async () => {
    const { user, router } = renderApp('/movie/inconnu');

    expect(await screen.findByRole('heading', { name: 'Film non trouvé' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "← Retour à l'accueil" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
