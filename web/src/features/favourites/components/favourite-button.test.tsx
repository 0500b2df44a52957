import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { favouritesDb, makeFavourite } from '@/testing/mocks/favourites-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

describe('favourite button', () => {
  it('shows a film already kept as pressed, and a click removes it', async () => {
    setSession({ user: memberUser });
    favouritesDb.items = [makeFavourite({ id: 'm-1' })];
    const { user } = renderApp('/movie/m-1');

    const heart = await screen.findByRole('button', { name: 'Favori, retirer des favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart);

    const released = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    expect(released).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(favouritesDb.items).toEqual([]));
  });

  it('adds a series at once on the series page', async () => {
    setSession({ user: memberUser });
    const { user } = renderApp('/series/s-1');

    const heart = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);

    expect(
      await screen.findByRole('button', { name: 'Favori, retirer des favoris' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(favouritesDb.items.map((card) => [card.content_type, card.id])).toEqual([
      ['series', 's-1'],
    ]);
  });

  it('goes back when the server refuses, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setSession({ user: memberUser });
    server.use(
      http.put('/api/favorites/:kind/:id', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/movie/m-1');

    const heart = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(warn).toHaveBeenCalledWith('Favori non enregistré', expect.anything());
    warn.mockRestore();
  });

  it('is not shown to a visitor of a public catalogue', async () => {
    setSession({
      user: null,
      settings: { public_catalogue: true, require_referral: false, staff_two_factor: 'optional' },
    });
    renderApp('/movie/m-1');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter aux favoris' })).not.toBeInTheDocument();
  });
});
