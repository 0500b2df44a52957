import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { adminUser, memberUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

async function openProfile() {
  setSession({ user: memberUser });
  const rendered = renderApp('/profile');
  await screen.findByRole('heading', { name: 'Mon Profil' });
  return rendered;
}

describe('profile page', () => {
  it('shows the address, the sign-up date in French and the referral key', async () => {
    await openProfile();

    expect(screen.getAllByText('membre@bobine.test').length).toBeGreaterThan(0);
    expect(screen.getByText('1 février 2025')).toBeInTheDocument();
    expect(await screen.findByText('BOB-1234')).toBeInTheDocument();
    expect(screen.getByText('1 / 2 utilisations')).toBeInTheDocument();
  });

  it('copies the key and clears the notice after 3 s', async () => {
    const { user } = await openProfile();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(await screen.findByRole('button', { name: 'Copier la clé' }));

    expect(writeText).toHaveBeenCalledWith('BOB-1234');
    expect(await screen.findByText('Clé copiée dans le presse-papiers')).toBeVisible();
    await waitFor(
      () => expect(screen.queryByText('Clé copiée dans le presse-papiers')).not.toBeInTheDocument(),
      { timeout: 4000 },
    );
  });

  it('generates a new key', async () => {
    const { user } = await openProfile();

    await user.click(await screen.findByRole('button', { name: 'Générer une nouvelle clé' }));

    expect(await screen.findByText('Nouvelle clé de parrainage générée avec succès')).toBeVisible();
    expect(screen.getByText('BOB-NEW1')).toBeInTheDocument();
  });

  it('keeps the e-mail button disabled until the address changes', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/account/email', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user } = await openProfile();
    const button = screen.getByRole('button', { name: "Mettre à jour l'email" });
    expect(button).toBeDisabled();

    const field = screen.getByLabelText('Nouvelle adresse e-mail');
    await user.clear(field);
    await user.type(field, 'autre@bobine.test');
    await user.click(button);

    expect(
      await screen.findByText('Un email de confirmation a été envoyé à votre nouvelle adresse'),
    ).toBeVisible();
    expect(sent).toEqual({ new_email: 'autre@bobine.test' });
  });

  it("refuses new passwords that differ with the spec's message", async () => {
    let calls = 0;
    server.use(
      http.post('/api/account/password', () => {
        calls += 1;
      }),
    );
    const { user } = await openProfile();

    await user.type(screen.getByLabelText('Mot de passe actuel'), 'secret123');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-1');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-2');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les nouveaux mots de passe ne correspondent pas',
    );
    expect(calls).toBe(0);

    await user.clear(screen.getByLabelText('Confirmer le nouveau mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-1');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));

    expect(await screen.findByText('Mot de passe mis à jour avec succès')).toBeVisible();
    expect(calls).toBe(1);
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it('turns the moderation e-mails off and says it is saved', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/account/preferences', async ({ request }) => {
        const body = (await request.json()) as object;
        sent.push(body);
        return HttpResponse.json({ position: 1, ...body });
      }),
    );
    const { user } = await openProfile();
    const box = await screen.findByRole('checkbox', {
      name: 'Me prévenir par e-mail quand l’équipe traite mes signalements et mes demandes',
    });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();

    await user.click(box);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ moderation_emails: false });
    expect(await screen.findByText('Préférence enregistrée')).toBeVisible();
    expect(box).not.toBeChecked();
    expect(
      screen.queryByRole('checkbox', { name: /récapitulatif des signalements/ }),
    ).not.toBeInTheDocument();
  });

  it('lets an admin turn the daily digest of overdue work off, the other choice kept', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/account/preferences', async ({ request }) => {
        const body = (await request.json()) as object;
        sent.push(body);
        return HttpResponse.json({ position: 1, ...body });
      }),
    );
    setSession({ user: adminUser });
    const { user } = renderApp('/profile');
    const box = await screen.findByRole('checkbox', {
      name: 'Recevoir chaque jour par e-mail le récapitulatif des signalements et demandes en retard',
    });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();

    await user.click(box);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ moderation_emails: true, overdue_digest: false });
    await waitFor(() => expect(box).not.toBeChecked());
  });
});
