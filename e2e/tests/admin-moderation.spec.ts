import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, reportFirstFilm, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

// A member reports a film and requests a title; an admin moderates both; the member
// then sees the request added.
test('an admin resolves a report and adds a request, which the member sees as added', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `modere-${stamp}@exemple.fr`;
  const title = `Titre demandé ${stamp}`;
  const memberPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(memberPage);

  await test.step('the member reports a film and requests a title', async () => {
    await signUp(memberPage, email, 'bobine-e2e');
    await reportFirstFilm(memberPage, 'Problème de son');

    await memberPage.goto('/request-content');
    await memberPage.getByLabel('Titre *').fill(title);
    await memberPage.getByRole('button', { name: 'Envoyer la demande' }).click();
    const mine = memberPage.getByRole('region', { name: 'Mes demandes' });
    await expect(mine.getByText(title, { exact: true })).toBeVisible();
  });

  const admin = demoAdmin();
  const adminPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(adminPage);
  await logIn(adminPage, admin.email, admin.password);

  await test.step('the admin takes the report in charge, then resolves it with a note', async () => {
    await adminPage.goto('/admin/reports');
    await expect(
      adminPage.getByRole('heading', { name: 'Gestion des signalements' }),
    ).toBeVisible();
    await adminPage.getByLabel('Rechercher').fill(email);
    const card = adminPage.getByRole('listitem').filter({ hasText: email });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('En attente')).toBeVisible();
    await expectAccessible(adminPage, 'admin reports');

    await card.getByRole('button', { name: 'Prendre en charge' }).click();
    const take = adminPage.getByRole('dialog', { name: 'Prendre en charge le signalement' });
    await expectAccessible(adminPage, 'report notes dialog');
    await take.getByRole('button', { name: 'Confirmer' }).click();
    await expect(take).toBeHidden();
    await expect(card.getByText('En cours')).toBeVisible();

    await card.getByRole('button', { name: 'Marquer résolu' }).click();
    const resolve = adminPage.getByRole('dialog', { name: 'Marquer le signalement comme résolu' });
    await resolve.getByLabel("Notes de l'administrateur").fill('Piste audio remplacée');
    await resolve.getByRole('button', { name: 'Confirmer' }).click();
    await expect(resolve).toBeHidden();
    await expect(card.getByText('Résolu')).toBeVisible();
    await expect(card.getByText('Piste audio remplacée')).toBeVisible();
  });

  await test.step('the admin approves the request, then marks it added', async () => {
    await adminPage.goto('/admin/content-requests');
    await expect(adminPage.getByRole('heading', { name: 'Demandes de contenu' })).toBeVisible();
    await adminPage.getByLabel('Rechercher').fill(title);
    const card = adminPage.getByRole('listitem').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expectAccessible(adminPage, 'admin content requests');

    await card.getByRole('button', { name: 'Approuver' }).click();
    const approve = adminPage.getByRole('dialog', { name: 'Approuver la demande' });
    await approve.getByRole('button', { name: 'Confirmer' }).click();
    await expect(approve).toBeHidden();
    await expect(card.getByText('Approuvée')).toBeVisible();

    await card.getByRole('button', { name: 'Marquer comme ajoutée' }).click();
    const complete = adminPage.getByRole('dialog', { name: 'Marquer la demande comme ajoutée' });
    await complete.getByLabel("Notes de l'administrateur").fill('Bon visionnage !');
    await complete.getByRole('button', { name: 'Confirmer' }).click();
    await expect(complete).toBeHidden();
    await expect(card.getByText('Ajoutée', { exact: true })).toBeVisible();
  });

  await test.step('the member sees the request added, with the note', async () => {
    await memberPage.reload();
    const mine = memberPage.getByRole('region', { name: 'Mes demandes' });
    const request = mine.getByRole('listitem').filter({ hasText: title });
    await expect(request.getByText('Ajoutée', { exact: true })).toBeVisible();
    await expect(request.getByText('Bon visionnage !')).toBeVisible();
    await expectAccessible(memberPage, 'request-content after moderation');
  });
});
