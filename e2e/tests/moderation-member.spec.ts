import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';

// One new member (a fresh weekly quota) reports a film, then requests titles.
test.describe.configure({ mode: 'serial' });

test('a member reports a film, makes three requests and sees the fourth refused', async ({
  page,
}) => {
  await dismissDonationReminder(page);
  await test.step('sign up', async () => {
    await signUp(page, `demandes-${Date.now()}@exemple.fr`, 'bobine-e2e');
  });

  await test.step('report a problem with a film', async () => {
    await page.locator('main a[href^="/movie/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Signaler un problème' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler un problème' });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez sélectionner le type de problème');
    await dialog.getByLabel('Problème de sous-titres').check();
    await dialog.getByLabel('Description (facultative)').fill('Décalés de 2 secondes');
    await expectAccessible(page, 'report modal');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });
  });

  await test.step('make three requests, then see the fourth refused', async () => {
    await page.goto('/request-content');
    await expect(page.getByRole('heading', { name: 'Demander un contenu' })).toBeVisible();
    await expect(page.getByText('0 / 3 demandes utilisées')).toBeVisible();
    await expectAccessible(page, 'request-content');
    for (const [index, title] of ['Dune', 'Heat', 'Ran'].entries()) {
      await page.getByLabel('Titre *').fill(title);
      await page.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(page.getByText(`${index + 1} / 3 demandes utilisées`)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Mes demandes' }).getByText(title, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveText(
      'Vous avez atteint la limite de 3 demandes par semaine',
    );
    await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
    await expect(
      page.getByRole('region', { name: 'Mes demandes' }).getByText('En attente'),
    ).toHaveCount(3);
  });
});
