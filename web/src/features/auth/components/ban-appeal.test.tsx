import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { authDb, makeBan, memberUser, setSession } from '@/testing/mocks/auth-db';
import { answerCommand, answerError } from '@/testing/mocks/record';
import { renderApp } from '@/testing/test-utils';
import type { MyAppeal } from '@/types/api';

const BAN_AT = '2026-11-20T10:00:00.000000Z';
const MESSAGE = 'Mon compte a été piraté, je demande la levée de la suspension.';

function appeal(fields: Partial<MyAppeal>): MyAppeal {
  return {
    id: 'appeal-1',
    message: MESSAGE,
    status: 'pending',
    admin_notes: null,
    ban_reason: 'Spam',
    ban_created_at: BAN_AT,
    banned_until: null,
    current: true,
    created_at: '2026-11-21T09:00:00.000000Z',
    updated_at: '2026-11-21T09:00:00.000000Z',
    ...fields,
  };
}

describe('contesting a ban from the ban screen', () => {
  it('sends a message of 20 characters at least, once', async () => {
    setSession({ user: memberUser, ban: makeBan({ reason: 'Spam', created_at: BAN_AT }) });
    const sent = answerCommand('post', '/api/appeals', () => {
      authDb.appeals = [appeal({})];
    });
    renderApp('/home');

    await userEvent.click(await screen.findByRole('button', { name: 'Contester cette décision' }));
    const form = screen.getByRole('form', { name: 'Contester cette décision' });
    await userEvent.type(within(form).getByLabelText('Votre message'), 'Trop court');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la contestation' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Le message doit contenir au moins 20 caractères',
    );
    expect(sent).toHaveLength(0);

    const field = within(form).getByLabelText('Votre message');
    await userEvent.clear(field);
    await userEvent.type(field, MESSAGE);
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la contestation' }));
    const state = await screen.findByRole('region', { name: 'Votre contestation' });
    expect(within(state).getByText('En attente')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ message: MESSAGE });
    expect(screen.queryByRole('button', { name: 'Contester cette décision' })).toBeNull();
  }, 20_000);

  it("shows a rejected appeal with the team's note, and the server's refusal", async () => {
    setSession({ user: memberUser, ban: makeBan({ reason: 'Spam', created_at: BAN_AT }) });
    authDb.appeals = [appeal({ status: 'rejected', admin_notes: 'Spam avéré' })];
    renderApp('/home');

    const state = await screen.findByRole('region', { name: 'Votre contestation' });
    expect(within(state).getByText('Refusée')).toBeInTheDocument();
    expect(within(state).getByText('Spam avéré')).toBeInTheDocument();
  }, 20_000);

  it('offers the form again for a new ban, and says why the server refused', async () => {
    setSession({
      user: memberUser,
      ban: makeBan({ reason: 'Récidive', created_at: '2026-11-25T10:00:00.000000Z' }),
    });
    authDb.appeals = [appeal({ status: 'rejected', current: false })];
    answerError('post', '/api/appeals', 409, {
      code: 'appeal_exists',
      message: 'Vous avez déjà contesté cette suspension',
    });
    renderApp('/home');

    await userEvent.click(await screen.findByRole('button', { name: 'Contester cette décision' }));
    const form = screen.getByRole('form', { name: 'Contester cette décision' });
    await userEvent.type(within(form).getByLabelText('Votre message'), MESSAGE);
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la contestation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Vous avez déjà contesté cette suspension',
    );
  }, 20_000);
});
