import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { answerCommand, answerError } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import type { AdminAppeal, AppealPage } from '@/types/api';

const pending: AdminAppeal = {
  id: 'appeal-1',
  user_id: 'u-bob',
  user_email: 'bob@exemple.fr',
  message: 'Mon compte a été piraté, je demande la levée.',
  status: 'pending',
  admin_notes: null,
  decided_by: null,
  decided_by_email: null,
  ban_reason: 'Spam répété',
  ban_created_at: '2026-11-20T10:00:00.000000Z',
  banned_until: null,
  banned_by_email: 'chef@exemple.fr',
  ban_lifted: false,
  created_at: '2026-11-21T09:00:00.000000Z',
  updated_at: '2026-11-21T09:00:00.000000Z',
};

const rejected: AdminAppeal = {
  ...pending,
  id: 'appeal-2',
  user_id: 'u-eve',
  user_email: null,
  message: null,
  status: 'rejected',
  admin_notes: 'Spam avéré',
  decided_by: 'operator',
  ban_lifted: true,
};

function page(items: AdminAppeal[]): AppealPage {
  return {
    items,
    total: items.length,
    next_cursor: null,
    counters: { total: 2, pending: 1, accepted: 0, rejected: 1 },
  };
}

async function openPage() {
  server.use(http.get('/api/admin/appeals', () => HttpResponse.json(page([pending, rejected]))));
  const rendered = renderApp('/admin/appeals');
  await screen.findByRole('table', { name: 'Contestations' });
  return rendered;
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row);
};

describe('ban appeals page', () => {
  it('lists each appeal with its ban, and offers decisions on pending ones only', async () => {
    await openPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Contestations de bannissement' }),
    ).toBeInTheDocument();
    const bob = rowOf('bob@exemple.fr');
    expect(bob.getByRole('link', { name: 'bob@exemple.fr' })).toHaveAttribute(
      'href',
      '/admin/users?q=bob%40exemple.fr',
    );
    expect(bob.getByText('Spam répété')).toBeInTheDocument();
    expect(bob.getByText('Définitif')).toBeInTheDocument();
    expect(bob.getByText('En attente')).toBeInTheDocument();
    expect(bob.getByRole('button', { name: 'Accepter · bob@exemple.fr' })).toBeVisible();

    const eve = rowOf('Spam avéré');
    expect(eve.getByText('Utilisateur inconnu')).toBeInTheDocument();
    expect(eve.getByText('Message effacé avec le compte du membre')).toBeInTheDocument();
    expect(eve.getByText('Décidée par Jeton opérateur')).toBeInTheDocument();
    expect(eve.getByText('Bannissement levé ou remplacé depuis')).toBeInTheDocument();
    expect(eve.queryByRole('button', { name: /Accepter/ })).toBeNull();
  }, 20_000);

  it('rejects only with a note, and shows the server refusal of a decided appeal', async () => {
    const sent = answerCommand('post', '/api/admin/appeals/appeal-1/reject');
    const { user } = await openPage();

    await user.click(
      rowOf('bob@exemple.fr').getByRole('button', { name: 'Refuser · bob@exemple.fr' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Refuser la contestation' });
    const confirm = within(dialog).getByRole('button', { name: 'Refuser' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), 'Spam avéré');
    await user.click(confirm);
    expect(await screen.findByText('Contestation refusée')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ admin_notes: 'Spam avéré' });

    answerError('post', '/api/admin/appeals/appeal-1/accept', 409, {
      code: 'status_changed',
      message: 'Cette contestation est désormais « Refusée » : elle ne peut pas être acceptée.',
    });
    await user.click(
      rowOf('bob@exemple.fr').getByRole('button', { name: 'Accepter · bob@exemple.fr' }),
    );
    const accept = screen.getByRole('dialog', { name: 'Accepter la contestation' });
    await user.click(within(accept).getByRole('button', { name: 'Accepter' }));
    expect(await within(accept).findByRole('alert')).toHaveTextContent(
      'Cette contestation est désormais « Refusée »',
    );
  }, 20_000);
});
