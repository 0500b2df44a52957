import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { answerError } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const PASSWORD = 'secret123';

async function openLogin() {
  setSession({ user: null });
  const rendered = renderApp('/');
  await screen.findByRole('heading', { name: 'Connexion' });
  // The team's login message holds the keyboard until the visitor closes it.
  const message = await screen.findByRole('dialog');
  await rendered.user.click(within(message).getByRole('button', { name: 'Fermer le message' }));
  return rendered;
}

describe('login page', () => {
  it('links to sign-up and password recovery', async () => {
    await openLogin();

    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows the server's message in a red box and stays on the page", async () => {
    const sent = answerError('post', '/api/auth/login', 401, {
      code: 'invalid_credentials',
      message: 'Email ou mot de passe incorrect',
    });
    const { user, router } = await openLogin();

    await user.type(screen.getByLabelText('Email'), memberUser.email);
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais-mdp');
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    expect(router.state.location.pathname).toBe('/');
    expect(sent.map(({ body }) => body)).toEqual([
      { email: memberUser.email, password: 'mauvais-mdp' },
    ]);
  });

  it('falls back to the spec text when the server gives no message', async () => {
    server.use(http.post('/api/auth/login', () => new HttpResponse(null, { status: 502 })));
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Email'), memberUser.email);
    await user.type(screen.getByLabelText('Mot de passe'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la connexion',
    );
  });

  it("reads 'CONNEXION...' while waiting, then goes to /home signed in", async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = await request.json();
        await delay(50);
        // The server signs the member in: the session read again after login is theirs.
        setSession({ user: memberUser });
        return HttpResponse.json({ position: 1, user: memberUser });
      }),
    );
    const { user, router } = await openLogin();

    await user.type(screen.getByLabelText('Email'), ` ${memberUser.email} `);
    await user.type(screen.getByLabelText('Mot de passe'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));

    expect(await screen.findByRole('button', { name: 'CONNEXION...' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sent).toEqual({ email: memberUser.email, password: PASSWORD });
    expect(await screen.findByRole('button', { name: 'Profil' })).toBeInTheDocument();
  });
});
