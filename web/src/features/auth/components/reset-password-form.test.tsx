import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

describe('reset password page', () => {
  it.each([
    ['no fragment', '/reset-password'],
    ['no token', '/reset-password#type=recovery'],
    ['another type of link', '/reset-password#access_token=abc&type=signup'],
  ])('refuses a link with %s', async (_case, url) => {
    renderApp(url);

    expect(
      await screen.findByRole('heading', { name: 'NOUVEAU MOT DE PASSE' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lien de réinitialisation invalide ou expiré',
    );
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
  });

  it('checks the passwords as the server does before sending them', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/reset-password', () => {
        calls += 1;
      }),
    );
    const { user } = renderApp('/reset-password#access_token=tok-1&type=recovery');

    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'abc');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'abc');
    await user.click(screen.getByRole('button', { name: 'RÉINITIALISER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(calls).toBe(0);
  });

  it('sends the token of the fragment, confirms, then goes to / after 2 s', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user, router } = renderApp('/reset-password#access_token=tok-1&type=recovery');

    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'nouveau-mdp');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-mdp');
    await user.click(screen.getByRole('button', { name: 'RÉINITIALISER' }));

    expect(await screen.findByText('Mot de passe réinitialisé !')).toBeVisible();
    expect(screen.getByText('Redirection vers la page de connexion...')).toBeVisible();
    expect(sent).toEqual({
      token: 'tok-1',
      password: 'nouveau-mdp',
      password_confirmation: 'nouveau-mdp',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it("shows the server's expired-link message", async () => {
    const message = 'Le lien de réinitialisation a expiré. Veuillez demander un nouveau lien.';
    server.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json({ error: { code: 'otp_expired', message } }, { status: 422 }),
      ),
    );
    const { user } = renderApp('/reset-password#access_token=old&type=recovery');

    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'nouveau-mdp');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-mdp');
    await user.click(screen.getByRole('button', { name: 'RÉINITIALISER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
