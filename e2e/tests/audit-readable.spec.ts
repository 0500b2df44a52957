import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

/** A moment a few minutes ahead, Paris time, as a datetime-local input takes it. */
const parisSoon = () =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(Date.now() + 5 * 60_000))
    .replace(' ', 'T');

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test("an admin sees the log verified, reads a film's genres by name in the audit trail and a member's history in French sentences", async ({
  browser,
}) => {
  const member = `lisible-${Date.now()}@exemple.fr`;
  const memberPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(memberPage);
  await signUp(memberPage, member, 'bobine-e2e');

  const admin = demoAdmin();
  const page = await (await browser.newContext()).newPage();
  await dismissDonationReminder(page);
  await logIn(page, admin.email, admin.password);

  let title = '';
  let added = '';
  await test.step("add a genre to a film's genres", async () => {
    await page.goto('/admin');
    const edit = page.getByRole('button', { name: /^Modifier / }).first();
    title = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Modifier /, '');
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Modifier ${title}` });
    const genres = dialog.getByRole('group', { name: 'Genres' });
    const choice = genres
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { checked: false }) })
      .first();
    added = ((await choice.textContent()) ?? '').trim();
    await choice.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('read the edit in the trail: a sentence, the genres by name', async () => {
    await page.goto('/admin/audit');
    // The node walked its hash chain at start: intact, with the head to note down.
    const integrity = page.getByRole('region', { name: 'Intégrité du journal' });
    await expect(integrity).toContainText(/Intégrité vérifiée jusqu'à l'événement \d+/);
    await expect(integrity.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
    await page.getByLabel('Auteur (e-mail)').fill(admin.email);
    await page.getByLabel('Action').selectOption('movie_edited');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const entries = page.getByRole('table', { name: "Entrées du journal d'audit" });
    await expect(entries.getByRole('row').nth(1)).toContainText(
      `${admin.email} a modifié le film « ${title} »`,
    );
    await page
      .getByRole('button', { name: `Voir le détail : Film modifié — ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: "Détail de l'action : Film modifié" });
    const genresRow = dialog
      .getByRole('table', { name: 'Valeurs modifiées' })
      .getByRole('row', { name: /Genres/ });
    await expect(genresRow.getByRole('cell').nth(1)).toContainText(added);
    await expect(genresRow.getByRole('cell').first()).not.toContainText(added);
    await expect(genresRow).not.toContainText(UUID);
    await expect(dialog).not.toContainText('genre_ids');
    await expectAccessible(page, 'readable audit entry');
  });

  await test.step("open the member's history and read French sentences", async () => {
    await page.goto('/admin/users');
    await page.getByLabel('Rechercher par email ou identifiant').fill(member);
    await page.getByRole('button', { name: `Détails de ${member}` }).click();
    const dialog = page.getByRole('dialog', { name: "Détails de l'utilisateur" });
    await dialog.getByRole('tab', { name: 'Historique' }).click();
    await dialog.getByLabel('État au (heure de Paris)').fill(parisSoon());
    await dialog.getByRole('button', { name: "Voir l'état" }).click();
    await expect(dialog.getByRole('heading', { name: /^État au / })).toBeVisible();
    await expect(dialog.getByText(`${member} a créé son compte`)).toBeVisible();
    await expect(dialog.getByText('Email', { exact: true })).toBeVisible();
    await expect(dialog).not.toContainText(/Registered|EmailConfirmationSent|SignedIn/);
    await expectAccessible(page, "a member's history in French");
  });
});
