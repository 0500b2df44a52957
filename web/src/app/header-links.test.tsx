import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

describe('header extras and the login page link', () => {
  it('shows the film and series counts and links to Contact and FAQ', async () => {
    server.use(http.get('/api/stats', () => HttpResponse.json({ movies: 1520, series: 1 })));
    renderApp('/home');

    expect(await screen.findByText('1520 films · 1 série')).toBeVisible();
    const help = screen.getByRole('navigation', { name: 'Aide' });
    expect(within(help).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(help).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('offers a skip link to the page content as the first Tab stop', async () => {
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Bienvenue sur Bobine' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });

  it('links the login page to the community chat group only when its URL is set', async () => {
    setSession({ user: null });
    const first = renderApp('/');
    await screen.findByRole('heading', { name: 'Connexion' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /groupe de discussion/ })).not.toBeInTheDocument(),
    );
    first.unmount();

    server.use(
      http.get('/api/site', () =>
        HttpResponse.json({ donation_url: null, community_url: 'https://chat.exemple.fr/bobine' }),
      ),
    );
    renderApp('/');
    const link = await screen.findByRole('link', { name: /groupe de discussion/ });
    expect(link).toHaveAttribute('href', 'https://chat.exemple.fr/bobine');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
