import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

async function openErasure() {
  setSession({ user: memberUser });
  const rendered = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Supprimer mon compte' });
  await rendered.user.click(within(section).getByRole('button', { name: 'Supprimer mon compte' }));
  return { ...rendered, section };
}

describe('« Supprimer mon compte » on /profile', () => {
  it('says what is erased and kept, then erases with the password and signs out', async () => {
    let sent: unknown = null;
    server.use(
      http.delete('/api/account', async ({ request }) => {
        sent = await request.json();
        setSession({ user: null });
        return HttpResponse.json({ position: { tx: 1, seq: 0 } });
      }),
    );
    const { user, section } = await openErasure();

    expect(within(section).getByText(/Effacés : votre adresse e-mail/)).toBeVisible();
    expect(within(section).getByText(/Conservés, sans rien qui vous désigne/)).toBeVisible();
    const submit = within(section).getByRole('button', {
      name: 'Supprimer définitivement mon compte',
    });
    expect(submit).toBeDisabled();
    await user.type(within(section).getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(submit);

    await waitFor(() => expect(sent).toEqual({ password: 'motdepasse' }));
    expect(await screen.findByRole('heading', { name: /connexion/i })).toBeInTheDocument();
  });

  it("keeps the account on a wrong password, with the server's French message", async () => {
    server.use(
      http.delete('/api/account', () =>
        HttpResponse.json(
          {
            error: {
              code: 'wrong_password',
              message: "Mot de passe incorrect : votre compte n'a pas été supprimé",
            },
          },
          { status: 401 },
        ),
      ),
    );
    const { user, section } = await openErasure();

    await user.type(within(section).getByLabelText('Mot de passe'), 'faux');
    await user.click(
      within(section).getByRole('button', { name: 'Supprimer définitivement mon compte' }),
    );
    expect(
      await within(section).findByText(
        "Mot de passe incorrect : votre compte n'a pas été supprimé",
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mon Profil' })).toBeInTheDocument();
  });
});
