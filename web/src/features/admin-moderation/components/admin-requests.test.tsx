import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { answerCommand, answerError, recordQueries } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { cardOf, openCardList } from '@/testing/cards';

const openPage = () => openCardList('/admin/content-requests', 'Demandes');

describe('content-request moderation page', () => {
  it('shows the counters, each request and the actions of its status', async () => {
    await openPage();

    const counters = screen.getByRole('list', { name: 'Compteurs des demandes' });
    expect(within(counters).getByText('Total').nextSibling).toHaveTextContent('4');
    expect(within(counters).getByText('Ajoutées').nextSibling).toHaveTextContent('1');

    const dune = cardOf(/Dune/);
    expect(dune.getByText('En attente')).toBeInTheDocument();
    expect(dune.getByText('(2021)')).toBeInTheDocument();
    expect(dune.getByText('luc@exemple.fr')).toBeInTheDocument();
    expect(dune.getByText('Denis Villeneuve')).toBeInTheDocument();
    expect(dune.getByText('Science-fiction')).toBeInTheDocument();
    expect(dune.getByText('En VF si possible')).toBeInTheDocument();
    const pendingActions = dune.getAllByRole('button').map((b) => b.textContent);
    expect(pendingActions).toEqual(['Approuver', 'Rejeter', 'Ajouter note']);

    const dark = cardOf(/Dark/);
    expect(dark.getByText('Approuvée')).toBeInTheDocument();
    expect(dark.getByText('Série')).toBeInTheDocument();
    expect(dark.getByText('Bientôt')).toBeInTheDocument();
    const approvedActions = dark.getAllByRole('button').map((b) => b.textContent);
    expect(approvedActions).toEqual(['Marquer comme ajoutée', 'Ajouter note']);
  });

  it('approves a request and marks another added, sending the notes', async () => {
    const approved = answerCommand('post', '/api/admin/requests/req-1/approve');
    const completed = answerCommand('post', '/api/admin/requests/req-2/complete');
    const { user } = await openPage();

    await user.click(cardOf(/Dune/).getByRole('button', { name: 'Approuver' }));
    await user.type(screen.getByLabelText("Notes de l'administrateur"), 'On le cherche');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(approved).toHaveLength(1));
    expect(approved[0]?.body).toEqual({ admin_notes: 'On le cherche' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(cardOf(/Dark/).getByRole('button', { name: 'Marquer comme ajoutée' }));
    expect(
      screen.getByRole('dialog', { name: 'Marquer la demande comme ajoutée' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(completed).toHaveLength(1));
    expect(completed[0]?.body).toEqual({ admin_notes: 'Bientôt' });
  });

  it('needs notes to reject and shows the spec error with the reason', async () => {
    answerError('post', '/api/admin/requests/req-1/reject', 409, {
      code: 'status_changed',
      message: 'Cette demande est désormais « Approuvée ».',
    });
    const { user } = await openPage();

    await user.click(cardOf(/Dune/).getByRole('button', { name: 'Rejeter' }));
    const confirm = screen.getByRole('button', { name: 'Confirmer' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText("Notes de l'administrateur"), 'Indisponible');
    await user.click(confirm);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la mise à jour de la demande : Cette demande est désormais « Approuvée ».',
    );
  });

  it('approves the requests selected in one call', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/requests/bulk', async ({ request }) => {
        const body = (await request.json()) as { ids: string[] };
        sent.push(body);
        return HttpResponse.json({
          position: 3,
          results: body.ids.map((id) => ({ id, ok: true, position: '3' })),
        });
      }),
    );
    const { user } = await openPage();
    await user.click(cardOf(/Dune/).getByRole('checkbox', { name: 'Sélectionner « Dune »' }));
    const bar = screen.getByRole('region', { name: 'Décision groupée' });
    expect(within(bar).getByText('1 demande sélectionnée')).toBeInTheDocument();
    const actions = within(bar).getByRole('group', { name: 'Actions sur la sélection' });
    await user.click(within(actions).getByRole('button', { name: 'Approuver' }));
    const dialog = screen.getByRole('dialog', { name: 'Approuver : 1 demande' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ids: ['req-1'], action: 'approve', admin_notes: '' });
    expect(await within(bar).findByRole('status')).toHaveTextContent(
      '1 demande décidée, 0 refusée',
    );
  });

  it('sends the search and the filters to the server', async () => {
    const seen = recordQueries('/api/admin/requests');
    const { user } = await openPage();

    await user.selectOptions(screen.getByLabelText('Statut'), 'completed');
    await user.selectOptions(screen.getByLabelText('Type de contenu'), 'series');
    await user.type(screen.getByLabelText('Rechercher'), 'villeneuve');

    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('villeneuve'));
    expect(seen.at(-1)?.get('status')).toBe('completed');
    expect(seen.at(-1)?.get('content_type')).toBe('series');
    const typeOptions = within(screen.getByLabelText('Type de contenu'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(typeOptions).toEqual(['Tous', 'Film', 'Série']);
  });
});
