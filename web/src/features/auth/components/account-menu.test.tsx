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

    const menu = within(header).getByRole('menu', { name: 'Profil' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Paramètres du compte', '/profile'],
      ['Mes favoris', '/favorites'],
      ['Soutenir', '/donation'],
      ['Demander un contenu', '/request-content'],
      ['Déconnexion', null],
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
    await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));

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

    await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toHaveLength(1);
  });

  it('works from the keyboard as a WAI-ARIA menu: arrows move, Escape closes back on the button', async () => {
    setSession({ user: memberUser });
    const { user } = renderApp('/home');
    const button = await screen.findByRole('button', { name: 'Profil' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    button.focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Paramètres du compte' });
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mes favoris' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
  });
});
