import { expect, type Page, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';

const member = {
  email: `favoris-${Date.now()}@exemple.fr`,
  password: 'bobine-e2e',
};

/** Opens the first title of a list page and presses its heart; answers the title. */
async function favouriteFirst(page: Page, list: string, link: string): Promise<string> {
  await page.goto(list);
  await page.locator(`main a[href^="${link}"]`).first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.textContent())?.trim() ?? '';
  const heart = page.getByRole('button', { name: 'Ajouter aux favoris' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Favori, retirer des favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The pressed heart shows 'Favori': its name begins with it (label-content-name-mismatch).
  await expectAccessible(page, `${link} with its heart pressed`);
  return title;
}

test('a member favourites a film and a series, finds both on /favorites, then removes one', async ({
  page,
}) => {
  await dismissDonationReminder(page);
  await signUp(page, member.email, member.password);
  const film = await favouriteFirst(page, '/films', '/movie/');
  const series = await favouriteFirst(page, '/series', '/series/');

  await test.step('both are listed, the newest first, under the Profil menu\'s "Mes favoris"', async () => {
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Mes favoris' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    const list = page.getByRole('list', { name: 'Mes favoris' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('heading').first()).toHaveText(series);
    await expect(list.getByRole('heading').last()).toHaveText(film);
    await expectAccessible(page, 'favourites');
  });

  await test.step('remove the film', async () => {
    const removed = page.waitForResponse(
      (answer) =>
        answer.request().method() === 'DELETE' && answer.url().includes('/api/favorites/'),
    );
    await page.getByRole('button', { name: `Retirer ${film} des favoris` }).click();
    const list = page.getByRole('list', { name: 'Mes favoris' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    // Once the server has answered, the removal holds across a reload.
    expect((await removed).ok()).toBe(true);
    await page.reload();
    await expect(list.getByRole('heading')).toHaveText([series]);
  });
});
