import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** The video of the player (its region is named 'Lecteur vidéo : <title>'). */
const player = () =>
  screen.getByRole('region', { name: /^Lecteur vidéo/ }).querySelector('video');
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
    expect(player()).toHaveAttribute('src', 'https://videos.example.com/s1e1-vf.mp4');

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
});
