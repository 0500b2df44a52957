import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { adminUser, analystUser, makeBan, memberUser, setSession } from '@/testing/mocks/auth-db';
import { renderApp } from '@/testing/test-utils';

describe('admin gate', () => {
  it.each(['/admin', '/admin/genres', '/admin/series', '/admin/animes', '/admin/users'])(
    'tells a member who is not an administrator that %s is not for them',
    async (url) => {
      setSession({ user: memberUser });
      renderApp(url);

      expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
      expect(
        screen.getByText("Vous n'avez pas les permissions d'administrateur"),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
        'href',
        '/home',
      );
    },
  );

  it.each(['/admin', '/admin/users', '/admin/genres'])(
    'keeps an analyst out of %s, which changes things',
    async (url) => {
      setSession({ user: analystUser });
      renderApp(url);

      expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    },
  );

  it('leads an analyst from the header to their home, whose every link opens for them', async () => {
    setSession({ user: analystUser });
    const { user, router } = renderApp('/home');

    await user.click(await screen.findByRole('link', { name: 'Analyse' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Analyse' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/analyse');
    const cards = within(screen.getByRole('navigation', { name: "Navigation de l'analyse" }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(cards).toEqual([
      '/admin/audit',
      '/admin/analytics',
      '/admin/projections',
      '/api/admin/events',
    ]);

    await user.click(screen.getByRole('link', { name: /Projections/ }));
    expect(await screen.findByRole('heading', { name: 'Projections' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "← Retour à l'analyse" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analyse' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accès refusé' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the login page, even with a public catalogue', async () => {
    setSession({
      user: null,
      settings: { public_catalogue: true, require_referral: false, staff_two_factor: 'optional' },
    });
    const { router } = renderApp('/admin/users');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a banned administrator the ban screen', async () => {
    setSession({ ban: makeBan() });
    renderApp('/admin/genres');

    expect(await screen.findByRole('heading', { name: 'COMPTE SUSPENDU' })).toBeInTheDocument();
  });

  it('opens the admin home to an administrator, with a link to user management', async () => {
    const { user, router } = renderApp('/admin');

    await user.click(await screen.findByRole('link', { name: /Utilisateurs/ }));

    expect(router.state.location.pathname).toBe('/admin/users');
    expect(
      await screen.findByRole('heading', { name: 'Gestion des utilisateurs' }),
    ).toBeInTheDocument();
  });

  it('asks staff without a second factor to enrol: a banner, or the whole screen once required', async () => {
    setSession({ user: { ...adminUser, two_factor: false } });
    renderApp('/admin/genres');

    expect(
      await screen.findByRole('complementary', { name: 'Double authentification' }),
    ).toHaveTextContent('activez la double authentification pour le protéger');
    expect(screen.getByRole('link', { name: 'Activer sur mon profil' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('shows only the enrolment to staff without a second factor when it is required', async () => {
    setSession({
      user: { ...analystUser, two_factor: false },
      settings: { public_catalogue: false, require_referral: false, staff_two_factor: 'required' },
    });
    renderApp('/admin/audit');

    expect(
      await screen.findByText(
        'Activez la double authentification sur votre profil pour accéder à l’espace d’administration.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Activer sur mon profil' })).toBeVisible();
  });
});
