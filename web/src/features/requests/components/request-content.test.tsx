import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { moderationDb } from '@/testing/mocks/moderation-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

async function openPage() {
  setSession({ user: memberUser });
  const rendered = renderApp('/request-content');
  await screen.findByRole('heading', { name: 'Demander un contenu' });
  return rendered;
}

/** Typing a whole form with fake timers takes several seconds on a loaded machine. */
const SLOW_TEST_MS = 20_000;

afterEach(() => vi.useRealTimers());

describe('/request-content', () => {
  it(
    'sends a request, shows the success for 5 s and lists it as pending',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user } = await openPage();
      expect(await screen.findByText('0 / 3 demandes utilisées')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Le titre est requis');

      await user.type(screen.getByLabelText('Titre *'), 'Dune');
      await user.type(screen.getByLabelText('Année'), '1899');
      await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        "L'année doit être comprise entre 1900 et 2030",
      );

      await user.clear(screen.getByLabelText('Année'));
      await user.type(screen.getByLabelText('Année'), '2021');
      await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
      expect(
        await screen.findByText('Demande de film/série envoyée avec succès !'),
      ).toBeInTheDocument();
      const mine = screen.getByRole('region', { name: 'Mes demandes' });
      expect(await within(mine).findByText('Dune')).toBeInTheDocument();
      expect(within(mine).getByText('En attente')).toBeInTheDocument();
      expect(await screen.findByText('1 / 3 demandes utilisées')).toBeInTheDocument();

      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
      expect(
        screen.queryByText('Demande de film/série envoyée avec succès !'),
      ).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it("calls the director 'créateur' for a series", async () => {
    const { user } = await openPage();
    expect(screen.getByLabelText('Réalisateur')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type de contenu'), 'series');
    expect(screen.getByLabelText('Créateur')).toBeInTheDocument();
  });

  it('colours the bar by use and blocks a fourth request', async () => {
    moderationDb.requests.push(
      ...['A', 'B'].map((title, i) => ({
        id: `x-${i}`,
        content_type: 'movie',
        title,
        year: null,
        description: null,
        director: null,
        genre: null,
        status: i === 0 ? 'completed' : 'rejected',
        admin_notes: i === 1 ? 'Déjà disponible en VF' : null,
        created_at: '2026-11-23T10:00:00Z',
        updated_at: '2026-11-23T10:00:00Z',
        timeline: [
          { at: '2026-11-23T10:00:00Z', status: 'pending', admin_notes: null },
          {
            at: '2026-11-24T10:00:00Z',
            status: i === 0 ? 'completed' : 'rejected',
            admin_notes: i === 1 ? 'Déjà disponible en VF' : null,
          },
        ],
      })),
    );
    const { user } = await openPage();
    expect(await screen.findByText('2 / 3 demandes utilisées')).toBeInTheDocument();
    expect(screen.getByTestId('quota-bar')).toHaveClass('bg-yellow-500');
    expect(screen.getByText('Ajoutée')).toBeInTheDocument();
    expect(screen.getByText('Rejetée')).toBeInTheDocument();
    expect(screen.getByText('Note de l’équipe : Déjà disponible en VF')).toBeInTheDocument();
    expect(screen.getByText('Ajoutée au catalogue')).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Suivi de la demande' })).toHaveLength(2);

    await user.type(screen.getByLabelText('Titre *'), 'Heat');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('3 / 3 demandes utilisées')).toBeInTheDocument();
    expect(screen.getByTestId('quota-bar')).toHaveClass('bg-red-600');
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vous avez atteint la limite de 3 demandes par semaine',
    );
  });

  it("shows the server's refusal and 'Erreur lors de l'envoi' when it cannot be reached", async () => {
    server.use(
      http.post('/api/requests', () =>
        HttpResponse.json(
          {
            error: {
              code: 'weekly_limit',
              message: 'Vous avez atteint la limite de 3 demandes par semaine',
            },
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Titre *'), 'Heat');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous avez atteint la limite de 3 demandes par semaine',
    );

    server.use(http.post('/api/requests', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText("Erreur lors de l'envoi")).toBeInTheDocument();
  });
});
