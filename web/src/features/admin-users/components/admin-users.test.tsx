import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { authDb, makeAdminUser, makeBan } from '@/testing/mocks/auth-db';
import { answerCommand, recordQueries } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** The seeded user with this address (the fixture the list serves). */
const seeded = (email: string) => {
  const found = authDb.adminUsers.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found;
};

const rowOf = (email: string) => {
  const cell = within(screen.getByRole('table', { name: 'Utilisateurs' })).getByText(email);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

const listedEmails = () =>
  within(screen.getByRole('table', { name: 'Utilisateurs' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('p')?.textContent);

async function openPage() {
  const rendered = renderApp('/admin/users');
  await screen.findByRole('table', { name: 'Utilisateurs' });
  return rendered;
}

describe('admin users page', () => {
  it('shows the stats and the users with short id, dates, counts and badges', async () => {
    await openPage();

    const stats = screen.getByRole('list', { name: 'Statistiques des utilisateurs' });
    await waitFor(() =>
      expect(within(stats).getByText('Utilisateurs').nextSibling).toHaveTextContent('3'),
    );
    expect(within(stats).getByText('Administrateurs').nextSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Utilisateurs standards').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Nouveaux (7 jours)')).toBeInTheDocument();
    expect(within(stats).getByText('Actifs (30 jours)')).toBeInTheDocument();

    expect(listedEmails()).toEqual(['alice@bobine.test', 'bruno@bobine.test', 'chloe@bobine.test']);
    const alice = rowOf('alice@bobine.test');
    expect(within(alice).getByText('c1111111')).toBeInTheDocument();
    expect(within(alice).getByText('10/03/2025')).toBeInTheDocument();
    expect(
      within(alice).getByText('2 parrainage(s) · 5 favori(s) · 12 vue(s)'),
    ).toBeInTheDocument();
    expect(within(alice).getByText('Vérifié')).toBeInTheDocument();
    expect(within(alice).getByRole('button', { name: 'Bannir alice@bobine.test' })).toBeVisible();
    expect(within(alice).queryByRole('button', { name: /Débannir/ })).not.toBeInTheDocument();

    const bruno = rowOf('bruno@bobine.test');
    expect(within(bruno).getByText('Jamais connecté')).toBeInTheDocument();
    expect(within(bruno).getByText('Non vérifié')).toBeInTheDocument();
    expect(within(bruno).getByText('Admin')).toBeInTheDocument();

    const chloe = rowOf('chloe@bobine.test');
    expect(within(chloe).getByText('Banni')).toBeInTheDocument();
    expect(within(chloe).getByRole('button', { name: 'Débannir chloe@bobine.test' })).toBeVisible();
    expect(screen.getByText('Tous les utilisateurs ont été chargés')).toBeInTheDocument();
  });

  it('asks the server again with the chosen filter and the search', async () => {
    const bruno = seeded('bruno@bobine.test');
    const chloe = seeded('chloe@bobine.test');
    const seen = recordQueries('/api/admin/users');
    const { user } = await openPage();
    expect(seen.at(-1)?.get('filter')).toBe('all');
    expect(seen.at(-1)?.get('limit')).toBe('50');

    authDb.adminUsers = [bruno];
    await user.selectOptions(screen.getByLabelText('Filtre'), 'admin');

    await waitFor(() => expect(listedEmails()).toEqual(['bruno@bobine.test']));
    expect(seen.at(-1)?.get('filter')).toBe('admin');

    authDb.adminUsers = [chloe];
    await user.selectOptions(screen.getByLabelText('Filtre'), 'regular');
    await user.type(screen.getByLabelText('Rechercher par email ou identifiant'), 'c333');

    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('c333'));
    expect(seen.at(-1)?.get('filter')).toBe('regular');
    expect(listedEmails()).toEqual(['chloe@bobine.test']);
  });

  it('requires a reason to ban, then bans for the chosen duration', async () => {
    const sent = answerCommand('post', '/api/admin/users/:id/ban', () => {
      seeded('alice@bobine.test').ban = makeBan({ reason: 'Spam', permanent: false });
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Bannir alice@bobine.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Bannir alice@bobine.test' });
    expect(within(dialog).getByLabelText('Durée')).toHaveValue('7');
    await user.type(within(dialog).getByLabelText('Raison du bannissement'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Bannir' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Veuillez indiquer une raison pour le bannissement',
    );
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Raison du bannissement'), 'Spam');
    await user.selectOptions(within(dialog).getByLabelText('Durée'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Bannir' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Utilisateur banni avec succès pour 30 jour(s)',
    );
    expect(sent.map((command) => command.body)).toEqual([{ reason: 'Spam', days: 30 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf('alice@bobine.test')).getByText('Banni')).toBeInTheDocument(),
    );
  });

  it('sends a permanent ban as 0 days', async () => {
    const sent = answerCommand('post', '/api/admin/users/:id/ban');
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Bannir alice@bobine.test' }));
    await user.type(screen.getByLabelText('Raison du bannissement'), 'Fraude');
    await user.selectOptions(screen.getByLabelText('Durée'), 'Définitif');
    await user.click(screen.getByRole('button', { name: 'Bannir' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Utilisateur banni définitivement');
    expect(sent.map((command) => command.body)).toEqual([{ reason: 'Fraude', days: 0 }]);
  });

  it('unbans only after confirmation', async () => {
    const sent = answerCommand('delete', '/api/admin/users/:id/ban', () => {
      seeded('chloe@bobine.test').ban = null;
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Débannir chloe@bobine.test' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir débannir cet utilisateur ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Débannir chloe@bobine.test' }));
    await user.click(screen.getByRole('button', { name: 'Débannir' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Utilisateur débanni avec succès');
    await waitFor(() =>
      expect(within(rowOf('chloe@bobine.test')).queryByText('Banni')).not.toBeInTheDocument(),
    );
  });

  it('mails a member from the details dialog, the subject and text both required', async () => {
    const sent = answerCommand('post', '/api/admin/users/:id/email');
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Détails de alice@bobine.test' }));
    const details = screen.getByRole('dialog', { name: "Détails de l'utilisateur" });
    expect(within(details).getByText('Titres regardés').nextSibling).toHaveTextContent('12');
    await user.click(within(details).getByRole('button', { name: 'Envoyer un e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Envoyer un e-mail à alice@bobine.test' });
    await user.type(within(dialog).getByLabelText('Objet'), 'Votre demande');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText("L'objet et le message sont requis")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Message'), 'Bonjour,{Enter}Heat est en ligne.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('E-mail envoyé à alice@bobine.test')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `/api/admin/users/${seeded('alice@bobine.test').id}/email`,
        body: { subject: 'Votre demande', body: 'Bonjour,\nHeat est en ligne.' },
      },
    ]);
  });

  it('deletes a user after an irreversible-action confirmation', async () => {
    const sent = answerCommand('delete', '/api/admin/users/:id', () => {
      authDb.adminUsers = authDb.adminUsers.filter((user) => user.email !== 'bruno@bobine.test');
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Supprimer bruno@bobine.test' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cet utilisateur ?',
    });
    expect(dialog).toHaveTextContent('irréversible');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

    await waitFor(() => expect(listedEmails()).toEqual(['alice@bobine.test', 'chloe@bobine.test']));
    expect(sent).toEqual([
      { path: '/api/admin/users/c2222222-bbbb-4000-8000-000000000002', body: null },
    ]);
  });

  it('grants the analyst role, shown as a badge, and takes it back', async () => {
    const granted = answerCommand('put', '/api/admin/users/:id/analyst', () => {
      seeded('alice@bobine.test').is_analyst = true;
    });
    const { user } = await openPage();

    await user.click(
      screen.getByRole('button', { name: 'Donner le rôle analyste à alice@bobine.test' }),
    );
    await waitFor(() =>
      expect(within(rowOf('alice@bobine.test')).getByText('Analyste')).toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Rôle analyste accordé');
    expect(granted).toEqual([
      { path: '/api/admin/users/c1111111-aaaa-4000-8000-000000000001/analyst', body: null },
    ]);

    const revoked = answerCommand('delete', '/api/admin/users/:id/analyst', () => {
      seeded('alice@bobine.test').is_analyst = false;
    });
    await user.click(
      screen.getByRole('button', { name: 'Retirer le rôle analyste de alice@bobine.test' }),
    );
    await waitFor(() =>
      expect(within(rowOf('alice@bobine.test')).queryByText('Analyste')).not.toBeInTheDocument(),
    );
    expect(revoked).toHaveLength(1);
  });

  it("promotes a member and shows the server's refusal on one's own account", async () => {
    answerCommand('put', '/api/admin/users/:id/admin', () => {
      seeded('alice@bobine.test').is_admin = true;
    });
    const { user } = await openPage();

    await user.click(
      screen.getByRole('button', { name: 'Promouvoir alice@bobine.test administrateur' }),
    );
    await waitFor(() =>
      expect(within(rowOf('alice@bobine.test')).getByText('Admin')).toBeInTheDocument(),
    );

    const message = 'Vous ne pouvez pas effectuer cette action sur votre propre compte';
    server.use(
      http.delete('/api/admin/users/:id/admin', () =>
        HttpResponse.json({ error: { code: 'self_action', message } }, { status: 422 }),
      ),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Retirer les droits administrateur de bruno@bobine.test',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('loads the next 50 when the scroll passes 80% of the page, until all are loaded', async () => {
    const pageOne = Array.from({ length: 50 }, (_, i) =>
      makeAdminUser({ id: `p1-${i}`, email: `p1-${i}@bobine.test` }),
    );
    const pageTwo = [makeAdminUser({ id: 'p2-0', email: 'dernier@bobine.test' })];
    const cursors: (string | null)[] = [];
    server.use(
      http.get('/api/admin/users', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return HttpResponse.json(
          cursor === 'page-2'
            ? { items: pageTwo, total: 51, next_cursor: null }
            : { items: pageOne, total: 51, next_cursor: 'page-2' },
        );
      }),
    );
    await openPage();
    expect(screen.getByText('50 sur 51 utilisateurs')).toBeInTheDocument();
    expect(screen.queryByText('Tous les utilisateurs ont été chargés')).not.toBeInTheDocument();

    const page = document.documentElement;
    Object.defineProperty(page, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    // 70% of the page: not yet.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2500 });
    window.dispatchEvent(new Event('scroll'));
    expect(cursors).toEqual([null]);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 3100 });
    window.dispatchEvent(new Event('scroll'));

    expect(await screen.findByText('dernier@bobine.test')).toBeInTheDocument();
    expect(cursors).toEqual([null, 'page-2']);
    expect(screen.getByText('Tous les utilisateurs ont été chargés')).toBeInTheDocument();
    delete (page as { scrollHeight?: number }).scrollHeight;
  });
});
