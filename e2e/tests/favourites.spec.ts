import { expect, type Page, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { answerCaptcha } from '../support/captcha';

const member = {
  email: `favoris-${Date.now()}@exemple.fr`,
  password: 'bobine-e2e',
};

/** Signs a new member up; the app then opens the home page, signed in. */
async function signUp(page: Page): Promise<void> {
  await page.goto('/register');
  const check = page.getByRole('group', { name: 'Vérification' });
  await expect(check.locator('p[id^="captcha-"]')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await page.getByLabel('Confirmer le mot de passe').fill(member.password);
  await answerCaptcha(check);
  await page.getByRole('button', { name: "S'INSCRIRE" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Opens the first title of a list page and presses its heart; answers the title. */
async function favouriteFirst(page: Page, list: string, link: string): Promise<string> {
  await page.goto(list);
  await page.locator(`main a[href^="${link}"]`).first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.textContent())?.trim() ?? '';
  const heart = page.getByRole('button', { name: 'Ajouter aux favoris' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return title;
}

test('a member favourites a film and a series, finds both on /favorites, then removes one', async ({
  page,
}) => {
  await signUp(page);
  const film = await favouriteFirst(page, '/films', '/movie/');
  const series = await favouriteFirst(page, '/series', '/series/');

  await test.step('both are listed, the newest first', async () => {
    await page.goto('/favorites');
    const list = page.getByRole('list', { name: 'Mes favoris' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('heading').first()).toHaveText(series);
    await expect(list.getByRole('heading').last()).toHaveText(film);
    await expectAccessible(page, 'favourites');
  });

  await test.step('remove the film', async () => {
    await page.getByRole('button', { name: `Retirer ${film} des favoris` }).click();
    const list = page.getByRole('list', { name: 'Mes favoris' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(list.getByRole('heading')).toHaveText([series]);
  });
});
