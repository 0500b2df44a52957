import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, reportFirstFilm, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

/** Today in Paris as a date input takes it (YYYY-MM-DD). */
const parisToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

test('an admin finds their ban, film edit and report decision in the audit trail, with the film before and after', async ({
  browser,
}) => {
  const member = `audit-${Date.now()}@exemple.fr`;
  const memberPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(memberPage);
  await signUp(memberPage, member, 'bobine-e2e');
  await test.step('the member reports a film', () =>
    reportFirstFilm(memberPage, 'Problème de sous-titres'));

  const admin = demoAdmin();
  const page = await (await browser.newContext()).newPage();
  await dismissDonationReminder(page);
  await logIn(page, admin.email, admin.password);

  await test.step('ban the member', async () => {
    await page.goto('/admin/users');
    await page.getByLabel('Rechercher par email ou identifiant').fill(member);
    await page.getByRole('button', { name: `Bannir ${member}` }).click();
    const dialog = page.getByRole('dialog', { name: `Bannir ${member}` });
    await dialog.getByLabel('Raison du bannissement').fill('Spam vu par le journal');
    await dialog.getByRole('button', { name: 'Bannir', exact: true }).click();
    await expect(page.getByText('Utilisateur banni avec succès pour 7 jour(s)')).toBeVisible();
  });

  await test.step("resolve the member's report", async () => {
    await page.goto('/admin/reports');
    await page.getByLabel('Rechercher').fill(member);
    const card = page.getByRole('listitem').filter({ hasText: member });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Marquer résolu' }).click();
    const resolve = page.getByRole('dialog', { name: 'Marquer le signalement comme résolu' });
    await resolve.getByLabel("Notes de l'administrateur").fill('Sous-titres resynchronisés');
    await resolve.getByRole('button', { name: 'Confirmer' }).click();
    await expect(resolve).toBeHidden();
    await expect(card.getByText('Résolu')).toBeVisible();
  });

  const synopsis = `Synopsis revu le ${Date.now()}`;
  let title = '';
  await test.step('edit a film', async () => {
    await page.goto('/admin');
    const edit = page.getByRole('button', { name: /^Modifier / }).first();
    title = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Modifier /, '');
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Modifier ${title}` });
    await dialog.getByLabel('Synopsis').fill(synopsis);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('find all three in the trail, filtered by the admin and today', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: /Journal d'audit/ }).click();
    await expect(page.getByRole('heading', { name: "Journal d'audit" })).toBeVisible();
    await page.getByLabel('Auteur (e-mail)').fill(admin.email);
    await page.getByLabel('Du', { exact: true }).fill(parisToday());
    await page.getByLabel('Au', { exact: true }).fill(parisToday());
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const entries = page.getByRole('table', { name: "Entrées du journal d'audit" });
    // Other journeys ban and lift bans on the same node the same day: the
    // member's own ban is the row that names them.
    await expect(
      entries.getByRole('row').filter({ hasText: 'Bannissement' }).filter({ hasText: member }),
    ).toHaveCount(1);
    await expect(
      entries.getByRole('row').filter({ hasText: 'Film modifié' }).filter({ hasText: title }),
    ).not.toHaveCount(0);
    await expect(
      entries.getByRole('row').filter({ hasText: 'Signalement résolu' }).first(),
    ).toContainText(admin.email);
    await expect(entries.getByRole('row').nth(1)).toContainText(admin.email);
    await expectAccessible(page, 'audit trail');
  });

  await test.step("open the film's before/after", async () => {
    await page
      .getByRole('button', { name: `Voir le détail : Film modifié — ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: "Détail de l'action : Film modifié" });
    const synopsisRow = dialog
      .getByRole('table', { name: 'Valeurs modifiées' })
      .getByRole('row', { name: /Synopsis/ });
    await expect(synopsisRow.getByRole('cell').nth(1)).toHaveText(synopsis);
    await expect(synopsisRow.getByRole('cell').first()).not.toHaveText(synopsis);
    await expectAccessible(page, 'audit entry');
  });

  await test.step("see the decision in the moderation's response times", async () => {
    await page.goto('/admin/analytics');
    const times = page.getByRole('region', { name: 'Temps de réponse de la modération' });
    const table = times.getByRole('table', {
      name: 'Temps de réponse par semaine et par administrateur',
    });
    await expect(table.getByRole('row').nth(1)).toContainText('Équipe');
    await expect(table.getByRole('row').filter({ hasText: admin.email }).first()).toBeVisible();
    await expectAccessible(page, 'moderation response times');
  });
});
