import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { adminUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** The login page; its password step answers a challenge instead of a session. */
async function passwordStep() {
  setSession({ user: null });
  server.use(
    http.post('/api/auth/login', () =>
      HttpResponse.json({ two_factor_required: true, challenge: 'defi-1' }),
    ),
  );
  const rendered = renderApp('/');
  await screen.findByRole('heading', { name: 'Connexion' });
  const message = await screen.findByRole('dialog');
  await rendered.user.click(within(message).getByRole('button', { name: 'Fermer le message' }));
  await rendered.user.type(screen.getByLabelText('Email'), adminUser.email);
  await rendered.user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
  await rendered.user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));
  await screen.findByLabelText('Code de vérification');
  return rendered;
}

describe('the second step of a sign-in', () => {
  it('asks for the code and opens the session with the challenge', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/auth/login/two-factor', async ({ request }) => {
        sent = await request.json();
        setSession({ user: adminUser });
        return HttpResponse.json({ position: 1, user: adminUser });
      }),
    );
    const { user, router } = await passwordStep();

    await user.type(screen.getByLabelText('Code de vérification'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'VÉRIFIER' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sent).toEqual({ challenge: 'defi-1', code: '123456' });
  });

  it("shows the server's message on a wrong code and goes back to the password", async () => {
    server.use(
      http.post('/api/auth/login/two-factor', () =>
        HttpResponse.json(
          { error: { code: 'invalid_code', message: 'Code de vérification invalide' } },
          { status: 401 },
        ),
      ),
    );
    const { user } = await passwordStep();

    await user.type(screen.getByLabelText('Code de vérification'), '000000');
    await user.click(screen.getByRole('button', { name: 'VÉRIFIER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Code de vérification invalide');
    await user.click(screen.getByRole('button', { name: '← Revenir au mot de passe' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
  });
});
