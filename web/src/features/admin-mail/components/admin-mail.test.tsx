import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { adminMailDb, makeMail } from '@/testing/mocks/admin-mail-handlers';
import { answerCommand, answerError, recordQueries } from '@/testing/mocks/record';
import { renderApp } from '@/testing/test-utils';

async function openPage() {
  const rendered = renderApp('/admin/mail');
  await screen.findByRole('table', { name: 'Mails' });
  return rendered;
}

/** Each row's cells, as the admin reads them. */
function rows() {
  const table = screen.getByRole('table', { name: 'Mails' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );
}

describe('admin mail page', () => {
  it('shows the counts and each mail with its recipient, kind, attempts and last error', async () => {
    await openPage();
    const counts = screen.getByLabelText('Mails par statut');
    expect(within(counts).getByText('En attente').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Non distribuables').nextSibling).toHaveTextContent('1');
    expect(rows()).toEqual([
      [
        'inconnu@exemple.fr',
        "Confirmation d'adresse",
        'Non distribuable',
        '1',
        'permanent error (550): 5.1.1 No such user here',
      ],
      [
        'luc@exemple.fr',
        'Réinitialisation du mot de passe',
        'En échec',
        '3',
        'Connection error: Connection refused (os error 111)',
      ],
      ['Adresse effacée', "Message de l'équipe", 'En attente', '0', ''],
    ]);
    // Only the undeliverable mail can be retried.
    expect(screen.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(1);
  });

  it('filters by status', async () => {
    const queries = recordQueries('/api/admin/mail');
    const { user } = await openPage();
    await user.selectOptions(screen.getByLabelText('Statut'), 'Non distribuable');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('undeliverable'));
    expect(queries[0]?.get('status')).toBeNull();
    expect(queries[0]?.get('limit')).toBe('50');
  });

  it('puts an undeliverable mail back in the queue and reads the list again', async () => {
    const sent = answerCommand('post', '/api/admin/mail/:id/retry', () => {
      adminMailDb.list = {
        ...adminMailDb.list,
        undeliverable: 0,
        waiting: 2,
        items: [makeMail({ to: 'inconnu@exemple.fr', status: 'waiting', attempts: 0 })],
      };
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Le mail est de nouveau en attente.')).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/api/admin/mail/0193a5c2-0000-7000-8000-000000000003/retry');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull());
  });

  it('says why a retry was refused', async () => {
    answerError('post', '/api/admin/mail/:id/retry', 409, {
      code: 'not_undeliverable',
      message: 'Seul un mail non distribuable peut être renvoyé',
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seul un mail non distribuable peut être renvoyé',
    );
  });
});
