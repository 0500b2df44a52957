import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { makeWatchEntry } from '@/testing/mocks/player-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const done = () => HttpResponse.json({ position: { tx: 1, seq: 0 } });

describe('the history on /profile', () => {
  it('removes one title, then clears the rest once confirmed', async () => {
    let items = [
      makeWatchEntry({ content_id: 'm-7', title: 'Le Phare' }),
      makeWatchEntry({ content_id: 'm-8', title: 'La Jetée' }),
    ];
    let cleared = false;
    server.use(
      http.get('/api/history', () => HttpResponse.json({ items, next_cursor: null })),
      http.delete('/api/history/:kind/:id', ({ params }) => {
        items = items.filter((e) => e.content_id !== params.id);
        return done();
      }),
      http.delete('/api/history', () => {
        cleared = true;
        items = [];
        return done();
      }),
    );
    setSession({ user: memberUser });
    const { user } = renderApp('/profile');

    const section = await screen.findByRole('region', { name: 'Mon historique' });
    await user.click(
      await within(section).findByRole('button', { name: "Retirer « Le Phare » de l'historique" }),
    );
    await waitFor(() => expect(within(section).queryByText('Le Phare')).toBeNull());
    expect(within(section).getByText('La Jetée')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: "Effacer tout l'historique" }));
    expect(within(section).getByText(/Cette action est définitive/)).toBeVisible();
    expect(cleared).toBe(false);
    await user.click(within(section).getByRole('button', { name: "Oui, effacer l'historique" }));
    expect(await within(section).findByText('Votre historique est vide.')).toBeVisible();
    expect(cleared).toBe(true);
  });

  it('says in French when a removal fails', async () => {
    server.use(
      http.get('/api/history', () =>
        HttpResponse.json({
          items: [makeWatchEntry({ content_id: 'm-7', title: 'Le Phare' })],
          next_cursor: null,
        }),
      ),
      http.delete('/api/history/:kind/:id', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: "Ce titre n'est pas dans votre historique" } },
          { status: 404 },
        ),
      ),
    );
    setSession({ user: memberUser });
    const { user } = renderApp('/profile');

    const section = await screen.findByRole('region', { name: 'Mon historique' });
    await user.click(
      await within(section).findByRole('button', { name: "Retirer « Le Phare » de l'historique" }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "Ce titre n'est pas dans votre historique",
    );
  });
});
