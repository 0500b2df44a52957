import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/dates';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const failure = () =>
  HttpResponse.json(
    { error: { code: 'internal', message: 'Une erreur est survenue' } },
    { status: 500 },
  );

/** The days of the accessible table beside the chart. */
const dayRows = () =>
  within(screen.getByRole('table', { name: 'Visiteurs par jour' }))
    .getAllByRole('row')
    .slice(1);

describe('admin analytics page', () => {
  it('shows the visitor counters and the six measures to come', async () => {
    renderApp('/admin/analytics');
    const cards = await screen.findByRole('region', { name: 'Chiffres clés' });
    expect(await within(cards).findByText('1 234')).toBeInTheDocument();
    expect(within(cards).getByText('Visiteurs uniques (total)')).toBeInTheDocument();
    expect(within(cards).getByText("Visiteurs aujourd'hui")).toBeInTheDocument();
    expect(within(cards).getByText('17')).toBeInTheDocument();
    for (const label of [
      'Pages vues',
      'Temps moyen',
      'Tendances des genres',
      'Géographie',
      'Appareils',
      'Heures de pointe',
    ]) {
      expect(within(cards).getByText(label)).toBeInTheDocument();
    }
    expect(within(cards).getAllByText('Bientôt disponible')).toHaveLength(6);
  });

  it('switches the visitor chart between 7 days, 30 days and a year', async () => {
    const { user } = renderApp('/admin/analytics');
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    expect(screen.getByTestId('visitor-trend')).toHaveTextContent('En hausse (+57,1 %)');
    expect(screen.getByRole('button', { name: '7 jours' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '30 jours' }));
    await waitFor(() => expect(dayRows()).toHaveLength(30));
    expect(screen.getByRole('button', { name: '30 jours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '1 an' }));
    await waitFor(() => expect(dayRows()).toHaveLength(365));
    expect(dayRows()[364]).toHaveTextContent('2026-03-30');
    // A year is 365 rows and bars to draw: longer than the default bound on a loaded machine.
  }, 20_000);

  it('lists the most watched by tab, and says when a tab has nothing', async () => {
    const { user } = renderApp('/admin/analytics');
    const all = await screen.findByRole('list', { name: 'Les plus regardés : Tout' });
    expect(
      within(all)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Alien'),
      expect.stringContaining('Dark'),
      expect.stringContaining('Heat'),
    ]);
    expect(within(all).getByText('120 vues')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Films' }));
    const movies = await screen.findByRole('list', { name: 'Les plus regardés : Films' });
    expect(within(movies).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Animés' }));
    expect(
      await screen.findByText('Aucune donnée disponible pour cette période'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Animés' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each loading error of the screen', async () => {
    server.use(
      http.get('/api/admin/analytics/summary', failure),
      http.get('/api/admin/analytics/visitors', failure),
      http.get('/api/admin/analytics/top', failure),
    );
    renderApp('/admin/analytics');
    expect(
      await screen.findByText('Erreur lors du chargement des statistiques'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Erreur lors du chargement des données d'évolution"),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Erreur lors du chargement des contenus populaires'),
    ).toBeInTheDocument();
  });
});

describe('moderation response times', () => {
  const section = () => screen.findByRole('region', { name: 'Temps de réponse de la modération' });

  it('shows each week with the team first, then each admin, and what still waits', async () => {
    const { user } = renderApp('/admin/analytics');
    const times = await section();
    const table = () =>
      within(times).getByRole('table', {
        name: 'Temps de réponse par semaine et par administrateur',
      });
    await waitFor(() => expect(table()).toBeInTheDocument());
    const rows = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Semaine 48 du 23 nov. 2026Équipe330 min53 min2 h 00',
      'Semaine 48 du 23 nov. 2026alice@bobine.fr220 min20 min30 min',
      'Semaine 48 du 23 nov. 2026Jeton opérateur12 h 002 h 002 h 00',
    ]);
    expect(within(times).getByTestId('reports-waiting')).toHaveTextContent(
      `2 signalements en attente · le plus ancien depuis le ${formatDateTime('2026-11-20T07:00:00.000000Z')}`,
    );
    expect(within(times).getByRole('button', { name: '8 semaines' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(times).getByRole('button', { name: '26 semaines' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(6));
    expect(within(table()).getAllByRole('row')[4]).toHaveTextContent(
      'Semaine 1 du 29 déc. 2025Équipe12 j 5 h2 j 5 h2 j 5 h',
    );
  }, 20_000);

  it('says when no report was closed, and when the figures cannot be read', async () => {
    server.use(
      http.get('/api/admin/analytics/moderation-times', () =>
        HttpResponse.json({
          weeks: [],
          waiting: { count: 0, oldest_filed_at: null },
          appeals: { weeks: [], waiting: { count: 0, oldest_filed_at: null } },
        }),
      ),
    );
    renderApp('/admin/analytics');
    const times = await section();
    expect(
      await within(times).findByText('Aucun signalement traité sur cette période'),
    ).toBeInTheDocument();
    expect(within(times).getByText('Aucun signalement en attente')).toBeInTheDocument();
    expect(
      within(times).getByText('Aucune contestation traitée sur cette période'),
    ).toBeInTheDocument();

    server.use(http.get('/api/admin/analytics/moderation-times', failure));
    renderApp('/admin/analytics');
    expect(
      await screen.findByText('Erreur lors du chargement des temps de réponse'),
    ).toBeInTheDocument();
  }, 20_000);
});
