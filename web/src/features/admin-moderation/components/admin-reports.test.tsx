import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/dates';
import { pendingReport } from '@/testing/mocks/admin-moderation-handlers';
import { answerCommand, answerError, recordQueries } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { cardOf, openCardList } from '@/testing/cards';
import { renderApp } from '@/testing/test-utils';

const openPage = () => openCardList('/admin/reports', 'Signalements');

describe('report moderation page', () => {
  it('shows the counters and each report card as the spec lists it', async () => {
    await openPage();

    const counters = screen.getByRole('list', { name: 'Compteurs des signalements' });
    expect(within(counters).getByText('Total').nextSibling).toHaveTextContent('5');
    expect(within(counters).getByText('En cours').nextSibling).toHaveTextContent('1');
    expect(within(counters).getByText('Résolus').nextSibling).toHaveTextContent('2');

    const alien = cardOf('Alien');
    expect(alien.getByText('En attente')).toBeInTheDocument();
    expect(alien.getByText('Film')).toBeInTheDocument();
    expect(alien.getByText(formatDateTime(pendingReport.created_at))).toBeInTheDocument();
    expect(alien.getByText('Problème de son')).toBeInTheDocument();
    expect(alien.getByText('Pas de son après 10 minutes')).toBeInTheDocument();
    expect(alien.getByText('marie@exemple.fr')).toBeInTheDocument();
    for (const action of ['Prendre en charge', 'Marquer résolu', 'Rejeter']) {
      expect(alien.getByRole('button', { name: action })).toBeVisible();
    }

    const dark = cardOf('Dark · Saison 1, épisode 2');
    expect(dark.getByText('En cours')).toBeInTheDocument();
    expect(dark.getByText('Épisode')).toBeInTheDocument();
    expect(dark.getByText('Utilisateur inconnu')).toBeInTheDocument();
    expect(dark.getByText('On vérifie')).toBeInTheDocument();
    expect(dark.queryByRole('button', { name: 'Prendre en charge' })).not.toBeInTheDocument();
    expect(dark.getByRole('button', { name: 'Marquer résolu' })).toBeVisible();
  });

  it('takes a report in charge and resolves another with the notes typed', async () => {
    const took = answerCommand('post', '/api/admin/reports/rep-1/take');
    const resolved = answerCommand('post', '/api/admin/reports/rep-2/resolve');
    const { user } = await openPage();

    await user.click(cardOf('Alien').getByRole('button', { name: 'Prendre en charge' }));
    const dialog = screen.getByRole('dialog', { name: 'Prendre en charge le signalement' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(took).toHaveLength(1));
    expect(took[0]?.body).toEqual({ admin_notes: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      cardOf('Dark · Saison 1, épisode 2').getByRole('button', { name: 'Marquer résolu' }),
    );
    const notes = screen.getByLabelText("Notes de l'administrateur");
    expect(notes).toHaveValue('On vérifie');
    await user.clear(notes);
    await user.type(notes, 'Sous-titres remplacés');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(resolved).toHaveLength(1));
    expect(resolved[0]?.body).toEqual({ admin_notes: 'Sous-titres remplacés' });
  });

  it('keeps the reject button disabled while the notes are blank', async () => {
    const rejected = answerCommand('post', '/api/admin/reports/rep-1/reject');
    const { user } = await openPage();

    await user.click(cardOf('Alien').getByRole('button', { name: 'Rejeter' }));
    const confirm = screen.getByRole('button', { name: 'Confirmer' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Les notes sont obligatoires pour rejeter.')).toBeInTheDocument();
    await user.type(screen.getByLabelText("Notes de l'administrateur"), '   ');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText("Notes de l'administrateur"), 'Fonctionne chez nous');
    await user.click(confirm);
    await waitFor(() => expect(rejected).toHaveLength(1));
    expect(rejected[0]?.body).toEqual({ admin_notes: 'Fonctionne chez nous' });
  });

  it('says the report changed when another admin decided first', async () => {
    answerError('post', '/api/admin/reports/rep-1/take', 409, {
      code: 'status_changed',
      message: 'Ce signalement est désormais « Résolu » : il ne peut pas être pris en charge.',
    });
    const { user } = await openPage();

    await user.click(cardOf('Alien').getByRole('button', { name: 'Prendre en charge' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la mise à jour du signalement : Ce signalement est désormais « Résolu » : il ne peut pas être pris en charge.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the search and the filters to the server', async () => {
    const seen = recordQueries('/api/admin/reports');
    const { user } = await openPage();
    expect(seen.at(-1)?.get('status')).toBe('all');
    expect(seen.at(-1)?.get('limit')).toBe('50');

    await user.selectOptions(screen.getByLabelText('Statut'), 'in_progress');
    await user.selectOptions(screen.getByLabelText('Type de contenu'), 'episode');
    await user.type(screen.getByLabelText('Rechercher'), 'dark');

    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('dark'));
    expect(seen.at(-1)?.get('status')).toBe('in_progress');
    expect(seen.at(-1)?.get('content_type')).toBe('episode');
  });

  it('marks an overdue report, counts them and filters on them', async () => {
    const seen = recordQueries('/api/admin/reports');
    const { user } = await openPage();

    expect(cardOf('Dark · Saison 1, épisode 2').getByText('En retard')).toBeInTheDocument();
    expect(cardOf('Alien').queryByText('En retard')).not.toBeInTheDocument();
    const counters = screen.getByRole('list', { name: 'Compteurs des signalements' });
    expect(within(counters).getByText('En retard').nextSibling).toHaveTextContent('1');
    expect(seen.at(-1)?.get('overdue')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'En retard uniquement' }));
    await waitFor(() => expect(seen.at(-1)?.get('overdue')).toBe('true'));
  });

  it("opens on the overdue reports from the digest mail's link", async () => {
    const seen = recordQueries('/api/admin/reports');
    await openCardList('/admin/reports?overdue=true', 'Signalements');
    expect(seen.at(-1)?.get('overdue')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'En retard uniquement' })).toBeChecked();
  });

  it("rejects the reports selected with one note and shows each one's outcome", async () => {
    const sent: unknown[] = [];
    const refusal =
      'Ce signalement est désormais « Résolu » : il ne peut pas être rejeté. Il a peut-être été modifié entre-temps, rechargez la liste.';
    server.use(
      http.post('/api/admin/reports/bulk', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          position: 9,
          results: [
            { id: 'rep-1', ok: true, position: '8' },
            { id: 'rep-2', ok: false, error: { code: 'status_changed', message: refusal } },
          ],
        });
      }),
    );
    const { user } = await openPage();
    const bar = screen.getByRole('region', { name: 'Décision groupée' });
    const actions = within(bar).getByRole('group', { name: 'Actions sur la sélection' });
    expect(within(bar).getByText('Aucun signalement sélectionné')).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Rejeter' })).toBeDisabled();

    // One box from the keyboard, then every report shown.
    const alien = cardOf('Alien').getByRole('checkbox', { name: 'Sélectionner « Alien »' });
    alien.focus();
    await user.keyboard(' ');
    expect(alien).toBeChecked();
    expect(within(bar).getByText('1 signalement sélectionné')).toBeInTheDocument();
    await user.click(within(bar).getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(within(bar).getByText('2 signalements sélectionnés')).toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Rejeter' }));
    const dialog = screen.getByRole('dialog', { name: 'Rejeter : 2 signalements' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Notes de l'administrateur"), 'Doublon');
    await user.click(confirm);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ids: ['rep-1', 'rep-2'], action: 'reject', admin_notes: 'Doublon' });
    expect(await within(bar).findByRole('status')).toHaveTextContent(
      '1 signalement décidé, 1 refusé',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardOf('Alien').getByText('Décision appliquée')).toBeInTheDocument();
    expect(
      cardOf('Dark · Saison 1, épisode 2').getByText(`Décision non appliquée : ${refusal}`),
    ).toBeInTheDocument();
    expect(within(bar).getByText('Aucun signalement sélectionné')).toBeInTheDocument();
  });

  it('tells no report apart from no match for the filters', async () => {
    const empty = { items: [], total: 0, next_cursor: null };
    const counters = { total: 0, pending: 0, in_progress: 0, resolved: 0, rejected: 0, overdue: 0 };
    server.use(http.get('/api/admin/reports', () => HttpResponse.json({ ...empty, counters })));
    const { user } = renderApp('/admin/reports');

    expect(await screen.findByText('Aucun signalement pour le moment')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Statut'), 'resolved');
    expect(
      await screen.findByText('Aucun signalement ne correspond à vos filtres'),
    ).toBeInTheDocument();
  });
});
