import { expect, test, type Page } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

const COMMAND = { 'X-Requested-With': 'XMLHttpRequest' };

/** The member reports a sound problem on each of `count` films, through the API. */
async function reportFilms(page: Page, count: number): Promise<void> {
  const films = await page.request.get(`/api/movies?limit=${count}`);
  expect(films.ok()).toBe(true);
  const { items } = (await films.json()) as { items: { id: string }[] };
  expect(items).toHaveLength(count);
  for (const film of items) {
    const filed = await page.request.post('/api/reports', {
      headers: COMMAND,
      data: { content_type: 'movie', content_id: film.id, problem_type: 'audio_issue' },
    });
    expect(filed.status()).toBe(201);
  }
}

// A member reports ten films; an admin selects the ten from the keyboard and rejects
// them in one decision with one note; each row then says its decision was applied.
test('an admin rejects ten reports at once with one note', async ({ browser }) => {
  const email = `groupe-${Date.now()}@exemple.fr`;
  const memberPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(memberPage);

  await test.step('a member reports ten films', async () => {
    await signUp(memberPage, email, 'bobine-e2e');
    await reportFilms(memberPage, 10);
  });

  const admin = demoAdmin();
  const page = await (await browser.newContext()).newPage();
  await dismissDonationReminder(page);
  await logIn(page, admin.email, admin.password);

  await test.step('the admin selects the member’s ten reports from the keyboard', async () => {
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'Gestion des signalements' })).toBeVisible();
    await page.getByLabel('Rechercher').fill(email);
    const cards = page.getByRole('listitem').filter({ hasText: email });
    await expect(cards).toHaveCount(10);
    const bar = page.getByRole('region', { name: 'Décision groupée' });
    await expect(bar.getByText('Aucun signalement sélectionné')).toBeVisible();
    await expectAccessible(page, 'admin reports with the bulk bar');

    const selectAll = bar.getByRole('checkbox', { name: 'Tout sélectionner' });
    await selectAll.focus();
    await page.keyboard.press('Space');
    await expect(selectAll).toBeChecked();
    await expect(bar.getByText('10 signalements sélectionnés')).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('checkbox', { name: /^Sélectionner « / })).toBeChecked();
    }
  });

  await test.step('one action, one note, ten decisions', async () => {
    const bar = page.getByRole('region', { name: 'Décision groupée' });
    await bar
      .getByRole('group', { name: 'Actions sur la sélection' })
      .getByRole('button', { name: 'Rejeter' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rejeter : 10 signalements' });
    await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    await dialog.getByLabel("Notes de l'administrateur").fill('Fonctionne chez nous');
    await expectAccessible(page, 'bulk decision dialog');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog).toBeHidden();

    await expect(bar.getByRole('status')).toHaveText('10 signalements décidés, 0 refusé');
    const cards = page.getByRole('listitem').filter({ hasText: email });
    await expect(cards.filter({ hasText: 'Décision appliquée' })).toHaveCount(10);
    await expect(cards.filter({ hasText: 'Rejeté' })).toHaveCount(10);
    await expect(cards.filter({ hasText: 'Fonctionne chez nous' })).toHaveCount(10);
    await expectAccessible(page, 'admin reports after a bulk decision');
  });

  await test.step('the member reads the decision and its note on a film’s page', async () => {
    const films = await memberPage.request.get('/api/movies?limit=1');
    const { items } = (await films.json()) as { items: { id: string }[] };
    await memberPage.goto(`/movie/${items[0]?.id ?? ''}`);
    const steps = memberPage.getByRole('list', { name: 'Suivi du signalement' });
    await expect(steps.getByRole('listitem')).toHaveCount(2);
    await expect(steps.getByText('Rejeté par l’équipe')).toBeVisible();
    await expect(steps.getByText("Note de l'équipe : Fonctionne chez nous")).toBeVisible();
  });
});
