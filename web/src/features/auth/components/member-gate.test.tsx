import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeBan, memberUser, setSession } from '@/testing/mocks/auth-db';
import { answerCommand } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const HOUR = 60 * 60 * 1000;

describe('access to member pages', () => {
  it("shows 'Chargement...' while the session is read", async () => {
    server.use(
      http.get('/api/auth/session', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp('/home');

    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByRole('heading', { name: 'Bienvenue sur Bobine' })).not.toBeInTheDocument();
  });

  it.each(['/home', '/films', '/movie/m-1', '/profile', '/favorites'])(
    'sends a visitor from %s to the login page',
    async (url) => {
      setSession({ user: null });
      const { router } = renderApp(url);

      expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('lets a visitor browse when the server serves the catalogue publicly', async () => {
    setSession({
      user: null,
      settings: { public_catalogue: true, require_referral: false, staff_two_factor: 'optional' },
    });
    const { router } = renderApp('/home');

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue sur Bobine' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/');
  });

  it('shows a banned member only the ban screen, permanent ban', async () => {
    setSession({
      user: memberUser,
      ban: makeBan({ reason: 'Spam répété', created_at: '2025-03-01T12:00:00Z' }),
    });
    renderApp('/home');

    expect(await screen.findByRole('heading', { name: 'COMPTE SUSPENDU' })).toBeInTheDocument();
    expect(screen.getByText('Spam répété')).toBeInTheDocument();
    expect(screen.getByText('PERMANENT')).toBeInTheDocument();
    expect(screen.getByText(/01\/03\/2025/)).toBeInTheDocument();
    expect(screen.getByText(/contester auprès du support/)).toBeInTheDocument();
    // Nothing of the member pages: no header, no page, no footer.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bienvenue sur Bobine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    const mail = screen.getByRole('link', { name: 'Contacter le support' });
    const href = mail.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:/);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Contestation de suspension de compte');
    expect(params.get('body')).toContain('Spam répété');
  });

  it('shows the remaining time of a temporary ban and signs out from the ban screen', async () => {
    const until = new Date(Date.now() + 2 * 24 * HOUR + 3 * HOUR + 30_000).toISOString();
    setSession({
      user: memberUser,
      ban: makeBan({ reason: 'Insultes', permanent: false, banned_until: until }),
    });
    // The server ends the session: read again, it is a visitor's.
    const signOuts = answerCommand('post', '/api/auth/logout', () =>
      setSession({ user: null, ban: null }),
    );
    const { user, router } = renderApp('/films');

    const screenSection = await screen.findByRole('region', { name: 'COMPTE SUSPENDU' });
    expect(within(screenSection).getByText('TEMPORAIRE')).toBeInTheDocument();
    expect(within(screenSection).getByText('2 jour(s) 3h 0min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(signOuts).toHaveLength(1);
  });

  it('switches to the ban screen when any call answers 403 banned', async () => {
    const { router } = renderApp('/home');
    expect(
      await screen.findByRole('heading', { name: 'Bienvenue sur Bobine' }),
    ).toBeInTheDocument();

    // The member is banned while browsing: the next read says so.
    const ban = makeBan({ reason: 'Fraude' });
    setSession({ user: memberUser, ban });
    server.use(
      http.get('/api/movies/:id', () =>
        HttpResponse.json(
          { error: { code: 'banned', message: 'Votre compte est suspendu', ban } },
          { status: 403 },
        ),
      ),
    );
    await router.navigate('/movie/m-1');

    expect(await screen.findByRole('heading', { name: 'COMPTE SUSPENDU' })).toBeInTheDocument();
    expect(screen.getByText('Fraude')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
  });
});
