import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

/** Genres per category, from the demo catalogue's genres. */
const definition = (
  eventType: string,
) => `CREATE TABLE per_category (category TEXT PRIMARY KEY, genres INTEGER NOT NULL);
-- on ${eventType}
INSERT INTO per_category VALUES (:payload ->> '$.category', 1)
  ON CONFLICT (category) DO UPDATE SET genres = genres + 1;
`;

test('an analyst writes a projection in SQL, fixes it, watches it replay, reads, downloads and charts it; an admin finds it in the audit trail', async ({
  browser,
}) => {
  const email = `analyste-sql-${Date.now()}@exemple.fr`;
  const name = `genres_${Date.now() % 1_000_000}`;
  const admin = demoAdmin();
  const analystPage = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await dismissDonationReminder(analystPage);
  const adminPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(adminPage);

  await test.step('a member signs up and an admin makes them an analyst', async () => {
    await signUp(analystPage, email, 'bobine-e2e');
    await logIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/admin/users');
    await adminPage.getByLabel('Rechercher par email ou identifiant').fill(email);
    await adminPage.getByRole('button', { name: `Donner le rôle analyste à ${email}` }).click();
    await expect(adminPage.getByText('Rôle analyste accordé')).toBeVisible();
  });

  await test.step('the analyst writes a definition, and Vérifier points at its mistake', async () => {
    await analystPage.goto('/admin/projections');
    await analystPage.getByLabel('Nom', { exact: true }).fill(name);
    await analystPage.getByLabel('Définition SQL').fill(definition('GenreCreatd'));
    await analystPage.getByRole('button', { name: 'Vérifier' }).click();
    await expect(analystPage.getByRole('alert')).toContainText(
      "Ligne 2 : type d'événement inconnu : « GenreCreatd »",
    );
  });

  await test.step('they fix it, check it again and launch it', async () => {
    await analystPage.getByLabel('Définition SQL').fill(definition('GenreCreated'));
    await analystPage.getByRole('button', { name: 'Vérifier' }).click();
    await expect(analystPage.getByRole('status')).toContainText(
      'Définition correcte : tables per_category',
    );
    await analystPage.getByRole('button', { name: 'Lancer' }).click();
    await expect(analystPage.getByText(`Projection ${name} lancée`)).toBeVisible();
  });

  await test.step('it replays, then is live; its table, downloads and chart show', async () => {
    const list = analystPage.getByRole('table', { name: "Projections d'analystes" });
    const row = list.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('À jour', { timeout: 30_000 });
    const detail = analystPage.getByRole('region', { name: `Projection ${name}` });
    const table = detail.getByRole('table', { name: 'Table per_category' });
    await expect(table.getByRole('row').filter({ hasText: 'Films' })).toBeVisible({
      timeout: 30_000,
    });
    const [download] = await Promise.all([
      analystPage.waitForEvent('download'),
      detail.getByRole('link', { name: 'Télécharger en CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('category,genres');
    expect(csv).toMatch(/\r\nFilms,\d+\r\n/);
    await expect(analystPage.getByTestId('analyst-chart')).toBeVisible();
    await expect(
      analystPage.getByTestId('analyst-chart').locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
    await expectAccessible(analystPage, "analysts' projections");
  });

  await test.step('an admin finds the definition in the audit trail', async () => {
    await adminPage.goto('/admin/audit');
    const entries = adminPage.getByRole('table', { name: "Entrées du journal d'audit" });
    await expect(
      entries
        .getByRole('row')
        .filter({ hasText: "Projection d'analyste définie" })
        .filter({ hasText: name }),
    ).toBeVisible();
  });
});
