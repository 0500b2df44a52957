import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { moderationDb } from '@/testing/mocks/moderation-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

import { formatDateTime } from '@/lib/dates';
import type { MyReport } from '@/types/api';

function report(overrides: Partial<MyReport>): MyReport {
  return {
    id: 'r-1',
    content_type: 'movie',
    content_title: 'Film',
    problem_type: 'audio_issue',
    status: 'pending',
    admin_notes: null,
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:00:00Z',
    timeline: [{ at: '2026-11-23T10:00:00Z', status: 'pending', admin_notes: null }],
    ...overrides,
  };
}

/** The reports of the list, not the steps of their timelines. */
const reportsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.closest('ol') === null);

describe("the member's own reports on a title page", () => {
  it('shows each report with its status, its problem and the team’s note', async () => {
    setSession({ user: memberUser });
    moderationDb.myReports['m-1'] = [
      report({
        id: 'r-2',
        status: 'resolved',
        admin_notes: 'Corrigé',
        timeline: [
          { at: '2026-11-23T10:00:00Z', status: 'pending', admin_notes: null },
          { at: '2026-11-24T09:30:00Z', status: 'resolved', admin_notes: 'Corrigé' },
        ],
      }),
      report({ id: 'r-1', problem_type: 'other', status: 'pending' }),
    ];
    renderApp('/movie/m-1');

    const list = await screen.findByRole('region', { name: 'Vos signalements' });
    const items = reportsOf(list);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Résolu');
    expect(items[0]).toHaveTextContent('Problème de son');
    expect(items[0]).toHaveTextContent("Note de l'équipe : Corrigé");
    expect(items[1]).toHaveTextContent('En attente');
    expect(items[1]).toHaveTextContent('Autre problème');
    expect(items[1]).not.toHaveTextContent("Note de l'équipe");
  });

  it('shows each step of a report with its date and the team’s note', async () => {
    setSession({ user: memberUser });
    moderationDb.myReports['m-1'] = [
      report({
        status: 'rejected',
        admin_notes: 'Fonctionne chez nous',
        timeline: [
          { at: '2026-11-23T10:00:00Z', status: 'pending', admin_notes: null },
          { at: '2026-11-23T11:00:00Z', status: 'in_progress', admin_notes: 'On regarde' },
          { at: '2026-11-24T09:30:00Z', status: 'rejected', admin_notes: 'Fonctionne chez nous' },
        ],
      }),
    ];
    renderApp('/movie/m-1');

    const steps = within(
      await screen.findByRole('list', { name: 'Suivi du signalement' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `${formatDateTime('2026-11-23T10:00:00Z')} · Signalement envoyé`,
      `${formatDateTime('2026-11-23T11:00:00Z')} · Pris en charge par l’équipeNote de l'équipe : On regarde`,
      `${formatDateTime('2026-11-24T09:30:00Z')} · Rejeté par l’équipeNote de l'équipe : Fonctionne chez nous`,
    ]);
  });

  it('shows nothing when the member has no report on the title', async () => {
    setSession({ user: memberUser });
    renderApp('/movie/m-1');

    await screen.findByRole('button', { name: 'Signaler un problème' });
    expect(screen.queryByRole('region', { name: 'Vos signalements' })).not.toBeInTheDocument();
    expect(screen.queryByText('Vos signalements')).not.toBeInTheDocument();
  });

  it('reads the list again after a report is filed', async () => {
    setSession({ user: memberUser });
    server.use(
      http.post('/api/reports', () => {
        moderationDb.myReports['m-1'] = [report({ id: 'r-new', problem_type: 'quality_issue' })];
        return HttpResponse.json({ position: 1, id: 'r-new' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/movie/m-1');
    await user.click(await screen.findByRole('button', { name: 'Signaler un problème' }));
    const dialog = screen.getByRole('dialog', { name: 'Signaler un problème' });
    await user.click(within(dialog).getByLabelText("Mauvaise qualité d'image"));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));

    const list = await screen.findByRole('region', { name: 'Vos signalements' });
    expect(list).toHaveTextContent('En attente');
    expect(list).toHaveTextContent("Mauvaise qualité d'image");
  });
});
