import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { answerCommand, answerError } from '@/testing/mocks/record';
import { renderApp } from '@/testing/test-utils';

describe('header account corner', () => {
  it('gives a member the Profil menu with their address, and no Admin button', async () => {
    setSession({ user: memberUser });
    const { user } = renderApp('/home');

    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Profil' }));

    const links = within(header)
      .getAllByRole('link')
      .filter((link) => link.closest('[id]'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Paramètres du compte', '/profile'],
      ['Films favoris', '/favorites'],
      ['Soutenir', '/donation'],
      ['Demander un contenu', '/request-content'],
    ]);
    expect(within(header).getByText('Connecté en tant que membre@bobine.test')).toBeVisible();
    expect(within(header).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives an administrator the Admin button', async () => {
    renderApp('/home');

    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('signs out from the menu, back to the login page', async () => {
    setSession({ user: memberUser });
    // The server ends the session: read again, it is a visitor's.
    const sent = answerCommand('post', '/api/auth/logout', () => setSession({ user: null }));
    const { user, router } = renderApp('/home');

    await user.click(await screen.findByRole('button', { name: 'Profil' }));
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toHaveLength(1);
  });

  it('treats a 401 from logout (session already gone) as signed out', async () => {
    setSession({ user: memberUser });
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Profil' }));
    // The server already ended the session (e.g. a password change elsewhere).
    setSession({ user: null });
    const sent = answerError('post', '/api/auth/logout', 401, {
      code: 'unauthenticated',
      message: 'Vous devez être connecté',
    });

    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toHaveLength(1);
  });
});
