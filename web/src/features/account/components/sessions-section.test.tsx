import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import type { SessionView } from '@/types/api';

const done = () => HttpResponse.json({ position: { tx: 1, seq: 0 } });

function session(id: string, device: string, current = false): SessionView {
  return {
    id,
    device,
    current,
    created_at: '2026-11-02T09:15:00Z',
    last_seen_at: '2026-11-20T18:40:00Z',
  };
}

async function openSessions() {
  setSession({ user: memberUser });
  const rendered = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Appareils connectés' });
  return { ...rendered, section };
}

describe('the signed-in devices on /profile', () => {
  it('lists each device, marks this one, and ends another', async () => {
    let sessions = [
      session('s-1', 'Firefox · Linux', true),
      session('s-2', 'Chrome · Android'),
      session('s-3', 'Safari · iOS'),
    ];
    server.use(
      http.get('/api/account/sessions', () => HttpResponse.json(sessions)),
      http.delete('/api/account/sessions/:id', ({ params }) => {
        sessions = sessions.filter((s) => s.id !== params.id);
        return done();
      }),
    );
    const { user, section } = await openSessions();

    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox · LinuxCet appareil');
    expect(items[0]).toHaveTextContent('Connecté le');
    expect(within(items[0]!).queryByRole('button')).toBeNull();

    await user.click(
      within(section).getByRole('button', { name: 'Fermer la session « Chrome · Android »' }),
    );
    await waitFor(() => expect(within(section).queryByText('Chrome · Android')).toBeNull());
    expect(within(section).getByText('Session fermée')).toBeVisible();
  });

  it('ends every other session', async () => {
    let sessions = [session('s-1', 'Firefox · Linux', true), session('s-2', 'Chrome · Android')];
    server.use(
      http.get('/api/account/sessions', () => HttpResponse.json(sessions)),
      http.delete('/api/account/sessions', () => {
        sessions = sessions.filter((s) => s.current);
        return done();
      }),
    );
    const { user, section } = await openSessions();

    await user.click(
      await within(section).findByRole('button', { name: 'Fermer toutes les autres sessions' }),
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).getByText('Les autres sessions ont été fermées')).toBeVisible();
    expect(within(section).queryByRole('button', { name: /Fermer/ })).toBeNull();
  });

  it("says in French when the session can't be ended", async () => {
    server.use(
      http.get('/api/account/sessions', () =>
        HttpResponse.json([
          session('s-1', 'Firefox · Linux', true),
          session('s-2', 'Chrome · Android'),
        ]),
      ),
      http.delete('/api/account/sessions/:id', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Session introuvable' } },
          { status: 404 },
        ),
      ),
    );
    const { user, section } = await openSessions();

    await user.click(
      await within(section).findByRole('button', {
        name: 'Fermer la session « Chrome · Android »',
      }),
    );
    expect(await within(section).findByText('Session introuvable')).toBeVisible();
  });
});
