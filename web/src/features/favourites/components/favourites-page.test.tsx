import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { favouritesDb, makeFavourite } from '@/testing/mocks/favourites-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const film = makeFavourite({ id: 'm-1', title: 'Le Grand Voyage' });
const series = makeFavourite({
  content_type: 'series',
  id: 's-1',
  title: 'Les Veilleurs',
  total_seasons: 2,
  quality: null,
  added_at: '2025-03-02T10:00:00Z',
});

describe('favourites page', () => {
  it('lists films and series in the order the server gives, with their links', async () => {
    setSession({ user: memberUser });
    favouritesDb.items = [series, film];
    renderApp('/favorites');

    expect(await screen.findByRole('heading', { name: 'Mes favoris' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mes favoris' });
    const items = within(list).getAllByRole('listitem');
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Les Veilleurs',
      'Le Grand Voyage',
    ]);
    expect(within(first).getByRole('link', { name: /Les Veilleurs/ })).toHaveAttribute(
      'href',
      '/series/s-1',
    );
    expect(within(second).getByRole('link', { name: /Le Grand Voyage/ })).toHaveAttribute(
      'href',
      '/movie/m-1',
    );
    expect(within(first).getByText('SÉRIE')).toBeInTheDocument();
    expect(within(first).getByText(/2 saisons/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Retour au profil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Découvrir des films' })).toHaveAttribute(
      'href',
      '/films',
    );
  });

  it('removes a favourite from the list', async () => {
    setSession({ user: memberUser });
    favouritesDb.items = [series, film];
    const { user } = renderApp('/favorites');

    await user.click(
      await screen.findByRole('button', { name: 'Retirer Les Veilleurs des favoris' }),
    );

    await waitFor(() => expect(screen.queryByText('Les Veilleurs')).not.toBeInTheDocument());
    expect(screen.getByText('Le Grand Voyage')).toBeInTheDocument();
    expect(favouritesDb.items).toEqual([film]);
  });

  it('says so when a removal fails and keeps the favourite', async () => {
    setSession({ user: memberUser });
    favouritesDb.items = [film];
    server.use(
      http.delete('/api/favorites/:kind/:id', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/favorites');

    await user.click(
      await screen.findByRole('button', { name: 'Retirer Le Grand Voyage des favoris' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la suppression du favori',
    );
    expect(screen.getByText('Le Grand Voyage')).toBeInTheDocument();
  });

  it('tells an empty list', async () => {
    setSession({ user: memberUser });
    renderApp('/favorites');

    expect(await screen.findByText("Vous n'avez pas encore de favori.")).toBeInTheDocument();
  });

  it('asks a visitor of a public catalogue to sign in', async () => {
    setSession({
      user: null,
      settings: { public_catalogue: true, require_referral: false, staff_two_factor: 'optional' },
    });
    renderApp('/favorites');

    expect(
      await screen.findByText('Vous devez être connecté pour voir vos favoris'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/');
  });
});
