import { expect, test, type Browser, type Page } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

// The message is deleted at the end of its journey: other journeys sign in on the
// login page, which would show it.
test.describe.configure({ mode: 'serial' });

const title = `Message de test ${Date.now()}`;

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await dismissDonationReminder(page);
  const admin = demoAdmin();
  await logIn(page, admin.email, admin.password);
  return page;
}

test('an admin activates a login message that a signed-out visitor sees and closes', async ({
  browser,
}) => {
  const admin = await adminPage(browser);

  await test.step('the admin writes an active message with its preview', async () => {
    await admin.goto('/admin/popup');
    await expect(admin.getByRole('heading', { name: 'Messages de connexion' })).toBeVisible();
    await expect(admin.getByText(/Un seul message peut être actif à la fois/)).toBeVisible();
    await admin.getByLabel('Titre').fill(title);
    await admin.getByLabel('Contenu').fill('Première ligne\nSeconde ligne');
    await expect(admin.getByLabel('Actif (affiché sur la page de connexion)')).toBeChecked();
    await expect(admin.getByTestId('popup-preview')).toContainText('Seconde ligne');
    await expectAccessible(admin, 'admin popup');
    await admin.getByRole('button', { name: 'Créer le message' }).click();
    await expect(admin.getByText('Nouveau message créé avec succès !')).toBeVisible();
    const list = admin.getByRole('list', { name: 'Messages de connexion existants' });
    const item = list.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Actif', { exact: true })).toBeVisible();
  });

  await test.step('a signed-out visitor sees it on the login page and closes it', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    const message = visitor.getByRole('dialog', { name: title });
    await expect(message).toContainText('Première ligne');
    await expectAccessible(visitor, 'login page with its message');
    await message.getByRole('button', { name: 'Fermer le message' }).click();
    await expect(message).toBeHidden();
    await expect(visitor.getByRole('button', { name: 'SE CONNECTER', exact: true })).toBeVisible();
  });

  await test.step('the admin deletes it after confirmation', async () => {
    await admin.getByRole('button', { name: `Supprimer ${title}` }).click();
    const confirm = admin.getByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer ce message ?',
    });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(admin.getByText('Message supprimé avec succès !')).toBeVisible();
  });
});

test('the admin opens analytics and switches periods and tabs', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin');
  await admin.getByRole('link', { name: /Statistiques/ }).click();
  await expect(admin).toHaveURL(/\/admin\/analytics$/);
  await expect(admin.getByText('Visiteurs uniques (total)')).toBeVisible();
  await expect(admin.getByText('Heures de pointe')).toBeVisible();
  const days = admin.getByRole('table', { name: 'Visiteurs par jour' }).locator('tbody tr');
  await expect(days).toHaveCount(7);
  await expectAccessible(admin, 'admin analytics');

  for (const [period, count] of [
    ['30 jours', 30],
    ['1 an', 365],
  ] as const) {
    await admin.getByRole('button', { name: period }).click();
    await expect(admin.getByRole('button', { name: period })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(days).toHaveCount(count);
  }

  const panel = admin.getByRole('tabpanel');
  for (const tab of ['Films', 'Séries', 'Animés', 'Tout']) {
    await admin.getByRole('tab', { name: tab }).click();
    await expect(admin.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(
      panel
        .getByRole('list', { name: `Les plus regardés : ${tab}` })
        .or(panel.getByText('Aucune donnée disponible pour cette période')),
    ).toBeVisible();
  }
  await expectAccessible(admin, 'admin analytics, all tabs');
});
