import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { analystUser, memberUser, setSession } from '@/testing/mocks/auth-db';
import { makeProjection, projectionsDb } from '@/testing/mocks/projections-handlers';
import { answerCommand, answerError } from '@/testing/mocks/record';
import { renderApp } from '@/testing/test-utils';

/** A count as the screen writes it (French grouping). */
const fr = (value: number) => value.toLocaleString('fr-FR');

const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

async function openPage() {
  const rendered = renderApp('/admin/projections');
  await screen.findByRole('table', { name: 'Projections' });
  return rendered;
}

describe('projections page', () => {
  it('shows each projection with its version, position, lag, rate and state', async () => {
    await openPage();

    expect(screen.getByText('Tête du journal : 1250')).toBeInTheDocument();
    const cells = within(rowOf('catalogue'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['3', '1200', '50', '1,5', fr(2400), 'En rattrapage']);
    expect(within(rowOf('accounts')).getByText('À jour')).toBeInTheDocument();
    expect(within(rowOf('search')).getByText('Erreur : disque plein')).toBeInTheDocument();
  });

  it('starts a rebuild and follows its progress until it is swapped in', async () => {
    const sent = answerCommand('post', '/api/admin/projections/:name/rebuild', () => {
      projectionsDb.report.projections[1] = makeProjection({
        rebuild: {
          by: 'admin',
          started_at: '2026-11-24T10:00:00Z',
          total: 1250,
          done: 500,
          running: true,
          finished_at: null,
          error: null,
        },
      });
    });
    const { user } = await openPage();

    await user.click(
      within(rowOf('catalogue')).getByRole('button', {
        name: 'Reconstruire la projection catalogue',
      }),
    );
    expect(sent).toEqual([{ path: '/api/admin/projections/catalogue/rebuild', body: null }]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reconstruction de catalogue lancée',
    );
    const progress = await screen.findByRole('progressbar', {
      name: 'Reconstruction de catalogue',
    });
    expect(progress).toHaveAttribute('value', '500');
    expect(within(rowOf('catalogue')).getByText(/^Reconstruction en cours/)).toHaveTextContent(
      `Reconstruction en cours : 500 / ${fr(1250)} événements`,
      { normalizeWhitespace: false },
    );
    expect(within(rowOf('catalogue')).getByRole('button', { name: /Reconstruire/ })).toBeDisabled();

    projectionsDb.report.projections[1] = makeProjection({
      rebuild: {
        by: 'admin',
        started_at: '2026-11-24T10:00:00Z',
        total: 1250,
        done: 1250,
        running: false,
        finished_at: '2026-11-24T10:00:02Z',
        error: null,
      },
    });
    await waitFor(
      () =>
        expect(within(rowOf('catalogue')).getByText(/^Reconstruite le /)).toHaveTextContent(
          `(${fr(1250)} événements)`,
          { normalizeWhitespace: false },
        ),
      { timeout: 3000 },
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a second rebuild", async () => {
    const message = 'Cette projection est déjà en cours de reconstruction';
    answerError('post', '/api/admin/projections/:name/rebuild', 409, {
      code: 'rebuild_running',
      message,
    });
    const { user } = await openPage();

    await user.click(
      within(rowOf('accounts')).getByRole('button', {
        name: 'Reconstruire la projection accounts',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('lets an analyst read the projections without any action', async () => {
    setSession({ user: analystUser });
    await openPage();

    expect(within(rowOf('catalogue')).getByText('1200')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reconstruire/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    // Its way back leads to the analyst's home, not to the admin home that refuses them.
    expect(screen.getByRole('link', { name: "← Retour à l'analyse" })).toHaveAttribute(
      'href',
      '/admin/analyse',
    );
  });

  it('keeps a member who is not an analyst out', async () => {
    setSession({ user: memberUser });
    renderApp('/admin/projections');

    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
