import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { expectKeyboardHeld } from '../support/dialog';
import { logIn, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

// A banned member contests the ban from the ban screen; an admin finds the appeal from
// the admin home, opens the member's file, accepts; the member is back in.
test('a banned member appeals, an admin accepts it and the member is back in', async ({
  browser,
}) => {
  test.slow();
  const email = `conteste-${Date.now()}@exemple.fr`;
  const message =
    'Ce compte a été piraté : ces messages ne sont pas de moi, je vous prie de revoir.';
  const memberPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(memberPage);
  await signUp(memberPage, email, 'bobine-e2e');

  const admin = demoAdmin();
  const adminPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(adminPage);
  await logIn(adminPage, admin.email, admin.password);

  await test.step('an admin bans the member', async () => {
    await adminPage.goto('/admin/users');
    await adminPage.getByLabel('Rechercher par email ou identifiant').fill(email);
    await adminPage.getByRole('button', { name: `Bannir ${email}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Bannir ${email}` });
    await dialog.getByLabel('Raison du bannissement').fill('Messages publicitaires répétés');
    await dialog.getByRole('button', { name: 'Bannir', exact: true }).click();
    await expect(adminPage.getByText('Utilisateur banni avec succès pour 7 jour(s)')).toBeVisible();
  });

  await test.step('the member contests the ban from the ban screen', async () => {
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { name: 'COMPTE SUSPENDU' })).toBeVisible();
    await memberPage.getByRole('button', { name: 'Contester cette décision' }).click();
    const form = memberPage.getByRole('form', { name: 'Contester cette décision' });
    await form.getByLabel('Votre message').fill('Trop court');
    await form.getByRole('button', { name: 'Envoyer la contestation' }).click();
    await expect(form.getByText('Le message doit contenir au moins 20 caractères')).toBeVisible();
    await expectAccessible(memberPage, 'ban screen appeal form');
    await form.getByLabel('Votre message').fill(message);
    await form.getByRole('button', { name: 'Envoyer la contestation' }).click();
    const state = memberPage.getByRole('region', { name: 'Votre contestation' });
    await expect(state.getByText('En attente')).toBeVisible();
    await expect(state.getByText(message)).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Contester cette décision' })).toHaveCount(
      0,
    );
    await expectAccessible(memberPage, 'ban screen appeal pending');
  });

  await test.step('the admin finds it from the admin home and opens the member file', async () => {
    await adminPage.goto('/admin');
    await adminPage.getByRole('link', { name: /Contestations/ }).click();
    await expect(adminPage).toHaveURL(/\/admin\/appeals$/);
    await expect(
      adminPage.getByRole('heading', { level: 1, name: 'Contestations de bannissement' }),
    ).toBeVisible();
    await adminPage.getByLabel('Rechercher').fill(email);
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Messages publicitaires répétés')).toBeVisible();
    await expect(row.getByText(message)).toBeVisible();
    await expectAccessible(adminPage, 'admin appeals');

    const fileButton = row.getByRole('button', { name: `Dossier · ${email}` });
    await fileButton.click();
    const file = adminPage.getByRole('dialog', { name: `Dossier de ${email}` });
    await file.getByRole('tab', { name: 'Historique' }).click();
    await expect(file.getByText(/a contesté son bannissement/)).toBeVisible();
    await expectAccessible(adminPage, 'appeal member file');
    await expectKeyboardHeld(adminPage, file, fileButton);
  });

  await test.step('the admin accepts with a note', async () => {
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Accepter · ${email}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Accepter la contestation' });
    await dialog.getByLabel('Note').fill('Compte sécurisé, bon retour parmi nous.');
    await expectAccessible(adminPage, 'accept appeal dialog');
    await dialog.getByRole('button', { name: 'Accepter' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      adminPage.getByText('Contestation acceptée : le bannissement est levé'),
    ).toBeVisible();
    await expect(row.getByText('Acceptée')).toBeVisible();
  });

  await test.step('the member is back in', async () => {
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { name: 'COMPTE SUSPENDU' })).toHaveCount(0);
    await memberPage.goto('/films');
    await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(memberPage, 'films after an accepted appeal');
  });
});
