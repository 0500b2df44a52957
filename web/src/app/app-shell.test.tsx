import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUiStore } from '@/stores/ui-store';
import { renderApp } from '@/testing/test-utils';

describe('app shell', () => {
  afterEach(() => {
    useUiStore.setState({ mobileMenuOpen: false });
  });

  it('shows the header navigation, the welcome page and the legal footer on /home', async () => {
    renderApp('/home');

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue sur Bobine' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['ACCUEIL', '/home'],
      ['FILMS', '/films'],
      ['SÉRIES', '/series'],
      ['ANIMÉS', '/genre/series-animes'],
      ['DONATION', '/donation'],
    ]);
    expect(screen.getByRole('link', { name: "Bobine, retour à l'accueil" })).toHaveAttribute(
      'href',
      '/home',
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent("n'héberge aucun fichier");
    expect(footer).toHaveTextContent('sites tiers');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Bobine`);
  });

  it('shows "Page introuvable" with a way back home on an unknown route', async () => {
    const { user, router } = renderApp('/nulle-part');

    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "← Retour à l'accueil" }));

    expect(router.state.location.pathname).toBe('/home');
    expect(
      await screen.findByRole('heading', { name: 'Bienvenue sur Bobine' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in member from the login page (/) on to /home', async () => {
    const { router } = renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue sur Bobine' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the genre named by the slug, or "Genre non trouvé"', async () => {
    const first = renderApp('/genre/films-action');
    expect(await screen.findByRole('heading', { name: 'Action' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les films' })).toHaveAttribute(
      'href',
      '/films',
    );
    first.unmount();

    renderApp('/genre/inconnu');
    expect(await screen.findByRole('heading', { name: 'Genre non trouvé' })).toBeInTheDocument();
  });

  it('opens the mobile menu with the genre lists and closes it when a link is followed', async () => {
    const { user, router } = renderApp('/home');

    await user.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Navigation mobile' });
    expect(
      await within(mobileNav).findByRole('link', { name: 'Action' }, { timeout: 2000 }),
    ).toHaveAttribute('href', '/genre/films-action');
    // Its dropdowns say 'Genres', not the item's label again.
    expect(within(mobileNav).getAllByText('FILMS')).toHaveLength(1);
    expect(within(mobileNav).getAllByText('Genres', { selector: 'summary' })).toHaveLength(2);
    // Narrow screens search from the menu.
    expect(within(mobileNav).getByRole('combobox')).toBeInTheDocument();

    await user.click(within(mobileNav).getByRole('link', { name: 'DONATION' }));

    // The donation page loads its chunk before the navigation completes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/donation'));
    expect(screen.queryByRole('navigation', { name: 'Navigation mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the mobile menu on Escape, wherever the focus is, back on its button', async () => {
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Navigation mobile' });
    within(mobileNav).getByRole('link', { name: 'DONATION' }).focus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Navigation mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveFocus();
  });
});
