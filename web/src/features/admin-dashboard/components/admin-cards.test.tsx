import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/testing/test-utils';

describe('admin home cards', () => {
  it('links to every admin screen with its live counter', async () => {
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: "Navigation de l'administration" });
    const cards: [string, string, string][] = [
      ['Séries', '/admin/series', '12 séries'],
      ['Animés', '/admin/animes', '4 animés'],
      ['Genres', '/admin/genres', '9 genres'],
      ['Utilisateurs', '/admin/users', '321 utilisateurs'],
      ['Demandes de contenu', '/admin/content-requests', '2 en attente'],
      ['Signalements', '/admin/reports', '5 en attente · 2 en retard'],
      ['Contestations', '/admin/appeals', '1 en attente'],
      ['Statistiques', '/admin/analytics', "17 visiteurs aujourd'hui"],
      ['Message de connexion', '/admin/popup', '2 messages · un actif'],
    ];
    // The audit trail, the projections and the mail count nothing: cards without a counter.
    const uncounted = ['/admin/audit', '/admin/projections', '/admin/mail'];
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...cards.map(([, href]) => href),
      ...uncounted,
    ]);
    for (const [title, href, counter] of cards) {
      const link = links.find((l) => l.getAttribute('href') === href);
      if (!link) throw new Error(`no card for ${href}`);
      expect(link).toHaveTextContent(title);
      expect(await within(link).findByText(counter)).toBeInTheDocument();
    }
  });
});
