import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { answerCaptcha } from '../support/captcha';
import { logIn } from '../support/member';
import { newestLinkSentTo } from '../support/outbox';
import { dismissDonationReminder } from '../support/reminder';
import { dataDir, demoAdmin } from '../support/server';

// The journeys follow one member from sign-up to ban, in order.
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => dismissDonationReminder(page));

const member = {
  email: `membre-${Date.now()}@exemple.fr`,
  password: 'bobine-e2e',
};

test('a visitor signs up with the captcha, confirms the address from the mail, logs in, opens a film from the home page and finds Amélie by searching', async ({
  page,
}) => {
  // Eight pages, each checked by axe at two sizes.
  test.slow();
  await test.step('sign up', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expectAccessible(page, 'login');
    await page.getByRole('link', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/register$/);
    const check = page.getByRole('group', { name: 'Vérification' });
    await expect(check.locator('p[id^="captcha-"]')).toBeVisible();
    await expectAccessible(page, 'register');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
    await page.getByLabel('Confirmer le mot de passe').fill(member.password);
    await answerCaptcha(check);
    await page.getByRole('button', { name: "S'INSCRIRE" }).click();
    await expect(page.getByText('Inscription réussie')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('confirm the address from the mail', async () => {
    const link = await newestLinkSentTo(dataDir, member.email);
    expect(link.pathname).toBe('/confirm-email');
    await page.goto(link.pathname + link.hash);
    await expect(
      page.getByText(`Votre adresse e-mail ${member.email} est confirmée.`),
    ).toBeVisible();
    await expectAccessible(page, 'confirm-email');
  });

  await test.step('log out, then log in', async () => {
    // Away from the home page, whose donation reminder may come over the Profil menu.
    await page.goto('/films');
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await logIn(page, member.email, member.password);
  });

  await test.step('open a film from the home page', async () => {
    const film = page.locator('main a[href^="/movie/"]').first();
    await expect(film).toBeVisible();
    await expectAccessible(page, 'home');
    await film.click();
    await expect(page).toHaveURL(/\/movie\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'film');
  });

  await test.step("search 'amelie' and open the result", async () => {
    const box = page.getByRole('combobox', { name: 'Rechercher' });
    await box.fill('amelie');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=amelie$/);
    const result = page.getByRole('link', { name: /Amélie/ }).first();
    await expect(result).toBeVisible();
    await expectAccessible(page, 'search');
    await result.click();
    await expect(page.getByRole('heading', { level: 1, name: /Amélie/ })).toBeVisible();
    await expectAccessible(page, 'film Amélie');
  });
});

test('a member browses the films, the series and their profile', async ({ page }) => {
  await logIn(page, member.email, member.password);
  for (const [href, name] of [
    ['/films', 'films'],
    ['/series', 'series'],
    ['/profile', 'profile'],
  ]) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, name);
  }
});

test('an admin bans that member, who then sees the ban screen', async ({ browser }) => {
  const memberPage = await (await browser.newContext()).newPage();
  await logIn(memberPage, member.email, member.password);

  const admin = demoAdmin();
  const adminPage = await (await browser.newContext()).newPage();
  await logIn(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin/users');
  await adminPage.getByLabel('Rechercher par email ou identifiant').fill(member.email);
  const ban = adminPage.getByRole('button', { name: `Bannir ${member.email}` });
  await expect(ban).toBeVisible();
  await expectAccessible(adminPage, 'admin users');
  await ban.click();
  const dialog = adminPage.getByRole('dialog', { name: `Bannir ${member.email}` });
  await dialog.getByLabel('Raison du bannissement').fill('Spam répété dans les commentaires');
  await expectAccessible(adminPage, 'ban dialog');
  await dialog.getByRole('button', { name: 'Bannir', exact: true }).click();
  await expect(adminPage.getByText('Utilisateur banni avec succès pour 7 jour(s)')).toBeVisible();

  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { name: 'COMPTE SUSPENDU' })).toBeVisible();
  await expect(memberPage.getByText('Spam répété dans les commentaires')).toBeVisible();
  await expectAccessible(memberPage, 'ban screen');
});
